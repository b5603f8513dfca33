'use server'

import { headers } from 'next/headers'

import { clientAddressOf } from '@/shared/forms/clientAddress'
import type { FormState } from '@/shared/forms/formState'

import { AUTH_TOKEN_FIELD, confirmationState } from './authorConfirmation'
import { authenticateReviewer, listReviews, sendHelpfulVote } from './client'
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

const authTokenOf = (formData: FormData) => String(formData.get(AUTH_TOKEN_FIELD) ?? '').slice(0, 200)

/** The button on the page a review's confirmation email opens: confirms the held review, once. */
export async function confirmReviewAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return confirmationState('review', await authenticateReviewer(authTokenOf(formData)))
}

/** The same for a question or an answer (its link opens the product's questions page). */
export async function confirmQuestionAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return confirmationState('question', await authenticateReviewer(authTokenOf(formData)))
}
