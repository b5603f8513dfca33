import type { PageTypeViews } from '@/features/content/pageTypes'

import { ArticleList } from './ArticleList'
import { findArticles, findArticleSections } from './data'

/** What the articles' page types add to a content page (definitions: pageTypes.ts). */
export const articlePageViews = {
  articleListPage: async () => {
    const [sections, articles] = await Promise.all([findArticleSections(), findArticles({ limit: 12 })])
    return <ArticleList sections={sections} articles={articles} />
  },
} satisfies PageTypeViews
