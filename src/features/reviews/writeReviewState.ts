import type { ReviewFieldError } from './rules'

/** The write-review form's state between the page and its server action. */
export type WriteReviewState =
  | { status: 'idle' }
  | { status: 'error'; message?: string; fieldErrors: Record<string, string>; values: Record<string, string> }
  | { status: 'preview'; values: Record<string, string> }
  // The messages come with the answer, so the form's script need not carry the catalogue of texts.
  | { status: 'success'; lines: [heading: string, confirm: string] }

export const fieldErrorMap = (errors: ReviewFieldError[]) => Object.fromEntries(errors.map((error) => [error.Field.toLowerCase(), error.Message]))
