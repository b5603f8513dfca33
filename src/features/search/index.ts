// Browser-safe: index names, page sizes and limits, record types and the search client factory.
// Server code (the built-in engine, records from Payload, the endpoint) is in ./server.
export { BUILT_IN_CREDENTIALS, builtInSearchHost, createSearchClient, type SearchClientConfig } from './client'
export { MAX_QUERY_LENGTH, RESULTS_PER_PAGE, SEARCH_BOX_PAGE_SIZE, SEARCH_RESULTS_SHOWN, SUGGESTIONS_PER_PAGE } from './constants'
export {
  allSearchIndexNames,
  isSearchIndexName,
  productSortReplicas,
  searchIndexNames,
  type PrimaryIndexName,
  type ProductReplicaName,
  type ProductSortAttribute,
  type SearchIndexName,
} from './indexNames'
export type { ArticleSearchRecord, KeywordSearchRecord, ProductSearchRecord, SearchLocale, SearchRecords } from './records'
export { preloadSearchSuggestions, Suggestions } from './ui/islands'
export { SearchBox } from './ui/SearchBox'
