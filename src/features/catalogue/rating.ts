import type { ReviewStatistics } from './model'

export interface RatingSummary {
  average: number
  count: number
}

/** A product's rating, or undefined while it has no reviews (cards then show no stars). */
export function ratingOf(product: { reviewStatistics: ReviewStatistics }): RatingSummary | undefined {
  const count = product.reviewStatistics.totalReviewCount
  const average = product.reviewStatistics.averageOverallRating
  return count > 0 && average != null ? { average, count } : undefined
}

/**
 * The average to one decimal: whole numbers read as decimals too ("4.0"), as the reviews provider
 * shows them.
 */
export const formatRating = (average: number) => average.toFixed(1)
