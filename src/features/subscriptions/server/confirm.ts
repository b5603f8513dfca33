import 'server-only'

import type { Payload } from 'payload'

import { recordOptOut } from '@/cms/reviewRequests'
import { settings } from '@/shared/settings'

import { confirmApplication, pendingApplication } from '../sampling/server'
import { TEXTS } from '../texts'
import { confirmPending, forwardWhenConfigured, payloadClient, sha256 } from './records'

/** Each list as the pages name it. */
const LIST_NAMES = { newsletter: 'the newsletter', waitlist: 'waitlist emails', gaming: 'Gaming promotion emails' } as const

export type ConfirmOutcome = { confirmed: true } | { confirmed: false; message: string }

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/

/** The pending sign-up a double opt-in token is for, if it is well formed, known and not expired. Reads only. */
async function pendingSignUp(payload: Payload, token: string | undefined) {
  if (!token || !TOKEN.test(token)) return undefined
  const { docs } = await payload.find({
    collection: 'subscribers',
    where: {
      and: [
        { confirmTokenHash: { equals: sha256(token) } },
        { status: { equals: 'pending' } },
        { confirmTokenExpiresAt: { greater_than: new Date().toISOString() } },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

/**
 * What the double opt-in page shows for a link before anyone presses its button: the list it confirms,
 * or nothing (unknown, used, expired or malformed). Changes nothing, however often the link is opened.
 */
export async function signUpToConfirm(token: string | undefined): Promise<{ list: string } | undefined> {
  const record = await pendingSignUp(await payloadClient(), token)
  if (record) return { list: LIST_NAMES[record.list] }
  // A sampling application's link opens the same page (sampling/server.ts).
  const application = token && TOKEN.test(token) ? await pendingApplication(token) : undefined
  return application ? { list: application.list } : undefined
}

/**
 * Confirms a double opt-in (the button on the page the link opens): a pending record whose token hash
 * matches and has not expired becomes confirmed, and the token is spent. The token is claimed with one
 * conditional update first, so two presses at once confirm (and forward) once. Unknown, used, expired and
 * malformed tokens get one answer (§8).
 */
export async function confirmSignUp(token: string | undefined): Promise<ConfirmOutcome> {
  const failure = { confirmed: false, message: TEXTS.doubleOptinFailure } as const
  const payload = await payloadClient()
  const record = await pendingSignUp(payload, token)
  if (!record) {
    const application = token && TOKEN.test(token) ? await pendingApplication(token) : undefined
    return application && (await confirmApplication(application)) ? { confirmed: true } : failure
  }
  if (!(await confirmPending(payload, 'subscribers', record.id, record.confirmTokenHash!))) return failure
  await forwardWhenConfigured(payload, record.id)
  return { confirmed: true }
}

export const thanksText = () => TEXTS.doubleOptinThanks(settings().BRAND_NAME)

export interface UnsubscribeOutcome {
  ok: boolean
  /** What was stopped, for the page to say. */
  stopped: string[]
}

/**
 * Stops every list an address is on, at once and without a login, and every email we would send it
 * unasked for later (a review request: the address's opt-out); doing it twice changes nothing.
 */
export async function unsubscribe(email: string | undefined): Promise<UnsubscribeOutcome> {
  if (!email) return { ok: false, stopped: [] }
  const payload = await payloadClient()
  await recordOptOut(payload, email)
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
