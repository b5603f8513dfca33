import { RESULTS_PER_PAGE, SUGGESTIONS_PER_PAGE } from '../constants'
import { searchIndexNames } from '../indexNames'
import type { ArticleSearchRecord, KeywordSearchRecord, ProductSearchRecord } from '../records'
import { HIGHLIGHT_POST, HIGHLIGHT_PRE } from '../ui/highlightParts'
import type { SearchClientConfig } from '../client'
import { cleanQuery, type Hit, type HitsPage, type PageResults } from '../ui/searchRequests'
import { builtInSearchEngine } from './builtInEngine'
import { searchClientConfig } from './clientConfig'
import type { SearchResponse } from './engine'

const asPage = <R>(response: SearchResponse): HitsPage<R> => ({
  hits: response.hits as unknown as Hit<R>[],
  nbHits: response.nbHits,
  nbPages: response.nbPages,
  page: response.page,
})

/**
 * The results page's first answer, rendered on the server from the built-in engine: the same three
 * queries the page's client sends (top suggestions, page 0 of products and of articles), so the
 * results are in the HTML — readable before any script runs, or without scripts.
 */
export async function builtInPageResults(query: string): Promise<PageResults> {
  const common = { query, page: 0, params: '', highlightTags: { pre: HIGHLIGHT_PRE, post: HIGHLIGHT_POST }, attributesToHighlight: ['title'] }
  const [keywords, products, articles] = await builtInSearchEngine().search([
    { ...common, indexName: searchIndexNames.keywords, hitsPerPage: SUGGESTIONS_PER_PAGE },
    { ...common, indexName: searchIndexNames.products, hitsPerPage: RESULTS_PER_PAGE },
    { ...common, indexName: searchIndexNames.articles, hitsPerPage: RESULTS_PER_PAGE },
  ])
  return {
    keywords: keywords!.hits as unknown as Hit<KeywordSearchRecord>[],
    products: asPage<ProductSearchRecord>(products!),
    articles: asPage<ArticleSearchRecord>(articles!),
  }
}

/**
 * What the results page's client component starts from: the hosted settings, if any, and — with the
 * built-in engine and a query — the first answer. A failing search leaves the page to its client
 * (which logs and stops its loader) rather than failing the page.
 */
export async function searchResultsPageProps(
  rawQuery: string | undefined,
): Promise<{ config?: SearchClientConfig; initial?: { query: string; results: PageResults } }> {
  const config = searchClientConfig()
  const query = cleanQuery(rawQuery ?? '')
  if (!query || config) return { config }
  try {
    return { initial: { query, results: await builtInPageResults(query) } }
  } catch (error) {
    console.error(`An Error Occurred: search page (${error instanceof Error ? error.name : 'unknown failure'})`)
    return {}
  }
}
