import 'server-only'

/**
 * The one way another feature asks for a review (a product registration, a sampling campaign's recipient):
 * one email after REVIEW_REQUEST_DELAY, through the outbox and the job queue. The contract the sampling
 * campaigns build on; the review-request feature implements it.
 */
export type ReviewRequestSource = { kind: 'registration'; registration: number } | { kind: 'sampling'; campaign: number; application: number }

export interface ReviewRequestInput {
  email: string
  name: string
  /** The product's id. */
  product: number
  source: ReviewRequestSource
}

export type ReviewRequestOutcome = { scheduled: true } | { scheduled: false; reason: 'already-requested' | 'already-reviewed' | 'unsubscribed' }

export async function scheduleReviewRequest(input: ReviewRequestInput): Promise<ReviewRequestOutcome> {
  void input
  throw new Error('Review requests are not built yet')
}
