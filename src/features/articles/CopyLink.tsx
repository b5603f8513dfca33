import buttons from '@/shared/ui/buttons.module.css'

/**
 * Copy link: copies the article's address (./controllers.ts, with navigator.clipboard) and announces the
 * result politely. Drawn by the server, hidden: it does nothing without scripts, so the controller shows it.
 */
export function CopyLink({ url }: { url: string }) {
  return (
    <li data-copy-link={url} hidden>
      <button type="button" className={buttons.secondary}>
        Copy link
      </button>
      <span role="status" aria-live="polite" />
    </li>
  )
}
