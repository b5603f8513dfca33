import { articleUrl } from '@/features/articles'
import { productUrl } from '@/features/catalogue'
import type { Article, Keyword, Product } from '@/payload-types'
import { payloadClient } from '@/cms/payload'
import { docs } from '@/cms/relations'

import type { ArticleSearchRecord, KeywordSearchRecord, ProductSearchRecord, SearchRecords } from '../records'
import { lexicalPlainText } from './lexicalText'

const locale = 'en-AU'

/** The fields a record is made of: all that is read from the database. */
const productFields = {
  title: true,
  slug: true,
  gtin: true,
  heroImage: true,
  productShortName: true,
  shortDescription: true,
  description: true,
  reviewsId: true,
  reviewStatistics: true,
  featuredSort: true,
  minPrice: true,
  maxPrice: true,
  popularityCount: true,
  keywords: true,
} as const satisfies Partial<Record<keyof Product, true>>

const articleFields = {
  title: true,
  slug: true,
  section: true,
  shortDescription: true,
  image: true,
  body: true,
  meta: true,
  keywords: true,
} as const satisfies Partial<Record<keyof Article, true>>

export type ProductSource = Pick<Product, 'id' | keyof typeof productFields>
export type ArticleSource = Pick<Article, 'id' | keyof typeof articleFields>

const keywordTitles = (keywords: (number | Keyword)[] | null | undefined) => docs<Keyword>(keywords).map((keyword) => keyword.title)

/** SPEC.md §3 product record. A product given only one end of its price range has the same price at both. */
export function productRecord(product: ProductSource): ProductSearchRecord {
  const keywords = keywordTitles(product.keywords)
  const averageOverallRating = product.reviewStatistics?.averageOverallRating ?? 0
  const totalReviewCount = product.reviewStatistics?.totalReviewCount ?? 0
  return {
    objectID: `product-${product.id}`,
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
    GAProductPopularityCount: product.popularityCount ?? 0,
    contentType: 'product',
    locale,
  }
}

/** SPEC.md §3 article record; meta fields fall back to what the article page uses without them. */
export function articleRecord(article: ArticleSource): ArticleSearchRecord {
  const keywords = keywordTitles(article.keywords)
  return {
    objectID: `article-${article.id}`,
    title: article.title,
    bodyText: lexicalPlainText(article.body),
    url: articleUrl(article),
    locale,
    keyword: keywords[0] ?? '',
    shortDescription: article.shortDescription,
    allKeywordSearch: keywords.join(', '),
    contentType: 'article',
    image: article.image,
    metaTitle: article.meta?.title || article.title,
    metaKeywords: article.meta?.keywords ?? '',
    metaDescription: article.meta?.description || article.shortDescription,
  }
}

export const keywordRecord = (keyword: Keyword): KeywordSearchRecord => ({ objectID: `keyword-${keyword.id}`, title: keyword.title })

/**
 * The records of everything the public may see: published products and articles (through the public
 * access rules, overrideAccess false) and every keyword. Articles newest first, the articles index's
 * order for an empty query.
 */
export async function loadPublishedSearchRecords(): Promise<SearchRecords> {
  const payload = await payloadClient()
  const published = { _status: { equals: 'published' } } as const
  const [products, articles, keywords] = await Promise.all([
    payload.find({
      collection: 'products',
      where: published,
      select: productFields,
      populate: { keywords: { title: true } },
      depth: 1,
      pagination: false,
      overrideAccess: false,
    }),
    payload.find({
      collection: 'articles',
      where: published,
      select: articleFields,
      populate: { keywords: { title: true }, 'article-sections': { slug: true } },
      depth: 1,
      sort: '-createdAt',
      pagination: false,
      overrideAccess: false,
    }),
    payload.find({ collection: 'keywords', depth: 0, sort: 'title', pagination: false, overrideAccess: false }),
  ])
  return {
    products: products.docs.map(productRecord),
    articles: articles.docs.map(articleRecord),
    keywords: keywords.docs.map(keywordRecord),
  }
}
