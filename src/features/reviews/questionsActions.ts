'use server'

import { randomUUID } from 'node:crypto'

import { cookies, headers } from 'next/headers'

import { clientAddressOf } from '@/shared/forms/clientAddress'
import type { FormState } from '@/shared/forms/formState'
import { siteCookieAttributes, siteCookieName } from '@/shared/security/siteCookies'

import { sendHelpfulVote, submitQuestion } from './client'
import { QUESTION_FORM_FIELDS } from './questionForm'
import { ANSWER_VOTE_COOKIE_PREFIX, QA_DEVICE_COOKIE } from './questionOptions'
import { fieldErrorMap } from './writeReviewState'

const SENT =
  'Thank you: we have sent you an email. Follow its link to confirm your question; it is published once we have checked it, and we email you when it is answered.'
const FIELDS = ['ProductId', 'fp', ...QUESTION_FORM_FIELDS.map((field) => field.id)]

/** Asks a question through the reviews client: the same rules and codes any API client gets, held for the asker's confirmation by email. */
export async function askQuestionAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const values = Object.fromEntries(FIELDS.map((name) => [name, String(formData.get(name) ?? '').slice(0, 2000)]))
  try {
    const hosted = {
      hostedauthentication_authenticationemail: values.useremail ?? '',
      hostedauthentication_callbackurl: String(formData.get('hostedauthentication_callbackurl') ?? '').slice(0, 500),
    }
    const answer = await submitQuestion({ ...values, ...hosted }, clientAddressOf(await headers()))
    if (answer.HasErrors)
      return { status: 'error', message: answer.Errors?.[0]?.Message, fieldErrors: fieldErrorMap(Object.values(answer.FormErrors?.FieldErrors ?? {})), values }
    return { status: 'success', title: 'Question sent', message: SENT }
  } catch {
    return { status: 'error', message: 'Please try submitting the form again', fieldErrors: {}, values }
  }
}

/**
 * A helpful vote on an answer, from the questions page's form (it works without scripts): one per answer
 * and device (a cookie of its own); the vote given is remembered so the page shows it.
 */
export async function answerVoteAction(_previous: null, formData: FormData): Promise<null> {
  const answerId = String(formData.get('answerId') ?? '')
  if (!/^\d{1,10}$/.test(answerId)) return null
  const vote = formData.get('vote') === 'Negative' ? 'Negative' : 'Positive'
  const jar = await cookies()
  const deviceCookie = siteCookieName(QA_DEVICE_COOKIE)
  let device = jar.get(deviceCookie)?.value ?? ''
  if (!/^[0-9a-f-]{36}$/.test(device)) {
    device = randomUUID()
    jar.set(deviceCookie, device, { ...siteCookieAttributes(), maxAge: 365 * 86_400, httpOnly: true })
  }
  const answer = await sendHelpfulVote({ reviewId: answerId, vote, device, clientAddress: clientAddressOf(await headers()), contentType: 'answer' })
  if (answer.ok || answer.code === 'ERROR_DUPLICATE_SUBMISSION')
    jar.set(siteCookieName(`${ANSWER_VOTE_COOKIE_PREFIX}${answerId}`), vote, { ...siteCookieAttributes(), maxAge: 365 * 86_400 })
  return null
}
