'use server'

import { headers } from 'next/headers'

import { REQUEST_TOKEN_PARAM } from '@/cms/reviewRequests/links'
import { clientAddressOf } from '@/shared/forms/clientAddress'

import { submitReview } from './client'
import { REVIEW_FORM_FIELDS } from './reviewForm'
import { REVIEW_MESSAGES } from './texts'
import { fieldErrorMap, type WriteReviewState } from './writeReviewState'

const FIELDS = ['ProductId', 'fp', REQUEST_TOKEN_PARAM, ...REVIEW_FORM_FIELDS.map((field) => field.id)]

/** Preview, then submit, through the reviews client: the same rules and codes as any API client gets. */
export async function writeReviewAction(_previous: WriteReviewState, formData: FormData): Promise<WriteReviewState> {
  const values = Object.fromEntries(FIELDS.map((name) => [name, String(formData.get(name) ?? '').slice(0, 2000)]))
  if (formData.get('Action') === 'Edit') return { status: 'error', fieldErrors: {}, values }
  const action = formData.get('Action') === 'Submit' ? 'Submit' : 'Preview'
  try {
    // Hosted authentication (SPEC.md §3 sends both): the review waits until the reviewer confirms from
    // the email sent to the review's address; the link leads back to this page (`bv_authtoken`).
    // A review request's star link carries its own authentication (the address it was sent to): no email.
    const requested = Boolean(values[REQUEST_TOKEN_PARAM])
    const hosted: Record<string, string> = requested
      ? {}
      : {
          hostedauthentication_authenticationemail: values.useremail ?? '',
          hostedauthentication_callbackurl: String(formData.get('hostedauthentication_callbackurl') ?? '').slice(0, 500),
        }
    const answer = await submitReview({ ...values, ...hosted }, action, clientAddressOf(await headers()))
    const fieldErrors = fieldErrorMap(Object.values(answer.FormErrors?.FieldErrors ?? {}))
    if (answer.HasErrors) {
      // An under-age birth date is answered on its field (REVIEW_MESSAGES.rejected), as the form's own check does.
      return { status: 'error', message: answer.Errors?.[0]?.Message, fieldErrors, values }
    }
    if (action === 'Preview') return { status: 'preview', values }
    return { status: 'success', lines: [REVIEW_MESSAGES.success, requested ? REVIEW_MESSAGES.confirmedByRequest : REVIEW_MESSAGES.confirmByEmail] }
  } catch {
    return { status: 'error', message: 'Please try submitting the form again', fieldErrors: {}, values }
  }
}
