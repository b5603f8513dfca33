import styles from './LeavingNotice.module.css'

/**
 * The leaving-the-site notice: a click on any link to another host inside `#${scope}` (share links, links
 * in the body) opens this native modal dialog naming the destination, to continue or stay
 * (./controllers.ts fills it in, opens and closes it). Drawn by the server, closed: it opens only when
 * scripts run. Without scripts the links work as plain links.
 */
export function LeavingNotice({ scope }: { scope: string }) {
  return (
    <dialog className={styles.dialog} aria-labelledby="leaving-title" aria-describedby="leaving-text" data-leaving-notice={scope}>
      <h2 id="leaving-title">You are leaving this site</h2>
      <p id="leaving-text">
        This link goes to <strong data-leaving-host="" />, a site we do not run. Do you want to continue?
      </p>
      <div className={styles.actions}>
        <button type="button" data-leaving-stay="">
          Stay on this site
        </button>
        {/* Its address is the destination's, set before the notice opens. */}
        <a href={`#${scope}`} rel="noopener noreferrer" target="_blank" data-leaving-continue="">
          Continue to <span data-leaving-host="" />
        </a>
      </div>
    </dialog>
  )
}
