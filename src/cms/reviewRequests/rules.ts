import { createHash } from 'node:crypto'

export { RATING_PARAM, REQUEST_TOKEN_PARAM, starLink } from './links'

/**
 * The review requests' rules, pure: who gets one (src/cms/reviewRequests/index.ts applies them to the
 * database), what its links say, and the shape the contract answers.
 */
export type ReviewRequestSource = { kind: 'registration'; registration: number } | { kind: 'sampling'; campaign: number; application: number }

export interface ReviewRequestInput {
  email: string
  name: string
  /** The product's id. */
  product: number
  source: ReviewRequestSource
}

export type ReviewRequestSkip = 'already-requested' | 'already-reviewed' | 'unsubscribed'
export type ReviewRequestOutcome = { scheduled: true } | { scheduled: false; reason: ReviewRequestSkip }

/** How an address is compared everywhere: trimmed, lower case. */
export const normalisedEmail = (email: string) => email.trim().toLowerCase()

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * The unique key of a request: one per address and product, ever. So one registration gets at most one,
 * a second registration (or a sampling place) of the same product by the same address gets none, and two
 * racing registrations store one.
 */
export const reviewRequestKey = (email: string, product: number) => sha256(`review-request|${normalisedEmail(email)}|${product}`)

/** The key an opt-out is kept under: the address's hash, never the address. */
export const optOutKey = (email: string) => sha256(`opt-out|${normalisedEmail(email)}`)

/**
 * Whether to ask, in the order a person would want the reasons checked: an address that unsubscribed is
 * never written to; one that already reviewed the product is not asked again; nor one already asked.
 */
export function reviewRequestDecision(facts: { unsubscribed: boolean; reviewed: boolean; requested: boolean }): ReviewRequestOutcome {
  if (facts.unsubscribed) return { scheduled: false, reason: 'unsubscribed' }
  if (facts.reviewed) return { scheduled: false, reason: 'already-reviewed' }
  if (facts.requested) return { scheduled: false, reason: 'already-requested' }
  return { scheduled: true }
}

/** How long the star links work after the email is sent. */
export const REVIEW_REQUEST_LINK_DAYS = 60

/** A token as the links carry it (base64url of 32 random bytes); anything else is not looked up. */
export const isRequestToken = (token: unknown): token is string => typeof token === 'string' && /^[A-Za-z0-9_-]{40,60}$/.test(token)
