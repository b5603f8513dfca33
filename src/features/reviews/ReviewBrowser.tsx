'use client'

import { useState, useSyncExternalStore, useTransition } from 'react'

import buttons from '@/shared/ui/buttons.module.css'
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden'

import { deviceId } from './browserDevice'
import { words } from './words'
import { ReviewList } from './ReviewList'
import { HELPFUL_COOKIE_PREFIX, REVIEW_SORTS, type ReviewFilterOption } from './reviewOptions'
import { helpfulVoteAction, loadReviewsAction } from './reviewsActions'
import styles from './ReviewsSection.module.css'
import type { ShownReview } from './shownReview'

type Vote = 'Positive' | 'Negative'
const noop = () => () => {}

function earlierVote(cookies: string, id: string): Vote | undefined {
  const match = cookies.split('; ').find((pair) => pair.startsWith(`${HELPFUL_COOKIE_PREFIX}${id}=`))
  const value = match?.split('=')[1]
  return value === 'Positive' || value === 'Negative' ? value : undefined
}

/**
 * The reviews list in the browser: sort, context-data filters, pages of 5 with "Show more", and the
 * helpful vote. It takes over from the server's list (the first reviews, in the HTML; ./islands) as the
 * list comes near the screen; every change asks the reviews client again through a server action.
 */
export function ReviewBrowser({
  productId,
  initial,
  total: initialTotal,
  filterFields,
}: {
  productId: string
  initial: ShownReview[]
  total: number
  filterFields: ReviewFilterOption[]
}) {
  const cookies = useSyncExternalStore(
    noop,
    () => document.cookie,
    () => '',
  )
  const [reviews, setReviews] = useState(initial)
  const [total, setTotal] = useState(initialTotal)
  const [sort, setSort] = useState('Rating:desc')
  const [filters, setFilters] = useState<Record<string, string>>({})
  const [votes, setVotes] = useState<Record<string, Vote>>({})
  const [status, setStatus] = useState('')
  const [pending, startTransition] = useTransition()

  const load = (next: { sort: string; filters: Record<string, string>; offset: number }) => {
    startTransition(async () => {
      const answer = await loadReviewsAction({ productId, ...next })
      if ('error' in answer) {
        setStatus('Reviews could not be loaded. Please try again.')
        return
      }
      setReviews((current) => (next.offset === 0 ? answer.reviews : [...current, ...answer.reviews]))
      setTotal(answer.total)
      const shown = next.offset + answer.reviews.length
      setStatus(answer.total === 0 ? 'No reviews match these filters.' : `Showing ${shown} of ${answer.total} reviews.`)
    })
  }

  const vote = (review: ShownReview, value: Vote) => {
    startTransition(async () => {
      const answer = await helpfulVoteAction({ reviewId: review.Id, vote: value, device: deviceId() })
      if (answer.ok || answer.code === 'ERROR_DUPLICATE_SUBMISSION') {
        const chosen = answer.ok ? value : (earlierVote(document.cookie, review.Id) ?? value)
        document.cookie = `${HELPFUL_COOKIE_PREFIX}${review.Id}=${chosen}; max-age=86400; path=/; samesite=lax`
        // SPEC.md §4: a positive vote records the review as the last positively voted one; otherwise cleared.
        try {
          if (chosen === 'Positive') localStorage.setItem('last_helpful_review', review.Id)
          else localStorage.removeItem('last_helpful_review')
        } catch {
          /* storage unavailable: the cookie still holds the vote */
        }
        setVotes((current) => ({ ...current, [review.Id]: chosen }))
      }
      if (answer.ok) {
        setReviews((current) =>
          current.map((item) =>
            item.Id === review.Id
              ? {
                  ...item,
                  TotalPositiveFeedbackCount: answer.positive,
                  TotalNegativeFeedbackCount: answer.negative,
                  TotalFeedbackCount: answer.positive + answer.negative,
                }
              : item,
          ),
        )
        setStatus('Thank you for your feedback.')
      } else if (answer.code !== 'ERROR_DUPLICATE_SUBMISSION') {
        setStatus('Your vote could not be saved. Please try again.')
      }
    })
  }

  const controls = (
    <div className={styles.controls}>
      <label>
        Sort reviews
        <select
          value={sort}
          onChange={(event) => {
            setSort(event.target.value)
            load({ sort: event.target.value, filters, offset: 0 })
          }}
        >
          {REVIEW_SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      {filterFields.map(({ name, values: choices }) => (
        <label key={name}>
          {words(name)}
          <select
            value={filters[name] ?? ''}
            onChange={(event) => {
              const next = { ...filters, [name]: event.target.value }
              if (!event.target.value) delete next[name]
              setFilters(next)
              load({ sort, filters: next, offset: 0 })
            }}
          >
            <option value="">All</option>
            {choices.map(({ value, count }) => (
              <option key={value} value={value}>
                {words(value)}
                {count === undefined ? '' : ` (${count})`}
              </option>
            ))}
          </select>
        </label>
      ))}
    </div>
  )
  const voteButtons = (review: ShownReview) => {
    const chosen = votes[review.Id] ?? earlierVote(cookies, review.Id)
    return (
      <>
        <button type="button" className={buttons.secondary} aria-pressed={chosen === 'Positive'} disabled={pending} onClick={() => vote(review, 'Positive')}>
          {/* One text each: a flex button drops the space between a word and a separate element. */}
          <span aria-hidden="true">{`Yes (${review.TotalPositiveFeedbackCount})`}</span>
          <VisuallyHidden>{`Yes, ${review.TotalPositiveFeedbackCount} people found it helpful`}</VisuallyHidden>
        </button>
        <button type="button" className={buttons.secondary} aria-pressed={chosen === 'Negative'} disabled={pending} onClick={() => vote(review, 'Negative')}>
          <span aria-hidden="true">{`No (${review.TotalNegativeFeedbackCount})`}</span>
          <VisuallyHidden>{`No, ${review.TotalNegativeFeedbackCount} people did not`}</VisuallyHidden>
        </button>
      </>
    )
  }
  const more =
    reviews.length < total ? (
      <button type="button" className={buttons.secondary} disabled={pending} onClick={() => load({ sort, filters, offset: reviews.length })}>
        {pending ? 'Loading…' : `Show more reviews`}
      </button>
    ) : null
  return <ReviewList reviews={reviews} vote={voteButtons} controls={controls} status={status} busy={pending} more={more} />
}
