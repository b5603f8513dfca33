// Articles: reads of published articles and sections, the article list page.
import type { PageTypeViews } from '@/features/content/pageTypes'

export { ArticleGrid } from './ArticleCard'
export { ArticleDetail } from './ArticleDetail'
export { SectionArticles } from './SectionArticles'
import { ArticleList } from './ArticleList'
import { findArticles, findArticleSections } from './data'

export type { ArticleDetails, ArticlePage, ArticleSection, ArticleSummary, SearchableArticle } from './model'

export const articlePageViews = {
  articleListPage: async () => {
    const [sections, articles] = await Promise.all([findArticleSections(), findArticles({ limit: 12 })])
    return <ArticleList sections={sections} articles={articles} />
  },
} satisfies PageTypeViews
