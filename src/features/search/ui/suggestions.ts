// The search overlay's requests, apart from the results page's so that page's script does not carry them.
import type { SearchClientConfig } from '../client'
import { SUGGESTIONS_PER_PAGE } from '../constants'
import { searchIndexNames } from '../indexNames'
import type { ArticleSearchRecord, KeywordSearchRecord, ProductSearchRecord } from '../records'
import { ruleDirections } from '../steering'
import { asTheyCame, common, type Hit, type Results, searchClient } from './searchRequests'

export interface SuggestionResults {
  keywords: Hit<KeywordSearchRecord>[]
  products: Hit<ProductSearchRecord>[]
  articles: Hit<ArticleSearchRecord>[]
  /** Where the editors' query rules send this search (Enter goes there). */
  redirect?: string
}

/** The overlay's suggestions: 5 hits from each of the three indexes, in one request. */
export async function fetchSuggestions(config: SearchClientConfig | undefined, query: string): Promise<SuggestionResults> {
  const { results } = await (
    await searchClient(config)
  ).search({
    requests: [searchIndexNames.keywords, searchIndexNames.products, searchIndexNames.articles].map((indexName) => ({
      indexName,
      query,
      hitsPerPage: SUGGESTIONS_PER_PAGE,
      ...common,
    })),
  })
  const [keywords, products, articles] = results as Results[]
  const { redirect } = ruleDirections(products?.userData)
  return {
    keywords: asTheyCame<KeywordSearchRecord>(keywords?.hits),
    products: asTheyCame<ProductSearchRecord>(products?.hits),
    articles: asTheyCame<ArticleSearchRecord>(articles?.hits),
    ...(redirect ? { redirect } : {}),
  }
}
