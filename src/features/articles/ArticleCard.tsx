import { BookmarkToggle } from '@/features/favourites'

import styles from './ArticleCard.module.css'
import type { ArticleSummary } from './model'

/** An article's card: image, title (the link) and short description. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <article className={styles.card}>
      <img src={article.image} alt="" width={400} height={225} loading="lazy" />
      <h3 className={styles.title}>
        <a href={article.url}>{article.title}</a>
      </h3>
      <p>{article.shortDescription}</p>
      <BookmarkToggle kind="article" id={String(article.id)} name={article.title} />
    </article>
  )
}

/** Article cards in a grid: about 4 columns at 1280 px, 2 on a phone. */
export function ArticleGrid({ articles }: { articles: ArticleSummary[] }) {
  return (
    <ul className={styles.grid}>
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  )
}
