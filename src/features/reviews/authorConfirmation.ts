import { type FormState, SERVER_ERROR } from '@/shared/forms/formState'

import { REVIEW_MESSAGES } from './texts'

/**
 * The page a confirmation email's link opens (hosted authentication: the link carries `bv_authtoken`)
 * says what its one button does; only the button confirms (authenticateuser.json), never the opening of
 * the link, which mail gateways do for every link. Our wording: SPEC.md shows none for these.
 */
export type ConfirmedContent = 'review' | 'question'

/** The form field the button sends the token in (the Conversations API's own name for it). */
export const AUTH_TOKEN_FIELD = 'authtoken'

export const AUTHOR_CONFIRMATION = {
  review: {
    intro: (product: string) => `Press the button if you wrote this review of ${product}: it is checked and published only after you do.`,
    button: 'Confirm my review',
    confirmedTitle: 'Review confirmed',
    confirmed: REVIEW_MESSAGES.confirmed,
    refusedTitle: 'Your review could not be confirmed',
  },
  question: {
    // The link of a question's email and of an answer's lead here; the page cannot tell which.
    intro: (product: string) => `Press Confirm if you wrote this question or answer about ${product}: it is checked and published only after you do.`,
    button: 'Confirm',
    confirmedTitle: 'Question confirmed',
    confirmed: 'Thank you: your email address is confirmed. Your question will be published once we have checked it.',
    refusedTitle: 'Your question could not be confirmed',
  },
} as const satisfies Record<ConfirmedContent, object>

export const CONFIRM_PENDING = 'Confirming…'

/** What the page shows after the button: confirmed, refused (a bad, used or expired token) or the service away. */
export function confirmationState(what: ConfirmedContent, outcome: 'confirmed' | 'refused' | 'failed'): FormState {
  const texts = AUTHOR_CONFIRMATION[what]
  if (outcome === 'confirmed') return { status: 'success', title: texts.confirmedTitle, message: texts.confirmed }
  const message = outcome === 'refused' ? REVIEW_MESSAGES.confirmFailed : SERVER_ERROR
  return { status: 'error', title: texts.refusedTitle, message, fieldErrors: {}, values: {} }
}
