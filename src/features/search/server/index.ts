// Server only: the built-in Algolia-compatible engine over the published content, its HTTP endpoint,
// the records (also pushed to Algolia by `npm run search:sync`), the browser's search settings and the
// results page's view.
import 'server-only'

import { builtInSearchEngine } from './builtInEngine'
import { createSearchHandlers } from './http'

export { algoliaIndexSettings, algoliaSyncPlan } from './algoliaSettings'
export { pushToAlgolia } from './algoliaSync'
export { builtInSearchEngine, invalidateSearchIndex } from './builtInEngine'
export { searchClientConfig } from './clientConfig'
export { builtInPageResults, searchResultsPageProps } from './pageResults'
export { createSearchEngine, type LoadSearchRecords, type SearchEngine, type SearchQuery, type SearchResponse } from './engine'
export { searchPreflight } from './http'
export { searchPageViews } from './pageViews'
export { articleRecord, keywordRecord, loadPublishedSearchRecords, productRecord } from './records'
export { loadSearchSteering } from './steering'
export { handleSearchInsight, popularSearchesOfLate } from './insights'

/** `POST /api/search/1/indexes/{indexName}/queries` (the lite client's multiple queries). */
export const handleSearchQueries = (request: Request, indexNameInPath: string): Promise<Response> =>
  createSearchHandlers(builtInSearchEngine()).multipleQueries(request, indexNameInPath)

/** `POST /api/search/1/indexes/{indexName}/query` (one index). */
export const handleSingleIndexQuery = (request: Request, indexName: string): Promise<Response> =>
  createSearchHandlers(builtInSearchEngine()).singleIndexQuery(request, indexName)
