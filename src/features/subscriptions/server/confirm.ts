import 'server-only'

import { settings } from '@/shared/settings'

import { TEXTS } from '../texts'
import { forwardWhenConfigured, payloadClient, sha256 } from './records'

export type ConfirmOutcome = { confirmed: true } | { confirmed: false; message: string }

/**
 * Follows a double opt-in link: a pending record whose token hash matches and has not expired becomes
 * confirmed, and the token is spent. Unknown, used, expired and malformed tokens get one answer (§8).
 */
export async function confirmSignUp(token: string | undefined): Promise<ConfirmOutcome> {
  const failure = { confirmed: false, message: TEXTS.doubleOptinFailure } as const
  if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return failure
  const payload = await payloadClient()
  const now = new Date().toISOString()
  const { docs } = await payload.find({
    collection: 'subscribers',
    where: { and: [{ confirmTokenHash: { equals: sha256(token) } }, { status: { equals: 'pending' } }, { confirmTokenExpiresAt: { greater_than: now } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const record = docs[0]
  if (!record) return failure
  await payload.update({
    collection: 'subscribers',
    id: record.id,
    data: { status: 'confirmed', confirmedAt: now, confirmTokenHash: null, confirmTokenExpiresAt: null },
    overrideAccess: true,
  })
  await forwardWhenConfigured(payload, record.id)
  return { confirmed: true }
}

export const thanksText = () => TEXTS.doubleOptinThanks(settings().BRAND_NAME)

const LIST_NAMES = { newsletter: 'the newsletter', waitlist: 'waitlist emails', gaming: 'Gaming promotion emails' } as const

export interface UnsubscribeOutcome {
  ok: boolean
  /** What was stopped, for the page to say. */
  stopped: string[]
}

/** Stops every list an address is on, at once and without a login; doing it twice changes nothing. */
export async function unsubscribe(email: string | undefined): Promise<UnsubscribeOutcome> {
  if (!email) return { ok: false, stopped: [] }
  const payload = await payloadClient()
  const now = new Date().toISOString()
  const { docs } = await payload.find({
    collection: 'subscribers',
    where: { and: [{ email: { equals: email } }, { status: { not_equals: 'unsubscribed' } }] },
    limit: 50,
    depth: 0,
    overrideAccess: true,
  })
  for (const doc of docs) {
    await payload.update({
      collection: 'subscribers',
      id: doc.id,
      data: { status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null },
      overrideAccess: true,
    })
  }
  return { ok: true, stopped: [...new Set(docs.map((doc) => LIST_NAMES[doc.list]))] }
}
