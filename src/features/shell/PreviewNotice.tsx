import { LivePreviewRefresh } from './islands'
import styles from './PreviewNotice.module.css'

/** Above a page in an editor's preview: what it shows, and the way back to what visitors see. */
export function PreviewNotice({ path }: { path: string }) {
  return (
    <p className={styles.notice} role="status">
      Preview: the newest saved version, as it will look once published. <a href={`/api/preview/exit?path=${encodeURIComponent(path)}`}>Leave preview</a>
      <LivePreviewRefresh />
    </p>
  )
}
