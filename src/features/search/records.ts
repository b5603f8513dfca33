/**
 * The search records, as stored in every index (built-in or Algolia) and returned in hits.
 * Field names are the provider's, snake_case and all, because the results UI reads them as they are.
 */
export type SearchLocale = 'en-AU'

export interface ProductSearchRecord {
  objectID: string
  gtin: string
  heroImage: string
  title: string
  url: string
  /** The first keyword's title, or ''. */
  keyword: string
  /** Every keyword's title, comma-separated. */
  allKeywordSearch: string
  productShortName: string
  shortDescription: string
  total_review_count: number
  reviewStatistic: { averageOverallRating: number; totalReviewCount: number }
  product_description: string
  /** The product's id at the reviews provider (its slug when none is set). */
  ratingAndReviewId: string
  featuredSort: number
  /** Average overall rating, 0 without reviews. */
  rating: number
  maxPrice: number | null
  minPrice: number | null
  GAProductPopularityCount: number
  contentType: 'product'
  locale: SearchLocale
}

export interface ArticleSearchRecord {
  objectID: string
  title: string
  /** The article body as plain text. */
  bodyText: string
  url: string
  locale: SearchLocale
  keyword: string
  shortDescription: string
  allKeywordSearch: string
  contentType: 'article'
  image: string
  metaTitle: string
  metaKeywords: string
  metaDescription: string
}

export interface KeywordSearchRecord {
  objectID: string
  title: string
}

/** Everything the indexes are built from. */
export interface SearchRecords {
  products: ProductSearchRecord[]
  articles: ArticleSearchRecord[]
  keywords: KeywordSearchRecord[]
}
