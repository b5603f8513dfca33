import 'server-only'

import { createHash, randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { changed, rowsOf, sql } from '@/cms/intake'
import { payloadClient } from '@/cms/payload'
import { settings } from '@/shared/settings'

import { CONFIRM_TOKEN_DAYS } from '../texts'

type PrivateCollection = 'subscribers' | 'product-registrations' | 'contact-messages' | 'sampling-applications'

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** A single-use link token: the email carries the token, the record only its hash. */
export function newConfirmToken(now = Date.now()) {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: sha256(token), expiresAt: new Date(now + CONFIRM_TOKEN_DAYS * 86_400_000).toISOString() }
}

/**
 * Creates a record unless one with its dedupe key exists: a double click, a retry or two racing requests
 * store it once (the key is unique in the database; the loser of a race finds the winner's record).
 */
export async function createOnce<T extends PrivateCollection>(
  payload: Payload,
  collection: T,
  data: Record<string, unknown> & { dedupeKey: string },
): Promise<{ created: boolean; id: number | string }> {
  const existing = await findByKey(payload, collection, data.dedupeKey)
  if (existing) return { created: false, id: existing.id }
  try {
    const doc = await payload.create({ collection, data: data as never, overrideAccess: true, depth: 0 })
    return { created: true, id: doc.id }
  } catch (error) {
    const winner = await findByKey(payload, collection, data.dedupeKey)
    if (winner) return { created: false, id: winner.id }
    throw error
  }
}

export async function findByKey(payload: Payload, collection: PrivateCollection, dedupeKey: string) {
  const result = await payload.find({ collection, where: { dedupeKey: { equals: dedupeKey } }, limit: 1, depth: 0, overrideAccess: true, pagination: false })
  return result.docs[0] as ({ id: number | string } & Record<string, unknown>) | undefined
}

/** Whether a subscriber with this dedupe key has confirmed: one indexed read, for answering a crowd quickly. */
export async function confirmedByKey(payload: Payload, dedupeKey: string): Promise<boolean> {
  const rows = await rowsOf(payload, sql`select status from subscribers where dedupe_key = ${dedupeKey} limit 1`)
  return rows[0]?.status === 'confirmed'
}

/** Queues the forwarding of a confirmed sign-up to the consumer-data platform, when one is set. */
export async function forwardWhenConfigured(payload: Payload, subscriberId: number | string) {
  if (!settings().CDP_URL) return
  await payload.jobs.queue({ task: 'forwardToCdp', input: { subscriberId: String(subscriberId) } })
}

export { payloadClient }

/** The double opt-in records, by collection and table. */
const CONFIRMABLE = { subscribers: 'subscribers', 'sampling-applications': 'sampling_applications' } as const

/**
 * Confirms a pending double opt-in record whose token hash is `hash` (the page's button): the token is
 * claimed first with one conditional update, so two presses at once confirm once; should the update
 * after the claim fail, the token is given back, so the link works again for the person's next try.
 */
export async function confirmPending(payload: Payload, collection: keyof typeof CONFIRMABLE, id: number, hash: string): Promise<boolean> {
  const table = sql.raw(CONFIRMABLE[collection])
  const claimed = await changed(
    payload,
    sql`update ${table} set confirm_token_hash = null where id = ${id} and confirm_token_hash = ${hash} and status = 'pending'`,
  )
  if (claimed !== 1) return false
  try {
    await payload.update({
      collection,
      id,
      data: { status: 'confirmed', confirmedAt: new Date().toISOString(), confirmTokenHash: null, confirmTokenExpiresAt: null },
      overrideAccess: true,
    })
  } catch (error) {
    await changed(payload, sql`update ${table} set confirm_token_hash = ${hash} where id = ${id} and confirm_token_hash is null and status = 'pending'`)
    throw error
  }
  return true
}
