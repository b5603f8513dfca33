import { Stars } from '@/shared/ui/Stars'
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden'

import { formatRating, type RatingSummary } from './rating'
import styles from './RatingStars.module.css'

/** Five stars filled to the average, with the figures in words for screen readers. */
export function RatingStars({ rating, showAverage = false }: { rating: RatingSummary; showAverage?: boolean }) {
  const average = formatRating(rating.average)
  return (
    <span className={styles.rating}>
      <Stars value={rating.average} />
      {showAverage ? <span aria-hidden="true">{average}</span> : null}
      {/* Each text one string: one text node for React to hydrate, not one per part. */}
      <span aria-hidden="true" className={styles.count}>
        {`(${rating.count})`}
      </span>
      <VisuallyHidden>{`Rated ${average} out of 5 from ${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`}</VisuallyHidden>
    </span>
  )
}
