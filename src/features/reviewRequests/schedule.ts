import 'server-only'

import { payloadClient } from '@/cms/payload'
import { scheduleReviewRequestIn } from '@/cms/reviewRequests'
import type { ReviewRequestInput, ReviewRequestOutcome, ReviewRequestSource } from '@/cms/reviewRequests'

/**
 * The one way another feature asks for a review (a product registration, a sampling campaign's recipient):
 * one email after REVIEW_REQUEST_DELAY, through the outbox and the job queue. The contract the sampling
 * campaigns build on. The work is in src/cms/reviewRequests, beside the job that sends it.
 *
 * Skipped (`scheduled: false`) when the address unsubscribed from any of our emails, already reviewed the
 * product, or already had a request for it (one per address and product, ever).
 */
export type { ReviewRequestInput, ReviewRequestOutcome, ReviewRequestSource }

export async function scheduleReviewRequest(input: ReviewRequestInput): Promise<ReviewRequestOutcome> {
  return scheduleReviewRequestIn(await payloadClient(), input)
}
