import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { settings } from '../../shared/settings'
import { changed, rowsOf, sql } from '../intake'
import {
  normalisedEmail,
  optOutKey,
  REVIEW_REQUEST_LINK_DAYS,
  type ReviewRequestInput,
  type ReviewRequestOutcome,
  reviewRequestDecision,
  reviewRequestKey,
  sha256,
} from './rules'

export * from './rules'

/**
 * Review requests: one email, REVIEW_REQUEST_DELAY after a product registration whose owner said yes or a
 * sampling campaign's dispatch, asking for a review with five star links. Here in cms, beside the job
 * that sends it (cms/jobs.ts cannot import features), the unsubscribe that stops it and the reviews API
 * that takes its token. Features reach it through features/reviewRequests (the contract) or, for the
 * registration and the unsubscribe, directly (cms is below every feature).
 */

/** Whether the address unsubscribed: through any email's link (an opt-out) or from a list before opt-outs were kept. */
export async function hasOptedOut(payload: Payload, email: string): Promise<boolean> {
  const address = normalisedEmail(email)
  const [optOut] = await rowsOf(payload, sql`select 1 as found from email_opt_outs where email_hash = ${optOutKey(address)} limit 1`)
  if (optOut) return true
  const [unsubscribed] = await rowsOf(payload, sql`select 1 as found from subscribers where email = ${address} and status = 'unsubscribed' limit 1`)
  return Boolean(unsubscribed)
}

/** Records that an address unsubscribed (every email's link): no review request goes to it any more. Idempotent. */
export async function recordOptOut(payload: Payload, email: string): Promise<void> {
  const emailHash = optOutKey(email)
  const [known] = await rowsOf(payload, sql`select 1 as found from email_opt_outs where email_hash = ${emailHash} limit 1`)
  if (!known) {
    await payload
      .create({ collection: 'email-opt-outs', overrideAccess: true, data: { emailHash, optedOutAt: new Date().toISOString() } })
      .catch(async (error: unknown) => {
        // A twin press stored it first: the unique key refused the second.
        const [stored] = await rowsOf(payload, sql`select 1 as found from email_opt_outs where email_hash = ${emailHash} limit 1`)
        if (!stored) throw error
      })
  }
  await changed(
    payload,
    sql`update review_requests set status = 'skipped', skip_reason = 'unsubscribed' where email = ${normalisedEmail(email)} and status = 'scheduled'`,
  )
}

/** Whether this address has a review of this product (any status: a pending one is a review written). */
async function hasReviewed(payload: Payload, email: string, product: number): Promise<boolean> {
  const [found] = await rowsOf(payload, sql`select 1 as found from reviews where user_email = ${email} and product_id = ${product} limit 1`)
  return Boolean(found)
}

async function requestByKey(payload: Payload, key: string) {
  const [found] = await rowsOf(payload, sql`select id from review_requests where dedupe_key = ${key} limit 1`)
  return found
}

/**
 * Schedules the one review request of an address and product, unless the address unsubscribed, reviewed
 * the product or was asked already. Stored once (the unique key; a racing twin finds the winner's), then
 * a `sendReviewRequest` job waits until it is due (Payload's `waitUntil`), run by the queue's clock.
 */
export async function scheduleReviewRequestIn(payload: Payload, input: ReviewRequestInput, now = Date.now()): Promise<ReviewRequestOutcome> {
  const email = normalisedEmail(input.email)
  const key = reviewRequestKey(email, input.product)
  const unsubscribed = await hasOptedOut(payload, email)
  const reviewed = !unsubscribed && (await hasReviewed(payload, email, input.product))
  const requested = !unsubscribed && !reviewed && Boolean(await requestByKey(payload, key))
  const decision = reviewRequestDecision({ unsubscribed, reviewed, requested })
  if (!decision.scheduled) return decision
  const sendAfter = new Date(now + settings().REVIEW_REQUEST_DELAY).toISOString()
  let id: number | string
  try {
    const doc = await payload.create({
      collection: 'review-requests',
      overrideAccess: true,
      depth: 0,
      data: {
        dedupeKey: key,
        email,
        name: input.name.trim().slice(0, 200),
        product: input.product,
        sourceKind: input.source.kind,
        registrationId: input.source.kind === 'registration' ? input.source.registration : null,
        campaignId: input.source.kind === 'sampling' ? input.source.campaign : null,
        applicationId: input.source.kind === 'sampling' ? input.source.application : null,
        status: 'scheduled',
        sendAfter,
      },
    })
    id = doc.id
  } catch (error) {
    if (await requestByKey(payload, key)) return { scheduled: false, reason: 'already-requested' }
    throw error
  }
  await payload.jobs.queue({ task: 'sendReviewRequest', input: { requestId: String(id) }, waitUntil: new Date(sendAfter) })
  return { scheduled: true }
}

/** A new star-link token for a request: the email carries it, the record its hash. */
export function newRequestToken(now = Date.now()) {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: sha256(token), expiresAt: new Date(now + REVIEW_REQUEST_LINK_DAYS * 86_400_000).toISOString() }
}

/** What a valid star link stands for: the request, its address and product, and whether it came with a free product. */
export interface RequestByToken {
  id: number
  email: string
  name: string
  product: number
  sourceKind: 'registration' | 'sampling'
  reviewed: boolean
}

/**
 * The sent request whose star links carry this token, while they work (REVIEW_REQUEST_LINK_DAYS). Reads
 * only: the write-review page calls it on every GET.
 */
export async function requestByToken(payload: Payload, token: string | undefined, now = Date.now()): Promise<RequestByToken | undefined> {
  if (!token || !/^[A-Za-z0-9_-]{40,60}$/.test(token)) return undefined
  const [row] = await rowsOf(
    payload,
    sql`select id, email, name, product_id, source_kind, token_expires_at, review_id from review_requests where token_hash = ${sha256(token)} and status = 'sent' limit 1`,
  )
  if (!row) return undefined
  const expires = row.token_expires_at instanceof Date ? row.token_expires_at.getTime() : Date.parse(String(row.token_expires_at))
  if (!(expires > now)) return undefined
  return {
    id: Number(row.id),
    email: String(row.email),
    name: String(row.name ?? ''),
    product: Number(row.product_id),
    sourceKind: row.source_kind === 'sampling' ? 'sampling' : 'registration',
    reviewed: row.review_id !== null && row.review_id !== undefined,
  }
}

/** The first use of a star link's form (Preview or Submit): "opened", counted once. A GET records nothing. */
export async function recordOpened(payload: Payload, requestId: number): Promise<void> {
  await changed(payload, sql`update review_requests set opened_at = ${new Date().toISOString()} where id = ${requestId} and opened_at is null`)
}

/** The review a request brought, linked once. */
export async function recordReviewed(payload: Payload, requestId: number, reviewId: number | string): Promise<void> {
  await changed(payload, sql`update review_requests set review_id = ${Number(reviewId)} where id = ${requestId} and review_id is null`)
}
