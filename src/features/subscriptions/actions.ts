'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { emailOfUnsubscribeToken } from '@/features/mail/server'
import { clientAddressOf } from '@/shared/forms/clientAddress'
import { fieldsOf, type FormState, SERVER_ERROR } from '@/shared/forms/formState'

import { confirmSignUp, unsubscribe } from './server/confirm'
import { FORM_HANDLERS, type SubscriptionForm } from './server/forms'
import { DOUBLE_OPTIN_THANKS_PATH, EMAIL_LINK_TEXTS } from './texts'
import { TOKEN_KEY } from './tokenKey'

/**
 * The forms' server actions, and the buttons of the pages emailed links open: with scripts they answer
 * in place; without, the browser posts the form and the page is rendered again with the answer
 * (useActionState's progressive enhancement).
 */
async function run(form: SubscriptionForm, formData: FormData): Promise<FormState> {
  const outcome = await FORM_HANDLERS[form](fieldsOf(formData), clientAddressOf(await headers()))
  return outcome.state
}

export async function newsletterAction(_previous: FormState, formData: FormData) {
  return run('newsletter', formData)
}

export async function waitlistAction(_previous: FormState, formData: FormData) {
  return run('waitlist', formData)
}

export async function gamingAction(_previous: FormState, formData: FormData) {
  return run('gaming', formData)
}

export async function productRegistrationAction(_previous: FormState, formData: FormData) {
  return run('product-registration', formData)
}

export async function samplingAction(_previous: FormState, formData: FormData) {
  return run('sampling', formData)
}

const answer = (message: string, title?: string): FormState => ({ status: 'error', message, ...(title ? { title } : {}), fieldErrors: {}, values: {} })
const tokenOf = (formData: FormData) => String(formData.get(TOKEN_KEY) ?? '').slice(0, 600)

/** The double opt-in page's button: confirms the sign-up once, then shows the thank-you page. */
export async function confirmSignUpAction(_previous: FormState, formData: FormData): Promise<FormState> {
  let outcome: Awaited<ReturnType<typeof confirmSignUp>>
  try {
    outcome = await confirmSignUp(tokenOf(formData))
  } catch {
    return answer(SERVER_ERROR)
  }
  if (outcome.confirmed) redirect(DOUBLE_OPTIN_THANKS_PATH)
  return answer(outcome.message)
}

/** The unsubscribe page's button: stops every list the link's address is on, and says which. */
export async function unsubscribeAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const email = emailOfUnsubscribeToken(tokenOf(formData))
  if (!email) return answer(EMAIL_LINK_TEXTS.unsubscribeInvalid, EMAIL_LINK_TEXTS.unsubscribeInvalidTitle)
  try {
    const { stopped } = await unsubscribe(email)
    return { status: 'success', title: EMAIL_LINK_TEXTS.unsubscribedTitle, message: EMAIL_LINK_TEXTS.unsubscribed(stopped) }
  } catch {
    return answer(SERVER_ERROR)
  }
}
