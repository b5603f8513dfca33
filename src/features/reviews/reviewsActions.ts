'use server'

import { headers } from 'next/headers'

import { clientAddressOf } from '@/shared/forms/clientAddress'

import { listReviews, sendHelpfulVote } from './client'
import { type ShownReview, shownReview } from './shownReview'

/** The product page's reviews list asks for more, another sort or filters: through the reviews client. */
export async function loadReviewsAction(request: {
  productId: string
  sort: string
  filters: Record<string, string>
  offset: number
}): Promise<{ reviews: ShownReview[]; total: number } | { error: true }> {
  const page = await listReviews(request)
  return page ? { reviews: page.reviews.map(shownReview), total: page.total } : { error: true }
}

/** A helpful vote from the product page, with the browser's device id. */
export async function helpfulVoteAction(request: { reviewId: string; vote: 'Positive' | 'Negative'; device: string }) {
  return sendHelpfulVote({ ...request, clientAddress: clientAddressOf(await headers()) })
}
