'use server'

import { headers } from 'next/headers'

import { clientAddressOf } from '@/shared/forms/clientAddress'
import { fieldsOf, type FormState } from '@/shared/forms/formState'

import { FORM_HANDLERS, type SubscriptionForm } from './server/forms'

/**
 * The forms' server actions: with scripts they answer in place; without, the browser posts the form and
 * the page is rendered again with the answer (useActionState's progressive enhancement).
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
