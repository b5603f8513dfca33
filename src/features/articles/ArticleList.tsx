import { FIRST_ROW_CARDS } from '@/shared/ui/cardGrid'

import { ArticleGrid } from './ArticleCard'
import styles from './ArticleList.module.css'
import type { ArticleSection, ArticleSummary } from './model'
import { PageLinks } from './PageLinks'

/** The article list page: the sections, then every article, newest first, 12 a page. */
export function ArticleList({
  path,
  sections,
  latest,
}: {
  path: string
  sections: ArticleSection[]
  latest: { page: number; totalPages: number; articles: ArticleSummary[] }
}) {
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
      <h2>{latest.page > 1 ? `Latest articles: page ${latest.page} of ${latest.totalPages}` : 'Latest articles'}</h2>
      <ArticleGrid articles={latest.articles} eager={FIRST_ROW_CARDS} />
      <PageLinks page={latest.page} totalPages={latest.totalPages} pageUrl={(page) => (page > 1 ? `${path}?page=${page}` : path)} />
    </>
  )
}
