import type { SearchableArticle } from '@/features/articles'
import { listSearchableArticles } from '@/features/articles/server'
import type { SearchableProduct } from '@/features/catalogue'
import { listSearchableProducts } from '@/features/catalogue/server'
import { payloadClient } from '@/cms/payload'
import { collectionTag } from '@/shared/cache/cacheTags'
import { cachedRead } from '@/shared/cache/cachedRead'
import { productUrl } from '@/shared/routing/urls'

import type { ArticleSearchRecord, KeywordSearchRecord, ProductSearchRecord, SearchRecords } from '../records'
import { lexicalPlainText } from './lexicalText'

const locale = 'en-AU'

/** What records are made of: products and articles as their features' data modules give them. */
export type ProductSource = SearchableProduct
export type ArticleSource = SearchableArticle
export interface KeywordSource {
  id: number
  title: string
}

/** A product's objectID in the products index (query rules pin and hide products by it). */
export const productObjectID = (id: number | string): string => `product-${id}`

/** A product's search record. A product given only one end of its price range has the same price at both. */
export function productRecord(product: ProductSource): ProductSearchRecord {
  const keywords = product.keywords
  const averageOverallRating = product.reviewStatistics.averageOverallRating ?? 0
  const totalReviewCount = product.reviewStatistics.totalReviewCount
  return {
    objectID: productObjectID(product.id),
    gtin: product.gtin,
    heroImage: product.heroImage,
    title: product.title,
    url: productUrl(product),
    keyword: keywords[0] ?? '',
    allKeywordSearch: keywords.join(', '),
    productShortName: product.productShortName,
    shortDescription: product.shortDescription,
    total_review_count: totalReviewCount,
    reviewStatistic: { averageOverallRating, totalReviewCount },
    product_description: product.description,
    ratingAndReviewId: product.reviewsId || product.slug,
    featuredSort: product.featuredSort,
    rating: averageOverallRating,
    maxPrice: product.maxPrice ?? product.minPrice ?? null,
    minPrice: product.minPrice ?? product.maxPrice ?? null,
    GAProductPopularityCount: product.popularityCount,
    contentType: 'product',
    locale,
  }
}

/** An article's search record; meta fields fall back to what the article page uses without them. */
export function articleRecord(article: ArticleSource): ArticleSearchRecord {
  const keywords = article.keywords
  return {
    objectID: `article-${article.id}`,
    title: article.title,
    bodyText: lexicalPlainText(article.body),
    url: article.url,
    locale,
    keyword: keywords[0] ?? '',
    shortDescription: article.shortDescription,
    allKeywordSearch: keywords.join(', '),
    contentType: 'article',
    image: article.image,
    metaTitle: article.meta.title || article.title,
    metaKeywords: keywords.join(', '),
    metaDescription: article.meta.description || article.shortDescription,
  }
}

export const keywordRecord = (keyword: KeywordSource): KeywordSearchRecord => ({ objectID: `keyword-${keyword.id}`, title: keyword.title })

/** Every keyword, by title. */
const listKeywords = cachedRead(
  'search.keywords',
  async (): Promise<KeywordSource[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'keywords', depth: 0, sort: 'title', pagination: false, overrideAccess: false })
    return docs.map(({ id, title }) => ({ id, title }))
  },
  () => [collectionTag('keywords')],
)

/**
 * The records of everything the public may see: published products and articles (read through their
 * features' data modules, published only) and every keyword. Articles newest first, the articles
 * index's order for an empty query.
 */
export async function loadPublishedSearchRecords(): Promise<SearchRecords> {
  const [products, articles, keywords] = await Promise.all([listSearchableProducts(), listSearchableArticles(), listKeywords()])
  return {
    products: products.map(productRecord),
    articles: articles.map(articleRecord),
    keywords: keywords.map(keywordRecord),
  }
}
