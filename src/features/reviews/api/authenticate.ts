import 'server-only'

import { createHash, randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { sendSiteEmail } from '@/features/mail/server'
import { settings } from '@/shared/settings'

import { CONFIRMATION_DAYS } from '../texts'
import { failure, type FieldError, json } from './envelope'
import type { Params } from './params'

/**
 * Hosted authentication (Conversations API): a submission with `hostedauthentication_authenticationemail`
 * and `hostedauthentication_callbackurl` is held until its reviewer follows the emailed link, the
 * callback URL with `bv_authtoken={token}`; the page there posts `authenticateuser.json` with `authtoken`,
 * and only then does the review enter moderation. The review keeps the token's hash, never the token.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

export interface HostedAuthentication {
  email: string
  callbackUrl: string
}

/** The hosted-authentication fields of a submission: none, valid ones, or field errors. */
export function hostedAuthenticationOf(params: Params): HostedAuthentication | FieldError[] | null {
  const email = params.get('hostedauthentication_authenticationemail')?.trim() ?? ''
  const callback = params.get('hostedauthentication_callbackurl')?.trim() ?? ''
  if (!email && !callback) return null
  const errors: FieldError[] = []
  if (!EMAIL.test(email) || email.length > 254) {
    errors.push({
      Field: 'hostedauthentication_authenticationemail',
      Code: email ? 'ERROR_FORM_INVALID_EMAILADDRESS' : 'ERROR_FORM_REQUIRED',
      Message: 'Please enter your email address.',
    })
  }
  // Only a page of this site: the link goes out in an email under the site's name.
  const site = new URL(settings().SITE_URL)
  let callbackUrl: URL | undefined
  try {
    callbackUrl = new URL(callback, site)
  } catch {
    callbackUrl = undefined
  }
  if (!callback || !callbackUrl || callbackUrl.origin !== site.origin || callback.length > 500) {
    errors.push({
      Field: 'hostedauthentication_callbackurl',
      Code: callback ? 'ERROR_FORM_INVALID_OPTION' : 'ERROR_FORM_REQUIRED',
      Message: 'The callback URL must be a page of this site.',
    })
  }
  return errors.length ? errors : { email: email.toLowerCase(), callbackUrl: callbackUrl!.toString() }
}

/** The fields a held review is stored with, and the token its email carries. */
export function newConfirmation(now = Date.now()) {
  const token = randomBytes(32).toString('base64url')
  return {
    token,
    fields: {
      awaitingConfirmation: true,
      confirmationTokenHash: hashOf(token),
      confirmationExpiresAt: new Date(now + CONFIRMATION_DAYS * 86_400_000).toISOString(),
    },
  }
}

const THANKS = { review: 'reviewing', question: 'your question about', answer: 'answering a question about' } as const

/** The email with the author's link (through the site's mail sender: SMTP, or the outbox in /admin). */
export async function sendConfirmationEmail(authentication: HostedAuthentication, token: string, productName: string, what: HeldContent): Promise<void> {
  const link = new URL(authentication.callbackUrl)
  link.searchParams.set('bv_authtoken', token)
  await sendSiteEmail({
    to: authentication.email,
    subject: `Please confirm your ${what}`,
    greeting: 'Hello,',
    paragraphs: [
      `Thank you for ${THANKS[what]} ${productName}. Please confirm that you wrote this ${what}: it is checked and published only after you do.`,
      `The link works for ${CONFIRMATION_DAYS} days. If you did not write a ${what}, ignore this email and nothing is published.`,
    ],
    action: { label: `Confirm my ${what}`, url: link.toString() },
    reason: `You get this email because a ${what} was submitted with this address.`,
  })
}

export type HeldContent = 'review' | 'question' | 'answer'
/** Where held submissions wait for their author's confirmation. */
const HELD_IN = ['reviews', 'questions', 'answers'] as const

/** The held review, question or answer whose emailed link carries this token. */
async function heldBy(payload: Payload, token: string) {
  for (const collection of HELD_IN) {
    const { docs } = await payload.find({
      collection,
      where: { and: [{ confirmationTokenHash: { equals: hashOf(token) } }, { awaitingConfirmation: { equals: true } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
    })
    if (docs[0]) return { collection, doc: docs[0] }
  }
  return undefined
}

/** authenticateuser.json (POST, `authtoken`): confirms the held review, question or answer; a token works once, for 7 days. */
export async function authenticateUserJson(payload: Payload, params: Params): Promise<Response> {
  const token = params.get('authtoken')?.trim() ?? ''
  const invalid = () =>
    failure('ERROR_PARAM_INVALID_PARAMETER_VALUE', 'The authentication token is not valid, has expired or has already been used.', { FormErrors: {} })
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return invalid()
  const held = await heldBy(payload, token)
  const doc = held?.doc
  if (!held || !doc || !doc.confirmationExpiresAt || Date.parse(doc.confirmationExpiresAt) < Date.now()) return invalid()
  await payload.update({
    collection: held.collection,
    id: doc.id,
    overrideAccess: true,
    data: { awaitingConfirmation: false, confirmationTokenHash: null, confirmationExpiresAt: null },
  })
  return json({
    HasErrors: false,
    Errors: [],
    Form: [],
    FormErrors: {},
    Data: {},
    Locale: 'en_AU',
    TypicalHoursToPost: 72,
    SubmissionId: String(doc.id),
    // An opaque id of the author (the provider answers its user id); never the email.
    Authentication: { User: hashOf(`${doc.userEmail}|reviewer`).slice(0, 24) },
  })
}
