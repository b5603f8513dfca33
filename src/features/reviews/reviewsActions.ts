'use server'

import { headers } from 'next/headers'

import { clientAddressOf } from '@/shared/forms/clientAddress'

import type { ApiReview } from './api/format'
import { listReviews, sendHelpfulVote } from './client'

/** The product page's reviews list asks for more, another sort or filters: through the reviews client. */
export async function loadReviewsAction(request: { productId: string; sort: string; filters: Record<string, string>; offset: number }): Promise<{ reviews: ApiReview[]; total: number } | { error: true }> {
  return (await listReviews(request)) ?? { error: true }
}

/** A helpful vote from the product page, with the browser's device id. */
export async function helpfulVoteAction(request: { reviewId: string; vote: 'Positive' | 'Negative'; device: string }) {
  return sendHelpfulVote({ ...request, clientAddress: clientAddressOf(await headers()) })
}
