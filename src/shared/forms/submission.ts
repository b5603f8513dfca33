import type { z } from 'zod'

import { consumeFormLimit, DEFAULT_FORM_LIMITS, type FormLimits, TOO_MANY } from './rateLimit'
import { echoValues, fieldErrorsOf, type FormState, SERVER_ERROR } from './formState'

export interface SubmissionOutcome {
  state: FormState
  /** HTTP status for API clients: 200, 400 (input), 409 (duplicate), 429 (limit), 503 (store down). */
  code: number
}

interface Submission<S extends z.ZodType> {
  /** The form's name: rate-limit counters and log lines. */
  form: string
  schema: S
  fields: Record<string, string>
  clientAddress: string
  /** Fields given back to the page after an error (never the honeypot). */
  echo: readonly string[]
  limits?: FormLimits
  /** What a bot that filled the hidden trap field is told: the normal success, with nothing stored. */
  trapAnswer: FormState
  /** Stores the valid input and answers; throws only when the store cannot be reached. */
  store: (input: z.infer<S>) => Promise<SubmissionOutcome>
  log?: (message: string) => void
}

/**
 * The one path every form submit takes, from the page (server action) or an API client (route handler):
 * trap field, validation with the form's schema, rate limits per address and per email, then the store.
 * A store failure is logged without personal data and answered 'Please try submitting the form again'.
 */
export async function runSubmission<S extends z.ZodType>(submission: Submission<S>): Promise<SubmissionOutcome> {
  const { fields, echo } = submission
  const log = submission.log ?? ((message: string) => console.error(message))
  if (fields.website) return { state: submission.trapAnswer, code: 200 }
  const parsed = submission.schema.safeParse(fields)
  if (!parsed.success) {
    return { state: { status: 'error', fieldErrors: fieldErrorsOf(parsed.error), values: echoValues(fields, echo) }, code: 400 }
  }
  const email = typeof (parsed.data as { email?: unknown }).email === 'string' ? (parsed.data as { email: string }).email : undefined
  const wait = await consumeFormLimit(submission.form, submission.limits ?? DEFAULT_FORM_LIMITS, submission.clientAddress, email)
  if (wait > 0) return { state: { status: 'error', message: TOO_MANY(wait), fieldErrors: {}, values: echoValues(fields, echo) }, code: 429 }
  try {
    return await submission.store(parsed.data)
  } catch (error) {
    // The error's name and code only: a database message can quote the values (an email address).
    const code = (error as { code?: unknown; cause?: { code?: unknown } })?.code ?? (error as { cause?: { code?: unknown } })?.cause?.code
    log(`${submission.form}: the submission could not be stored (${error instanceof Error ? error.name : 'error'}${code ? ` ${String(code)}` : ''})`)
    return { state: { status: 'error', message: SERVER_ERROR, fieldErrors: {}, values: echoValues(fields, echo) }, code: 503 }
  }
}
