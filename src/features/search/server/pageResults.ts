import type { SearchClientConfig } from '../client'
import type { ProductSort } from '../ui/productSorts'
import { cleanQuery } from '../ui/queryUrl'
import { DEFAULT_SORT, type ResultsView } from '../ui/resultsView'
import { asFallback, asPageResults, fallbackRequests, foundNothing, type PageResults, resultsRequests } from '../ui/searchRequests'
import { shownHits } from '../ui/shownHits'
import { builtInSearchEngine } from './builtInEngine'
import { searchClientConfig } from './clientConfig'
import { parseMultipleQueries } from './queryRequest'

/**
 * The results page's first answer, rendered on the server from the built-in engine: the very requests
 * the page's client sends, read by the endpoint's own parser, so the results are in the HTML —
 * readable before any script runs, or without scripts.
 */
export async function builtInPageResults(query: string, sort: ProductSort = DEFAULT_SORT): Promise<PageResults> {
  const engine = builtInSearchEngine()
  const answer = asPageResults(await engine.search(parseMultipleQueries({ requests: resultsRequests(query, sort) }, '*')), shownHits)
  if (!foundNothing(answer)) return answer
  return { ...answer, fallback: asFallback(await engine.search(parseMultipleQueries({ requests: fallbackRequests() }, '*')), shownHits) }
}

/**
 * What the results page's client component starts from: the hosted settings, if any, and — with the
 * built-in engine and a query — the first answer, in the view the address asks for (tab, product sort).
 * A failing search leaves the page to its client (which logs and stops its loader) rather than failing
 * the page.
 */
export async function searchResultsPageProps(
  rawQuery: string | undefined,
  view: ResultsView = { sort: DEFAULT_SORT },
): Promise<{ config?: SearchClientConfig; initial?: { query: string; results: PageResults; view: ResultsView } }> {
  const config = searchClientConfig()
  const query = cleanQuery(rawQuery ?? '')
  if (!query || config) return { config }
  try {
    return { initial: { query, results: await builtInPageResults(query, view.sort), view } }
  } catch (error) {
    console.error(`An Error Occurred: search page (${error instanceof Error ? error.name : 'unknown failure'})`)
    return {}
  }
}
