import { BookmarkToggle } from '@/features/favourites'
import { CardGrid } from '@/shared/ui/cardGrid'
import { Img } from '@/shared/ui/Img'

import styles from './ArticleCard.module.css'
import type { ArticleSummary } from './model'

/** An article's card: image, title (the link) and short description; `eager` as for product cards (the first row of a page's main grid). */
export function ArticleCard({ article, eager = false, headingLevel = 3 }: { article: ArticleSummary; eager?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const
  return (
    <article className={styles.card}>
      {article.image ? <Img picture={article.image} width={400} height={225} alt="" eager={eager} /> : <span className={styles.noImage} />}
      <Heading className={styles.title}>
        <a href={article.url}>{article.title}</a>
      </Heading>
      <p>{article.shortDescription}</p>
      <BookmarkToggle kind="article" id={String(article.id)} name={article.title} />
    </article>
  )
}

/**
 * Article cards in a grid: about 4 columns at 1280 px, 2 on a phone; `eager`: how many leading cards are
 * on screen at first; `headingLevel`: 2 where the grid follows the page's h1 directly.
 */
export function ArticleGrid({ articles, eager = 0, headingLevel }: { articles: ArticleSummary[]; eager?: number; headingLevel?: 2 | 3 }) {
  return (
    <CardGrid count={articles.length}>
      {articles.map((article, index) => (
        <li key={article.id}>
          <ArticleCard article={article} eager={index < eager} headingLevel={headingLevel} />
        </li>
      ))}
    </CardGrid>
  )
}
