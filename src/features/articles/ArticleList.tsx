import { FIRST_ROW_CARDS } from '@/shared/ui/cardGrid'

import { ArticleGrid } from './ArticleCard'
import styles from './ArticleList.module.css'
import type { ArticleSection, ArticleSummary } from './model'

/** The article list page: the sections, then the latest articles. */
export function ArticleList({ sections, articles }: { sections: ArticleSection[]; articles: ArticleSummary[] }) {
  return (
    <>
      <nav aria-label="Article sections">
        <ul className={styles.inline}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={section.url}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <h2>Latest articles</h2>
      <ArticleGrid articles={articles} eager={FIRST_ROW_CARDS} />
    </>
  )
}
