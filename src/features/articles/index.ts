// Articles: the article page, cards and a section's list. Reads, the page-type view and the article grid
// block are in ./server.
export { ArticleGrid } from './ArticleCard'
export { ArticleDetail } from './ArticleDetail'
export { requestedPage } from './PageLinks'
export { SectionArticles } from './SectionArticles'
export type { ArticleDetails, ArticlePage, ArticleSection, ArticleSummary, SearchableArticle } from './model'
