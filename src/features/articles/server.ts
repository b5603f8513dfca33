import 'server-only'

// Reads of published articles and sections, for routes and other features' server code; the page-type
// view and the article grid block.
export { articleBlocks } from './blocks/ArticleGridBlock'
export { articlePageViews } from './pageViews'
export { storeHelpfulVote } from './votes'
export { HELPFUL_MESSAGES, helpfulVoteInput, VOTER_COOKIE } from './voteRules'
export { findArticle, findArticleDraft, findArticles, findArticleSections, findSectionArticles, listArticles, listSearchableArticles } from './data'
