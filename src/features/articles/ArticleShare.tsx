import { CopyLink } from './CopyLink'
import styles from './ArticleShare.module.css'

/** Share links: plain share URLs (no third-party script) and a copy-link button. */
export function ArticleShare({ url, title }: { url: string; title: string }) {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  return (
    <nav aria-label="Share this article" className={styles.share}>
      <ul>
        <li>
          <a href={`https://www.facebook.com/sharer/sharer.php?u=${u}`}>Share on Facebook</a>
        </li>
        <li>
          <a href={`https://twitter.com/intent/tweet?url=${u}&text=${t}`}>Share on X (Twitter)</a>
        </li>
        <li>
          <a href={`mailto:?subject=${t}&body=${u}`}>Share by email</a>
        </li>
        <CopyLink url={url} />
      </ul>
    </nav>
  )
}
