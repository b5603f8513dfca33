import type { LiteClient } from 'algoliasearch/lite'

import type { SearchClientConfig } from '../client'
import { RESULTS_PER_PAGE, SUGGESTIONS_PER_PAGE } from '../constants'
import { productSortReplicas, searchIndexNames } from '../indexNames'
import type { ArticleSearchRecord, KeywordSearchRecord, ProductSearchRecord } from '../records'
import { type SearchBanner, ruleDirections } from '../steering'
import { HIGHLIGHT_POST, HIGHLIGHT_PRE } from './highlightParts'
import type { ProductSort } from './productSorts'
import type { SearchTab } from './tabs'

/**
 * The fields of a record the search UI shows (a product's price and rating as the listing's cards show
 * them). Only these are asked for: the results page hands part of its first answer to the browser as
 * data in the page (its suggestions, and the popular products when nothing was found; the hit lists go
 * drawn, ./HitItems.tsx), where whole records (descriptions, keywords, ratings, highlight details) took
 * 12 of its 17 KB compressed; the server also cuts that answer's hits to them (./shownHits.ts), which the
 * browser's own answers need not be (so its script does not carry the cut).
 */
export const SHOWN_FIELDS = ['objectID', 'title', 'url', 'heroImage', 'shortDescription', 'minPrice', 'maxPrice', 'reviewStatistic'] as const
type ShownField = (typeof SHOWN_FIELDS)[number]

/** A hit as the UI reads it: the shown fields of its record plus the title's highlight. */
export type Hit<R> = Pick<R, Extract<keyof R, ShownField>> & { _highlightResult?: { title?: { value?: string } } }

/** What becomes of an answer's hits: as they came (the browser), or cut to the shown fields (the server). */
export type KeepHits = <R>(hits: readonly unknown[] | undefined) => Hit<R>[]
export const asTheyCame: KeepHits = <R>(hits: readonly unknown[] | undefined) => (hits ?? []) as Hit<R>[]

export interface HitsPage<R> {
  hits: Hit<R>[]
  nbHits: number
  nbPages: number
  page: number
}

/** Relevance (the default sort, most relevant first) is the products index itself; the rest are replicas. */
const productIndexes: Record<ProductSort, string> = {
  relevance: searchIndexNames.products,
  rating: productSortReplicas[0].indexName,
  'price-asc': productSortReplicas[1].indexName,
  'price-desc': productSortReplicas[2].indexName,
  name: productSortReplicas[3].indexName,
}

let client: Promise<LiteClient> | undefined

/** The official lite client, loaded on first use so pages do not pay for it up front. */
export function searchClient(config?: SearchClientConfig): Promise<LiteClient> {
  client ??= import('../client').then(({ createSearchClient }) => createSearchClient(config))
  return client
}

/** What every request of the UI asks for besides its index and query: the title highlight, the shown fields. */
export const common = {
  highlightPreTag: HIGHLIGHT_PRE,
  highlightPostTag: HIGHLIGHT_POST,
  attributesToHighlight: ['title'],
  attributesToRetrieve: SHOWN_FIELDS.filter((field) => field !== 'objectID'),
}

export type Results = { hits: readonly unknown[]; nbHits?: number; nbPages?: number; page?: number; userData?: readonly unknown[] }
/** One index's answer (from Algolia, the built-in endpoint or the engine itself) as a tab's page. */
export const asHitsPage = <R>(result: Results, keep: KeepHits = asTheyCame): HitsPage<R> => ({
  hits: keep<R>(result.hits),
  nbHits: result.nbHits ?? 0,
  nbPages: result.nbPages ?? 0,
  page: result.page ?? 0,
})

export interface PageResults {
  keywords: Hit<KeywordSearchRecord>[]
  products: HitsPage<ProductSearchRecord>
  articles: HitsPage<ArticleSearchRecord>
  /** Where the editors' query rules send this search instead (the products index's userData). */
  redirect?: string
  /** The editors' banner for this search. */
  banner?: SearchBanner
  /** Where to go on when a query found nothing: the popular searches and products. */
  fallback?: { keywords: Hit<KeywordSearchRecord>[]; products: Hit<ProductSearchRecord>[] }
}

/** How many popular products a search that found nothing offers. */
const FALLBACK_PRODUCTS = 4

/**
 * What a search that found nothing offers instead: the top suggestions and products with no query (the
 * indexes' own ranking: featured first, then the most popular), the same from Algolia or the built-in engine.
 */
export const fallbackRequests = () => [
  { indexName: searchIndexNames.keywords, query: '', hitsPerPage: SUGGESTIONS_PER_PAGE, ...common },
  { indexName: searchIndexNames.products, query: '', hitsPerPage: FALLBACK_PRODUCTS, ...common },
]

export const asFallback = ([keywords, products]: readonly Results[], keep: KeepHits = asTheyCame): PageResults['fallback'] => ({
  keywords: keep<KeywordSearchRecord>(keywords?.hits),
  products: keep<ProductSearchRecord>(products?.hits),
})

export const foundNothing = (results: PageResults) => results.products.nbHits + results.articles.nbHits === 0 && !results.redirect

/** The results page's first answer: top suggestions, and page 0 of products (sorted) and articles. */
export async function fetchResults(config: SearchClientConfig | undefined, query: string, sort: ProductSort): Promise<PageResults> {
  const search = await searchClient(config)
  const answer = asPageResults((await search.search({ requests: resultsRequests(query, sort) })).results as Results[])
  if (!foundNothing(answer)) return answer
  return { ...answer, fallback: asFallback((await search.search({ requests: fallbackRequests() })).results as Results[]) }
}

/**
 * The results page's three queries: top suggestions, and page 0 of products (sorted) and articles.
 * The server sends the same ones to the built-in engine for the page's first answer.
 */
export const resultsRequests = (query: string, sort: ProductSort) => [
  { indexName: searchIndexNames.keywords, query, hitsPerPage: SUGGESTIONS_PER_PAGE, ...common },
  { indexName: productIndexes[sort], query, hitsPerPage: RESULTS_PER_PAGE, page: 0, ...common },
  { indexName: searchIndexNames.articles, query, hitsPerPage: RESULTS_PER_PAGE, page: 0, ...common },
]

/** The answers to resultsRequests, in their order. */
export const asPageResults = ([keywords, products, articles]: readonly Results[], keep: KeepHits = asTheyCame): PageResults => ({
  keywords: keep<KeywordSearchRecord>(keywords?.hits),
  products: asHitsPage(products!, keep),
  articles: asHitsPage(articles!, keep),
  ...ruleDirections(products?.userData),
})

/** One more page of one tab (show more); products in the chosen sort. */
export async function fetchMore<R>(
  config: SearchClientConfig | undefined,
  tab: SearchTab,
  sort: ProductSort,
  query: string,
  page: number,
): Promise<HitsPage<R>> {
  const indexName = tab === 'products' ? productIndexes[sort] : searchIndexNames.articles
  const { results } = await (
    await searchClient(config)
  ).search({
    requests: [{ indexName, query, hitsPerPage: RESULTS_PER_PAGE, page, ...common }],
  })
  return asHitsPage<R>(results[0] as Results)
}
