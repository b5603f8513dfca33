import type { ReactNode } from 'react'

import { ReviewItem } from './ReviewItem'
import styles from './ReviewsSection.module.css'
import type { ShownReview } from './shownReview'

/**
 * The reviews list's markup, the same on the server (the first reviews, in the HTML) and in the browser
 * (ReviewBrowser, which adds its controls, votes and more pages in the slots).
 */
export function ReviewList({
  reviews,
  vote,
  controls,
  status = '',
  busy = false,
  more,
}: {
  reviews: ShownReview[]
  vote: (review: ShownReview) => ReactNode
  controls?: ReactNode
  status?: string
  busy?: boolean
  more?: ReactNode
}) {
  return (
    <div className={styles.browser}>
      {controls}
      <p role="status" className={styles.status}>
        {status}
      </p>
      <ul className={styles.list} aria-label="Reviews" aria-busy={busy}>
        {reviews.map((review) => (
          <li key={review.Id}>
            <ReviewItem
              review={review}
              actions={
                <div className={styles.helpful}>
                  <span>Was this review helpful?</span>
                  {vote(review)}
                </div>
              }
            />
          </li>
        ))}
      </ul>
      {more}
    </div>
  )
}

/** The helpful counts as text, where voting is not possible (no scripts, or before the list's code loads). */
export const helpfulCounts = (review: ShownReview) => (
  <span>
    {review.TotalPositiveFeedbackCount} of {review.TotalFeedbackCount} found this helpful
  </span>
)
