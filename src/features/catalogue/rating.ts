import type { Product } from '@/payload-types'

export interface RatingSummary {
  average: number
  count: number
}

/** A product's rating, or undefined while it has no reviews (cards then show no stars). */
export function ratingOf(product: Pick<Product, 'reviewStatistics'>): RatingSummary | undefined {
  const count = product.reviewStatistics?.totalReviewCount ?? 0
  const average = product.reviewStatistics?.averageOverallRating
  return count > 0 && average != null ? { average, count } : undefined
}

/**
 * The average to one decimal. SPEC.md §4 has whole-number averages nudged by a tiny fraction so they
 * read as decimals: toFixed(1) gives the same result ("4.0").
 */
export const formatRating = (average: number) => average.toFixed(1)
