/**
 * Moderation in the back office: the statuses a moderator moves reviews, questions and answers between,
 * and the reasons offered when rejecting (the reason is kept on the record; the API accepts any text).
 */
export const MODERATED_COLLECTIONS = ['reviews', 'questions', 'answers'] as const
export type ModeratedCollection = (typeof MODERATED_COLLECTIONS)[number]

export const REJECTION_REASONS = [
  'Not about the product',
  'Offensive or abusive language',
  'Personal or contact details',
  'Advertising or spam',
  'Duplicate of another submission',
  'Mentions a medical condition or injury: passed to customer care',
  'Other',
] as const

export const MODERATION_LABELS: Record<ModeratedCollection, { singular: string; plural: string }> = {
  reviews: { singular: 'review', plural: 'reviews' },
  questions: { singular: 'question', plural: 'questions' },
  answers: { singular: 'answer', plural: 'answers' },
}

/**
 * Why a record cannot be approved yet: it was sent with hosted authentication and its author has not
 * followed the emailed link (the collections' hooks refuse it; the actions say so before anyone tries).
 */
export const AWAITING_CONFIRMATION_NOTE = 'Waiting for the author to confirm their email address: it can be approved once they follow the emailed link.'
