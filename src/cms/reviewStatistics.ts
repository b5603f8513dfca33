import { sql, type SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

/** What a product's approved reviews add up to (the provider's ReviewStatistics). */
export interface ReviewStatisticsSummary {
  averageOverallRating: number | null
  totalReviewCount: number
  ratingDistribution: { RatingValue: number; Count: number }[]
  recommendedCount: number
  notRecommendedCount: number
  secondaryRatingsAverages: Record<string, { Id: string; AverageRating: number; ValueRange: number }>
  /** Per context dimension (HairType …), how many reviews gave each value. */
  contextDataDistribution: Record<string, Record<string, number>>
  firstSubmissionTime: string | null
  lastSubmissionTime: string | null
  helpfulVoteCount: number
  notHelpfulVoteCount: number
}

/** What only the reviews API reports: the hooks (a product's stored average and count) leave it empty. */
const NOT_COUNTED = { contextDataDistribution: {}, firstSubmissionTime: null, lastSubmissionTime: null, helpfulVoteCount: 0, notHelpfulVoteCount: 0 }

type RatedReview = { rating: number; isRecommended?: boolean | null; ratingValue?: number | null; ratingQuality?: number | null }

const round = (value: number) => Math.round(value * 100) / 100

export function summarise(reviews: RatedReview[]): ReviewStatisticsSummary {
  const count = reviews.length
  const distribution = [5, 4, 3, 2, 1].map((value) => ({ RatingValue: value, Count: reviews.filter((review) => review.rating === value).length }))
  const secondary: ReviewStatisticsSummary['secondaryRatingsAverages'] = {}
  for (const [key, field] of [
    ['Value', 'ratingValue'],
    ['Quality', 'ratingQuality'],
  ] as const) {
    const values = reviews.map((review) => review[field]).filter((value): value is number => typeof value === 'number')
    if (values.length) secondary[key] = { Id: key, AverageRating: round(values.reduce((a, b) => a + b, 0) / values.length), ValueRange: 5 }
  }
  return {
    averageOverallRating: count ? round(reviews.reduce((sum, review) => sum + review.rating, 0) / count) : null,
    totalReviewCount: count,
    ratingDistribution: distribution,
    recommendedCount: reviews.filter((review) => review.isRecommended === true).length,
    notRecommendedCount: reviews.filter((review) => review.isRecommended === false).length,
    secondaryRatingsAverages: secondary,
    ...NOT_COUNTED,
  }
}

/** One group of a product's approved reviews: same rating and recommendation. */
interface RatingGroup {
  rating: unknown
  isRecommended: unknown
  reviews: unknown
  valueSum: unknown
  valueCount: unknown
  qualitySum: unknown
  qualityCount: unknown
  firstTime: unknown
  lastTime: unknown
  helpful: unknown
  notHelpful: unknown
}

/** The adapters' drizzle handle (both SQLite's and PostgreSQL's build the same select). */
interface DrizzleDatabase {
  drizzle: {
    select: <Row>(fields: Record<string, SQL>) => { from: (table: unknown) => { where: (where: SQL) => { groupBy: (...by: SQL[]) => Promise<Row[]> } } }
  }
  tables: Record<string, unknown>
}

/** A time as the database returns it (SQLite: the stored ISO text; PostgreSQL: a Date or its text) in ISO form. */
const isoTime = (value: unknown) => (value === null || value === undefined ? null : new Date(value instanceof Date ? value : String(value)).toISOString())

/**
 * The same figures from one grouped query (at most 15 rows) instead of every review: what the reviews API
 * answers on each read. Counts come back as strings from PostgreSQL and booleans as 0/1 from SQLite.
 */
async function aggregatedStatistics(payload: Payload, productId: string): Promise<ReviewStatisticsSummary> {
  const { drizzle, tables } = payload.db as unknown as DrizzleDatabase
  const approved = sql`provider_product_id = ${productId} and status = 'approved'`
  const contextRows = drizzle
    .select<{ tags: unknown; reviews: unknown }>({ tags: sql`context_tags`, reviews: sql`count(*)` })
    .from(tables.reviews)
    .where(approved)
    .groupBy(sql`context_tags`)
  const rows = await drizzle
    .select<RatingGroup>({
      rating: sql`rating`,
      isRecommended: sql`is_recommended`,
      reviews: sql`count(*)`,
      valueSum: sql`sum(rating_value)`,
      valueCount: sql`count(rating_value)`,
      qualitySum: sql`sum(rating_quality)`,
      qualityCount: sql`count(rating_quality)`,
      firstTime: sql`min(submission_time)`,
      lastTime: sql`max(submission_time)`,
      helpful: sql`sum(total_positive_feedback_count)`,
      notHelpful: sql`sum(total_negative_feedback_count)`,
    })
    .from(tables.reviews)
    .where(approved)
    .groupBy(sql`rating`, sql`is_recommended`)
  // Context tags are stored as `|HairType:Fine|Gender:Male|`: one row per combination, counted per value here.
  const contextDataDistribution: ReviewStatisticsSummary['contextDataDistribution'] = {}
  for (const row of await contextRows) {
    for (const tag of String(row.tags ?? '')
      .split('|')
      .filter(Boolean)) {
      const [dimension = '', value = ''] = tag.split(':')
      if (!dimension || !value) continue
      const values = (contextDataDistribution[dimension] ??= {})
      values[value] = (values[value] ?? 0) + Number(row.reviews ?? 0)
    }
  }
  const times = (key: 'firstTime' | 'lastTime') =>
    rows
      .map((row) => isoTime(row[key]))
      .filter((time): time is string => time !== null)
      .sort()
  const number = (value: unknown) => Number(value ?? 0)
  const total = rows.reduce((sum, row) => sum + number(row.reviews), 0)
  const recommended = (row: RatingGroup) =>
    row.isRecommended === null || row.isRecommended === undefined ? null : row.isRecommended === true || Number(row.isRecommended) === 1
  const secondary: ReviewStatisticsSummary['secondaryRatingsAverages'] = {}
  for (const [key, sumOf, countOf] of [
    ['Value', 'valueSum', 'valueCount'],
    ['Quality', 'qualitySum', 'qualityCount'],
  ] as const) {
    const counted = rows.reduce((sum, row) => sum + number(row[countOf]), 0)
    if (counted) secondary[key] = { Id: key, AverageRating: round(rows.reduce((sum, row) => sum + number(row[sumOf]), 0) / counted), ValueRange: 5 }
  }
  return {
    averageOverallRating: total ? round(rows.reduce((sum, row) => sum + number(row.rating) * number(row.reviews), 0) / total) : null,
    totalReviewCount: total,
    ratingDistribution: [5, 4, 3, 2, 1].map((value) => ({
      RatingValue: value,
      Count: rows.filter((row) => number(row.rating) === value).reduce((sum, row) => sum + number(row.reviews), 0),
    })),
    recommendedCount: rows.filter((row) => recommended(row) === true).reduce((sum, row) => sum + number(row.reviews), 0),
    notRecommendedCount: rows.filter((row) => recommended(row) === false).reduce((sum, row) => sum + number(row.reviews), 0),
    secondaryRatingsAverages: secondary,
    contextDataDistribution,
    firstSubmissionTime: times('firstTime')[0] ?? null,
    lastSubmissionTime: times('lastTime').at(-1) ?? null,
    helpfulVoteCount: rows.reduce((sum, row) => sum + number(row.helpful), 0),
    notHelpfulVoteCount: rows.reduce((sum, row) => sum + number(row.notHelpful), 0),
  }
}

/**
 * The approved reviews' figures of one product (by the provider's ProductId). Inside a hook (`req`) they
 * are read through Payload in the hook's transaction, so the change being saved counts; elsewhere (the
 * reviews API) from one grouped query.
 */
export async function statisticsOf(payload: Payload, productId: string, req?: PayloadRequest): Promise<ReviewStatisticsSummary> {
  if (!req) return aggregatedStatistics(payload, productId)
  const { docs } = await payload.find({
    collection: 'reviews',
    where: { and: [{ providerProductId: { equals: productId } }, { status: { equals: 'approved' } }] },
    select: { rating: true, isRecommended: true, ratingValue: true, ratingQuality: true },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return summarise(docs as RatedReview[])
}

/**
 * Keeps a product's stored rating (cards, the rating sort, search records, JSON-LD) equal to its approved
 * reviews. Updating the product runs its own revalidation hook: its pages and lists render afresh.
 */
export async function updateProductReviewStatistics(payload: Payload, productId: string, req?: PayloadRequest) {
  const stats = await statisticsOf(payload, productId, req)
  const { docs } = await payload.find({
    collection: 'products',
    where: { or: [{ reviewsId: { equals: productId } }, { slug: { equals: productId } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const product = docs[0]
  if (!product) return
  const current = product.reviewStatistics
  if (current?.averageOverallRating === stats.averageOverallRating && current?.totalReviewCount === stats.totalReviewCount) return
  await payload.update({
    collection: 'products',
    id: product.id,
    data: { reviewStatistics: { averageOverallRating: stats.averageOverallRating, totalReviewCount: stats.totalReviewCount } },
    overrideAccess: true,
    req,
  })
}
