export { articleUrl, findArticles, findArticleSections, type ArticleSummary } from './queries'
