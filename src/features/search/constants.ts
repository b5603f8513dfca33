/** Page sizes of the search box, the suggestions and the results page. */
export const SUGGESTIONS_PER_PAGE = 5
export const RESULTS_PER_PAGE = 10
export const SEARCH_RESULTS_SHOWN = 5
export const SEARCH_BOX_PAGE_SIZE = 100

/** Algolia's limits, kept by the built-in endpoint too: a longer query is refused with a 400. */
export const MAX_QUERY_LENGTH = 512
export const DEFAULT_HITS_PER_PAGE = 20
export const MAX_HITS_PER_PAGE = 1000
/** Algolia's paginationLimitedTo default: hits past the first 1000 are counted but never paged to. */
export const PAGINATION_LIMIT = 1000

/** The results page's query parameter: `/en-au/search-results?q=`. */
export const SEARCH_QUERY_KEY = 'q'
/** The results page's chosen tab and product sort: `&tab=products&sort=name` (./ui/tabs.ts, ./ui/productSorts.ts). */
export const SEARCH_TAB_KEY = 'tab'
export const SEARCH_SORT_KEY = 'sort'
