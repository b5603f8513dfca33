import 'server-only'

// Reads of published articles and sections, for routes and other features' server code.
export { findArticles, findArticleSections, listArticles, listSearchableArticles } from './data'
