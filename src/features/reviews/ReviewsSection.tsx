import { RatingStars } from '@/features/catalogue'
import { JsonLd } from '@/features/seo'
import buttons from '@/shared/ui/buttons.module.css'

import { productReviews } from './client'
import { reviewFilterFields } from './filters'
import { ReviewsWhenNear } from './islands'
import { helpfulCounts, ReviewList } from './ReviewList'
import styles from './ReviewsSection.module.css'
import { shownReview } from './shownReview'

/** SPEC.md §4: a whole-number average gets a tiny fraction, so it is treated (and shown) as a decimal. */
export const asDecimal = (average: number) => (Number.isInteger(average) ? average + 0.0001 : average)

/**
 * The product page's reviews: the summary (average to one decimal, count, stars, distribution,
 * % recommended) and the first 3 reviews by rating, in the HTML; JSON-LD with the rating and those
 * reviews. A failing reviews call shows nothing (it is logged by the client).
 */
export async function ReviewsSection({
  productId,
  productName,
  productUrl,
  writeReviewUrl,
}: {
  productId: string
  productName: string
  productUrl: string
  writeReviewUrl: string
}) {
  const data = await productReviews(productId)
  if (!data) return null
  const { statistics, reviews } = data
  const count = statistics.TotalReviewCount
  const average = statistics.AverageOverallRating
  const shown = reviews.map(shownReview)
  const recommendedShare = count ? Math.round((statistics.RecommendedCount / count) * 100) : 0
  return (
    <section className={styles.section} aria-labelledby="reviews-heading" id="reviews">
      <h2 id="reviews-heading">Reviews</h2>
      {count > 0 && average != null ? (
        <div className={styles.summary}>
          <div>
            <p className={styles.average}>{asDecimal(average).toFixed(1)}</p>
            <RatingStars rating={{ average, count }} />
            <p>
              {count} {count === 1 ? 'review' : 'reviews'} · {recommendedShare}% would recommend this product
            </p>
          </div>
          <ul className={styles.distribution} aria-label="Rating distribution">
            {statistics.RatingDistribution.map((row) => (
              <li key={row.RatingValue}>
                <span>{row.RatingValue === 1 ? '1 star' : `${row.RatingValue} stars`}</span>
                <span className={styles.bar} aria-hidden="true">
                  <span style={{ width: `${count ? (row.Count / count) * 100 : 0}%` }} />
                </span>
                <span>{row.Count}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p>No reviews yet. Be the first to review this product.</p>
      )}
      <a className={`${buttons.secondary} ${styles.write}`} href={writeReviewUrl}>
        Write a review
      </a>
      {reviews.length ? (
        <ReviewsWhenNear productId={productId} initial={shown} total={count} filterFields={reviewFilterFields(statistics.ContextDataDistribution)}>
          <ReviewList reviews={shown} vote={helpfulCounts} />
        </ReviewsWhenNear>
      ) : null}
      {reviews.length ? (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'Product',
            '@id': `${productUrl}#product`,
            name: productName,
            review: reviews.map((review) => ({
              '@type': 'Review',
              name: review.Title,
              reviewBody: review.ReviewText,
              datePublished: review.SubmissionTime.slice(0, 10),
              author: { '@type': 'Person', name: review.UserNickname },
              reviewRating: { '@type': 'Rating', ratingValue: review.Rating, bestRating: 5, worstRating: 1 },
            })),
          }}
        />
      ) : null}
    </section>
  )
}
