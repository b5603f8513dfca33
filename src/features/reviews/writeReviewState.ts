import type { ReviewFieldError } from './rules'

/** The write-review form's state between the page and its server action. */
export type WriteReviewState =
  | { status: 'idle' }
  | { status: 'error'; message?: string; fieldErrors: Record<string, string>; values: Record<string, string> }
  | { status: 'preview'; values: Record<string, string> }
  | { status: 'success' }

export const fieldErrorMap = (errors: ReviewFieldError[]) => Object.fromEntries(errors.map((error) => [error.Field.toLowerCase(), error.Message]))
