import type { z } from 'zod'

/**
 * What a form's server code answers, for the page (useActionState) and for API clients alike:
 * `idle` before the first submit, `success` with the text to show, `error` with messages by field
 * (shown beside each field and in the summary) and/or one message for the whole form.
 */
export type FormState =
  | { status: 'idle' }
  | { status: 'success'; title?: string; message: string }
  | { status: 'error'; message?: string; title?: string; fieldErrors: Record<string, string>; values: Record<string, string> }

export const IDLE: FormState = { status: 'idle' }

/** The HTTP status an API client gets for a state. */
export function httpStatusOf(state: FormState, code?: number): number {
  if (code) return code
  return state.status === 'success' ? 200 : 400
}

/** A form's fields as plain strings (checkboxes 'on' when ticked; files and repeated keys ignored). */
export function fieldsOf(form: FormData | Record<string, unknown>): Record<string, string> {
  const entries = form instanceof FormData ? [...form.entries()] : Object.entries(form)
  const fields: Record<string, string> = {}
  for (const [key, value] of entries) {
    if (key.startsWith('$ACTION') || key in fields) continue
    if (typeof value === 'string') fields[key] = value.slice(0, 10_000)
    else if (typeof value === 'boolean') fields[key] = value ? 'on' : ''
    else if (typeof value === 'number') fields[key] = String(value)
  }
  return fields
}

/** Zod's first message per field. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    errors[key] ??= issue.message
  }
  return errors
}

/** Values echoed back to the form after an error, never secrets or hidden trap fields. */
export function echoValues(fields: Record<string, string>, keep: readonly string[]): Record<string, string> {
  return Object.fromEntries(keep.filter((key) => fields[key] !== undefined).map((key) => [key, fields[key]!]))
}

/** The message for a form whose store is unreachable (SPEC.md §8). */
export const SERVER_ERROR = 'Please try submitting the form again'
