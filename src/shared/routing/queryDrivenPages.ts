/**
 * Query parameters that change what a content page shows: a listing's filters, sort and page, the
 * products being compared, the shaving advisor's answers, the search page's query. A request carrying any of them is served by
 * the query-driven variant of the content route (`/{indexing}/query/en-au/...`, chosen by the rewrites
 * in next.config.ts), which renders per request; without them the page is the cached default view.
 * Each feature's own key constants are checked against this list by its tests.
 */
export const QUERY_DRIVEN_KEYS = ['page', 'sort', 'filter', 'products', 'skin', 'beard', 'shave', 'razor', 'q'] as const

export type PageQuery = Record<string, string | string[] | undefined>

/** The values of a query parameter, repeated or comma-less, as a list. */
export const queryValues = (query: PageQuery, key: string): string[] => {
  const value = query[key]
  return value === undefined ? [] : Array.isArray(value) ? value : [value]
}
