import { FIRST_ROW_CARDS } from '@/shared/ui/cardGrid'
import chips from '@/shared/ui/chips.module.css'

import { ArticleGrid } from './ArticleCard'
import type { ArticlePage } from './model'
import { PageLinks } from './PageLinks'

/** A section's articles: topic chips (plain links, `?topic=`), the cards, and plain page links. */
export function SectionArticles({ data }: { data: ArticlePage }) {
  const { section, topic, topics, page, totalPages, articles } = data
  const pageUrl = (n: number) => {
    const query = new URLSearchParams({ ...(topic ? { topic: topic.slug } : {}), ...(n > 1 ? { page: String(n) } : {}) }).toString()
    return query ? `${section.url}?${query}` : section.url
  }
  return (
    <>
      <h1>{topic ? `${section.title}: ${topic.title}` : section.title}</h1>
      {topics.length ? (
        <nav aria-label="Topics">
          <ul className={chips.list}>
            <li>
              <a href={section.url} aria-current={topic ? undefined : 'page'}>
                All
              </a>
            </li>
            {topics.map((t) => (
              <li key={t.slug}>
                <a href={`${section.url}?topic=${encodeURIComponent(t.slug)}`} aria-current={topic?.slug === t.slug ? 'page' : undefined}>
                  {t.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ArticleGrid articles={articles} eager={FIRST_ROW_CARDS} headingLevel={2} />
      <PageLinks page={page} totalPages={totalPages} pageUrl={pageUrl} />
    </>
  )
}
