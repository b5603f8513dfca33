/**
 * The search indexes of the AU English set (products, articles, keywords, and the product sort replicas). Algolia and the built-in engine use the
 * same names, so switching between them changes no query.
 */
export const searchIndexNames = {
  products: 'en_AU_products',
  articles: 'en_AU_articles',
  keywords: 'en_AU_keywords',
} as const

/** Attributes a product list can be sorted by (each is a field of the product record). */
export type ProductSortAttribute = 'rating' | 'minPrice' | 'maxPrice' | 'title'

export interface ProductSortReplica {
  indexName: string
  attribute: ProductSortAttribute
  direction: 'asc' | 'desc'
}

/**
 * Sort orders of the products index. On Algolia each is a standard replica whose ranking starts with
 * the sort; the built-in engine searches the products index and only orders the hits differently.
 * Price high-to-low sorts by the top of a product's price range, low-to-high by the bottom.
 */
export const productSortReplicas = [
  { indexName: 'en_AU_products_rating_desc', attribute: 'rating', direction: 'desc' },
  { indexName: 'en_AU_products_price_asc', attribute: 'minPrice', direction: 'asc' },
  { indexName: 'en_AU_products_price_desc', attribute: 'maxPrice', direction: 'desc' },
  { indexName: 'en_AU_products_name_asc', attribute: 'title', direction: 'asc' },
] as const satisfies readonly ProductSortReplica[]

export type ProductReplicaName = (typeof productSortReplicas)[number]['indexName']
export type PrimaryIndexName = (typeof searchIndexNames)[keyof typeof searchIndexNames]
export type SearchIndexName = PrimaryIndexName | ProductReplicaName

export const allSearchIndexNames: readonly SearchIndexName[] = [...Object.values(searchIndexNames), ...productSortReplicas.map((replica) => replica.indexName)]

export const isSearchIndexName = (name: string): name is SearchIndexName => (allSearchIndexNames as readonly string[]).includes(name)
