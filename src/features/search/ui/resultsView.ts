import { SEARCH_SORT_KEY, SEARCH_TAB_KEY } from '../constants'
import { PRODUCT_SORTS, type ProductSort } from './productSorts'
import { searchResultsUrl } from './queryUrl'
import type { SearchTab } from './tabs'

/**
 * The results page's view besides its query: the tab and the product sort chosen, in its address
 * (`&tab=products&sort=name`), so that the tabs are links and the sort a form that work before the
 * page's scripts have run (and without them), and a view can be shared. A value the page does not know
 * is no choice.
 */
export interface ResultsView {
  /** Chosen by the visitor; none: the tab SPEC.md §4 opens first. */
  tab?: SearchTab
  sort: ProductSort
}

export const DEFAULT_SORT: ProductSort = 'relevance'

const isSearchTab = (value: unknown): value is SearchTab => value === 'products' || value === 'articles'
const isProductSort = (value: unknown): value is ProductSort => PRODUCT_SORTS.some((sort) => sort.value === value)

/** The view a page address asks for (its query parameters, the first of each). */
export function readResultsView(values: { tab?: string | null; sort?: string | null }): ResultsView {
  return { tab: isSearchTab(values.tab) ? values.tab : undefined, sort: isProductSort(values.sort) ? values.sort : DEFAULT_SORT }
}

export const readResultsViewOf = (params: URLSearchParams) => readResultsView({ tab: params.get(SEARCH_TAB_KEY), sort: params.get(SEARCH_SORT_KEY) })

/** The address of a query's results in a view: the default sort is left out. */
export const resultsViewUrl = (query: string, view: ResultsView) =>
  searchResultsUrl(query) + (view.tab ? `&${SEARCH_TAB_KEY}=${view.tab}` : '') + (view.sort !== DEFAULT_SORT ? `&${SEARCH_SORT_KEY}=${view.sort}` : '')
