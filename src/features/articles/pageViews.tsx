import { notFound } from 'next/navigation'

import type { PageTypeViews } from '@/features/content/pageTypes'
import { queryValues } from '@/shared/routing/pageQuery'

import { ArticleList } from './ArticleList'
import { findArticleSections, findLatestArticles } from './data'
import { ARTICLE_LIST_PAGE_KEY } from './listKeys'
import { requestedPage } from './PageLinks'

/** What the articles' page types add to a content page (definitions: pageTypes.ts). */
export const articlePageViews = {
  articleListPage: async ({ page, query }) => {
    const number = requestedPage(queryValues(query, ARTICLE_LIST_PAGE_KEY)[0])
    // As a section's: a page past the last, or no page number at all, is a 404, not an empty list.
    if (!number) notFound()
    const [sections, latest] = await Promise.all([findArticleSections(), findLatestArticles({ page: number })])
    if (latest.page !== number || number > Math.max(1, latest.totalPages)) notFound()
    return <ArticleList path={page.url} sections={sections} latest={latest} />
  },
} satisfies PageTypeViews
