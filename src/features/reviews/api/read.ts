import 'server-only'

import type { Payload, Where } from 'payload'

import { PUBLISHED } from '@/cms/published'
import { statisticsOf } from '@/cms/reviewStatistics'
import type { Review } from '@/payload-types'
import { contentChangeCount } from '@/shared/contentChanges'
import { settings } from '@/shared/settings'

import { ERRORS, json } from './envelope'
import { type ProductExtras, toApiProduct, toApiReview, toApiStatistics } from './format'
import type { Params } from './params'
import { boundedInt, reviewFilters, reviewSort } from './query'

const APPROVED: Where = { status: { equals: 'approved' } }

/**
 * A page of a collection's approved documents (reviews, questions, answers); an offset that is not a
 * multiple of the limit reads the rows before it too. A limit of 0 counts them only.
 */
export async function findApprovedPage<C extends 'reviews' | 'questions' | 'answers'>(
  payload: Payload,
  collection: C,
  where: Where[],
  sort: string[],
  limit: number,
  offset: number,
) {
  if (limit === 0) return { docs: [], total: (await payload.count({ collection, where: { and: [APPROVED, ...where] }, overrideAccess: true })).totalDocs }
  const aligned = offset % limit === 0
  const result = await payload.find({
    collection,
    where: { and: [APPROVED, ...where] },
    sort,
    limit: aligned ? limit : offset + limit,
    page: aligned ? offset / limit + 1 : 1,
    depth: 0,
    overrideAccess: true,
  })
  return { docs: aligned ? result.docs : result.docs.slice(offset), total: result.totalDocs }
}

const findReviews = (payload: Payload, where: Where[], sort: string[], limit: number, offset: number) =>
  findApprovedPage(payload, 'reviews', where, sort, limit, offset) as Promise<{ docs: Review[]; total: number }>

/** The full address of each image (a media document's id, as a product holds it at depth 0). */
async function absoluteImageUrls(payload: Payload, ids: unknown[]) {
  const wanted = [...new Set(ids.filter((id): id is number | string => typeof id === 'number' || typeof id === 'string'))]
  if (wanted.length === 0) return new Map<unknown, string>()
  const { docs } = await payload.find({ collection: 'media', where: { id: { in: wanted } }, limit: wanted.length, depth: 0, overrideAccess: true })
  return new Map<unknown, string>(docs.filter((doc) => doc.url).map((doc) => [doc.id, new URL(doc.url!, settings().SITE_URL).href]))
}

/** A published product by the provider's ProductId (its reviewsId, else its slug). */
export async function findProducts(payload: Payload, ids: string[]) {
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [PUBLISHED, { or: [{ reviewsId: { in: ids } }, { slug: { in: ids } }] }] },
    limit: ids.length,
    depth: 0,
    overrideAccess: true,
    select: { slug: true, reviewsId: true, title: true, shortDescription: true, heroImage: true, brand: true, family: true },
  })
  return docs.map((doc) => ({ ...doc, productId: (doc.reviewsId || doc.slug) as string }))
}

type ReviewedProduct = Awaited<ReturnType<typeof findProducts>>[number]

/** Each product's image address, page address and brand, with two reads for all of them. */
async function productExtras(payload: Payload, products: ReviewedProduct[]): Promise<Map<string, ProductExtras>> {
  const brandIds = [...new Set(products.map((product) => product.brand).filter((id): id is number => typeof id === 'number'))]
  const [imageUrls, brands] = await Promise.all([
    absoluteImageUrls(
      payload,
      products.map((product) => product.heroImage),
    ),
    brandIds.length
      ? payload.find({ collection: 'brands', where: { id: { in: brandIds } }, limit: brandIds.length, depth: 0, overrideAccess: true, select: { name: true } })
      : { docs: [] },
  ])
  const brandNames = new Map(brands.docs.map((brand) => [brand.id, brand.name]))
  return new Map(
    products.map((product) => {
      const brandName = typeof product.brand === 'number' ? brandNames.get(product.brand) : undefined
      return [
        product.productId,
        {
          imageUrl: imageUrls.get(product.heroImage) ?? null,
          pageUrl: new URL(`/en-au/products/${product.slug}`, settings().SITE_URL).href,
          brand: brandName ? { Id: String(product.brand), Name: brandName } : null,
        },
      ]
    }),
  )
}

/** The products a submission names, kept in memory until content changes or a minute passes (a crowd names a few, thousands of times). */
const known = { builtAt: -1, at: 0, products: new Map<string, ReviewedProduct | null>() }

export async function findProduct(payload: Payload, id: string): Promise<ReviewedProduct | undefined> {
  if (known.builtAt !== contentChangeCount() || Date.now() - known.at > 60_000)
    Object.assign(known, { builtAt: contentChangeCount(), at: Date.now(), products: new Map() })
  if (!known.products.has(id)) {
    if (known.products.size > 1000) known.products.clear()
    known.products.set(id, (await findProducts(payload, [id]))[0] ?? null)
  }
  return known.products.get(id) ?? undefined
}

/** reviews.json: Filter, Sort, Limit (10, at most 100), Offset, Stats=Reviews, Include=Products. */
export async function reviewsJson(payload: Payload, params: Params): Promise<Response> {
  const filters = reviewFilters(params)
  if (!filters.ok) return ERRORS.invalidFilter(filters.attribute)
  const sort = reviewSort(params.get('Sort'), 'SubmissionTime:desc')
  if (!sort.ok) return ERRORS.invalidSort(sort.attribute)
  const limit = boundedInt(params.get('Limit'), 10, 0, 100)
  if (limit === undefined) return ERRORS.invalidValue('Limit')
  const offset = boundedInt(params.get('Offset'), 0, 0, 300_000)
  if (offset === undefined) return ERRORS.invalidValue('Offset')
  const { docs, total } = await findReviews(payload, filters.value, sort.value, limit, offset)

  const includes: Record<string, unknown> = {}
  const include = (params.get('Include') ?? '').toLowerCase().split(',')
  const withStats = (params.get('Stats') ?? '').toLowerCase().split(',').includes('reviews')
  if (include.includes('products') || withStats) {
    const productIds = [...new Set(docs.map((doc) => doc.providerProductId).concat(productIdsOfFilters(params)))].slice(0, 100)
    const products = productIds.length ? await findProducts(payload, productIds) : []
    const extras = await productExtras(payload, products)
    const entries = await Promise.all(
      products.map(async (product) => {
        const stats = await statisticsOf(payload, product.productId)
        return [
          product.productId,
          {
            ...toApiProduct(product, extras.get(product.productId)!),
            TotalReviewCount: stats.totalReviewCount,
            ...(withStats ? { ReviewStatistics: toApiStatistics(stats) } : {}),
          },
        ]
      }),
    )
    includes.Products = Object.fromEntries(entries)
    includes.ProductsOrder = entries.map(([id]) => id)
  }
  return json({
    Limit: limit,
    Offset: offset,
    TotalResults: total,
    Locale: 'en_AU',
    Results: docs.map(toApiReview),
    Includes: includes,
    HasErrors: false,
    Errors: [],
  })
}

/** The ProductIds a request's `Filter=ProductId:…` parameters name. */
export function productIdsOfFilters(params: Params): string[] {
  return params
    .all('Filter')
    .filter((filter) => filter.toLowerCase().startsWith('productid:'))
    .flatMap((filter) => filter.split(':').slice(-1)[0]!.split(','))
    .map((id) => id.trim())
    .filter(Boolean)
}

/** products.json: Filter=Id:{ids}, Stats=Reviews, Include=Reviews[,Comments] with Limit_Reviews and Sort_Reviews. */
export async function productsJson(payload: Payload, params: Params): Promise<Response> {
  const ids: string[] = []
  for (const filter of params.all('Filter')) {
    const [attribute = '', ...rest] = filter.split(':')
    if (attribute.toLowerCase() !== 'id') return ERRORS.invalidFilter(attribute)
    const values = (rest.length > 1 && rest[0]!.toLowerCase() === 'eq' ? rest.slice(1) : rest).join(':').split(',')
    ids.push(...values.map((value) => value.trim()).filter(Boolean))
  }
  if (ids.length > 100) return ERRORS.invalidValue('Filter')
  const limit = boundedInt(params.get('Limit'), 10, 1, 100)
  const offset = boundedInt(params.get('Offset'), 0, 0, 100_000)
  if (limit === undefined || offset === undefined) return ERRORS.invalidValue(limit === undefined ? 'Limit' : 'Offset')
  const include = (params.get('Include') ?? '').toLowerCase().split(',')
  const withStats = (params.get('Stats') ?? '').toLowerCase().split(',').includes('reviews')
  const reviewsLimit = boundedInt(params.get('Limit_Reviews'), 10, 0, 100)
  if (reviewsLimit === undefined) return ERRORS.invalidValue('Limit_Reviews')
  const sort = reviewSort(params.get('Sort_Reviews'), 'Rating:desc')
  if (!sort.ok) return ERRORS.invalidSort(sort.attribute)

  const products = ids.length ? await findProducts(payload, ids) : []
  const ordered = ids.map((id) => products.find((product) => product.productId === id)).filter((product) => product !== undefined)
  const page = ordered.slice(offset, offset + limit)
  const extras = await productExtras(payload, page)
  const reviewsById: Record<string, unknown> = {}
  const reviewsOrder: string[] = []
  const results = await Promise.all(
    page.map(async (product) => {
      const stats = await statisticsOf(payload, product.productId)
      const result: Record<string, unknown> = {
        ...toApiProduct(product, extras.get(product.productId)!),
        TotalReviewCount: stats.totalReviewCount,
        ...(withStats ? { ReviewStatistics: toApiStatistics(stats) } : {}),
      }
      if (include.includes('reviews') && reviewsLimit > 0) {
        const { docs } = await findReviews(payload, [{ providerProductId: { equals: product.productId } }], sort.value, reviewsLimit, 0)
        result.ReviewIds = docs.map((doc) => String(doc.id))
        for (const doc of docs) {
          reviewsById[String(doc.id)] = toApiReview(doc)
          reviewsOrder.push(String(doc.id))
        }
      }
      return result
    }),
  )
  const includes: Record<string, unknown> = {}
  if (include.includes('reviews')) Object.assign(includes, { Reviews: reviewsById, ReviewsOrder: reviewsOrder })
  if (include.includes('comments')) Object.assign(includes, { Comments: {}, CommentsOrder: [] })
  return json({
    Limit: limit,
    Offset: offset,
    TotalResults: ordered.length,
    Locale: 'en_AU',
    Results: results,
    Includes: includes,
    HasErrors: false,
    Errors: [],
  })
}
