import styles from './ScrollToTop.module.css'
import { SCROLL_TO_TOP_ATTRIBUTE } from './backToTop'

/**
 * Back to top: drawn by the server, hidden until the page is scrolled more than 300 px; the shell's
 * controllers make it work (./backToTop.ts). No component of its own in the browser.
 */
export function ScrollToTop() {
  return (
    <button type="button" className={styles.button} {...{ [SCROLL_TO_TOP_ATTRIBUTE]: '' }} hidden>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path d="M12 5l-7 7m7-7l7 7M12 5v14" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className={styles.label}>Back to top</span>
    </button>
  )
}
