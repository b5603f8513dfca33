import type { ReactNode } from 'react'

import { Stars } from '@/shared/ui/Stars'

import styles from './ReviewsSection.module.css'
import type { ShownReview } from './shownReview'
import { words } from './words'

/** What each of the provider's badges says on the page (ACCC: a review written for an incentive says so). */
export const BADGE_TEXTS: Readonly<Record<string, string>> = { verifiedPurchaser: 'Verified owner', incentivizedReview: 'Received this product free' }

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Sydney' })

/** The review's rating: the site's stars, with the figure in words for everyone. */
function Rating({ value }: { value: number }) {
  return (
    <span role="img" aria-label={`Rated ${value} out of 5`} className={styles.rating}>
      <Stars value={value} />
    </span>
  )
}

/** One review as the page shows it; `actions` holds its helpful vote (client side). */
export function ReviewItem({ review, actions }: { review: ShownReview; actions?: ReactNode }) {
  return (
    <article className={styles.review} aria-labelledby={`review-${review.Id}-title`}>
      <Rating value={review.Rating} />
      <h3 id={`review-${review.Id}-title`}>{review.Title}</h3>
      <p className={styles.meta}>
        {review.UserNickname}
        {review.UserLocation ? ` · ${review.UserLocation}` : ''} ·{' '}
        <time dateTime={review.SubmissionTime}>{dateFormat.format(new Date(review.SubmissionTime))}</time>
      </p>
      {review.Badges.some((id) => BADGE_TEXTS[id]) ? (
        <ul className={styles.badges} aria-label="About this reviewer">
          {review.Badges.filter((id) => BADGE_TEXTS[id]).map((id) => (
            <li key={id}>{BADGE_TEXTS[id]}</li>
          ))}
        </ul>
      ) : null}
      <p>{review.ReviewText}</p>
      {review.IsRecommended ? <p className={styles.meta}>Yes, I recommend this product.</p> : null}
      {review.Context.length ? (
        <dl className={styles.context}>
          {review.Context.map((value) => (
            <div key={value.Id}>
              <dt>{words(value.DimensionLabel)}</dt>
              <dd>{words(value.ValueLabel)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {actions}
    </article>
  )
}
