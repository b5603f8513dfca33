import 'server-only'

import { sendSiteEmail, siteLink } from '@/features/mail/server'
import type { SubmissionOutcome } from '@/shared/forms/submission'
import { settings } from '@/shared/settings'

import { type GamingInput, isUnderAge, type NewsletterInput, type WaitlistInput } from '../schemas'
import { CAMPAIGNS, consentText, EMAIL_LINK_TEXTS, TEXTS } from '../texts'
import { createOnce, findByKey, forwardWhenConfigured, newConfirmToken, payloadClient } from './records'

const ok = (message: string, title?: string): SubmissionOutcome => ({ state: { status: 'success', message, ...(title ? { title } : {}) }, code: 200 })
const refuse = (code: number, message: string, title?: string): SubmissionOutcome => ({
  state: { status: 'error', message, ...(title ? { title } : {}), fieldErrors: {}, values: {} },
  code,
})

/** Newsletter: single opt-in, confirmed at once (DECISIONS.md §4). */
export async function subscribeToNewsletter(input: NewsletterInput): Promise<SubmissionOutcome> {
  const payload = await payloadClient()
  const brand = settings().BRAND_NAME
  const dedupeKey = `newsletter:${input.email}`
  const now = new Date().toISOString()
  const existing = await findByKey(payload, 'subscribers', dedupeKey)
  if (existing?.status === 'confirmed') return refuse(409, TEXTS.alreadySubscribed(input.email))
  const record = {
    list: 'newsletter',
    status: 'confirmed',
    email: input.email,
    name: input.name,
    ...CAMPAIGNS.newsletter,
    consentText: consentText('newsletter', brand),
    consentAt: now,
    confirmedAt: now,
    unsubscribedAt: null,
  }
  let id: number | string
  if (existing) {
    // Unsubscribed earlier: signing up again is a new consent.
    await payload.update({ collection: 'subscribers', id: existing.id, data: record as never, overrideAccess: true })
    id = existing.id
  } else {
    const result = await createOnce(payload, 'subscribers', { dedupeKey, ...record })
    if (!result.created) return refuse(409, TEXTS.alreadySubscribed(input.email))
    id = result.id
  }
  await forwardWhenConfigured(payload, id)
  await sendSiteEmail({
    to: input.email,
    subject: `Welcome to the ${brand} newsletter`,
    greeting: `Hi ${input.name},`,
    paragraphs: [`Thank you for joining our mailing list. You will receive the next issue of our newsletter shortly.`],
    reason: `You receive this email because you signed up to the ${brand} newsletter on our website.`,
  })
  return ok(TEXTS.newsletterSuccess)
}

interface DoubleOptIn {
  list: 'waitlist' | 'gaming'
  dedupeKey: string
  email: string
  fields: Record<string, unknown>
  subject: string
  paragraphs: string[]
  reason: string
}

/**
 * A double opt-in sign-up: stored as pending with a hashed single-use token, the link emailed. A second
 * sign-up while pending sends a new link; once confirmed, the duplicate answer of §8.
 */
async function signUpWithConfirmation(request: DoubleOptIn, success: SubmissionOutcome): Promise<SubmissionOutcome> {
  const payload = await payloadClient()
  const existing = await findByKey(payload, 'subscribers', request.dedupeKey)
  if (existing?.status === 'confirmed') return refuse(409, TEXTS.duplicate, TEXTS.duplicateTitle)
  const { token, hash, expiresAt } = newConfirmToken()
  const record = {
    ...request.fields,
    list: request.list,
    status: 'pending',
    email: request.email,
    confirmTokenHash: hash,
    confirmTokenExpiresAt: expiresAt,
    unsubscribedAt: null,
  }
  if (existing) {
    await payload.update({ collection: 'subscribers', id: existing.id, data: record as never, overrideAccess: true })
  } else {
    const result = await createOnce(payload, 'subscribers', { dedupeKey: request.dedupeKey, ...record })
    // A racing twin stored it first and sends its own link.
    if (!result.created) return success
  }
  await sendSiteEmail({
    to: request.email,
    subject: request.subject,
    paragraphs: request.paragraphs,
    action: { label: EMAIL_LINK_TEXTS.confirmButton, url: siteLink(`/en-au/double-optin?token=${token}`) },
    reason: request.reason,
  })
  return success
}

export async function joinWaitlist(input: WaitlistInput, product?: { id: number | string; title: string }): Promise<SubmissionOutcome> {
  const brand = settings().BRAND_NAME
  const what = product?.title ?? brand
  return signUpWithConfirmation(
    {
      list: 'waitlist',
      dedupeKey: `waitlist:${input.product || 'any'}:${input.email}`,
      email: input.email,
      fields: {
        ...CAMPAIGNS.waitlist,
        consentText: consentText('waitlist', brand),
        consentAt: new Date().toISOString(),
        ...(product ? { product: product.id } : {}),
      },
      subject: `Please confirm your registration for ${what}`,
      paragraphs: [`Thank you for registering for ${what}.`, 'Please confirm your email address with the link below. The link works for 7 days.'],
      reason: `You receive this email because this address was registered on the ${brand} waitlist on our website. If that was not you, ignore this email.`,
    },
    ok(TEXTS.waitlistSuccess),
  )
}

export async function registerForGaming(input: GamingInput): Promise<SubmissionOutcome> {
  if (isUnderAge(input.dateOfBirth)) return refuse(422, TEXTS.underAge)
  const brand = settings().BRAND_NAME
  return signUpWithConfirmation(
    {
      list: 'gaming',
      dedupeKey: `gaming:${input.email}`,
      email: input.email,
      fields: { ...CAMPAIGNS.gaming, dateOfBirth: input.dateOfBirth, consentText: consentText('gaming', brand), consentAt: new Date().toISOString() },
      subject: `Please confirm your ${brand} Gaming registration`,
      paragraphs: [`Thank you for registering for ${brand} Gaming.`, 'Please confirm your email address with the link below. The link works for 7 days.'],
      reason: `You receive this email because this address was registered for ${brand} Gaming on our website. If that was not you, ignore this email.`,
    },
    ok(TEXTS.gamingSuccess, TEXTS.gamingSuccessTitle),
  )
}
