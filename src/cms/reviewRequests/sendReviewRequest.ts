import type { Payload, TaskConfig } from 'payload'

import { writeReviewUrl } from '../../shared/routing/urls'
import { settings } from '../../shared/settings'
import { sendSiteEmail, siteLink } from '../email/siteEmail'
import { changed, rowsOf, sql } from '../intake'
import { thumbnailOf } from '../media'
import { hasOptedOut, newRequestToken } from './index'
import { starLink } from './links'

const STARS = [1, 2, 3, 4, 5] as const
export const starLabel = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`

/** Marks a scheduled request as not sent, with the reason, once. */
const skip = (payload: Payload, id: number, reason: string) =>
  changed(payload, sql`update review_requests set status = 'skipped', skip_reason = ${reason} where id = ${id} and status = 'scheduled'`)

/**
 * Sends one review request when it is due (queued with `waitUntil`, run by the queue's clock). Exactly
 * once, whichever instance runs it and however often: the request is claimed with one conditional update
 * (`status = 'scheduled'` → `'sent'`, with the new token's hash) before the email goes to the outbox; a
 * failure to queue the email gives the claim back, and the job's retry tries again. The address and the
 * product are checked again at sending: an unsubscribe or a review since the scheduling stops it.
 */
export const sendReviewRequest: TaskConfig<'sendReviewRequest'> = {
  slug: 'sendReviewRequest',
  label: 'Send a review request',
  inputSchema: [{ name: 'requestId', type: 'text', required: true }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input, req }) => {
    const { payload } = req
    const id = Number(input.requestId)
    const [request] = await rowsOf(payload, sql`select id, email, name, product_id, status, source_kind from review_requests where id = ${id} limit 1`)
    if (!request || request.status !== 'scheduled') return { output: {} }
    const email = String(request.email)
    const productId = Number(request.product_id)
    if (await hasOptedOut(payload, email)) {
      await skip(payload, id, 'unsubscribed')
      return { output: {} }
    }
    const [review] = await rowsOf(payload, sql`select 1 as found from reviews where user_email = ${email} and product_id = ${productId} limit 1`)
    if (review) {
      await skip(payload, id, 'already reviewed')
      return { output: {} }
    }
    const product = await payload
      .findByID({ collection: 'products', id: productId, depth: 1, overrideAccess: true, draft: false, select: { title: true, slug: true, heroImage: true } })
      .catch(() => null)
    if (!product?.slug) {
      await skip(payload, id, 'product no longer published')
      return { output: {} }
    }
    const path = writeReviewUrl({ slug: product.slug })
    const { token, hash, expiresAt } = newRequestToken()
    const claimed = await changed(
      payload,
      sql`update review_requests set status = 'sent', sent_at = ${new Date().toISOString()}, token_hash = ${hash}, token_expires_at = ${expiresAt}, review_link = ${path} where id = ${id} and status = 'scheduled'`,
    )
    if (claimed !== 1) return { output: {} }
    const picture = thumbnailOf(product.heroImage as never)
    const brand = settings().BRAND_NAME
    try {
      await sendSiteEmail(payload, {
        to: email,
        subject: `How is your ${product.title}?`,
        greeting: request.name ? `Hi ${String(request.name)},` : 'Hello,',
        paragraphs: [
          `You have had your ${product.title} for a while now. How do you rate it? Choose the stars: the link opens the review form with your rating, and your email address already confirmed.`,
          'Your review helps other shavers choose. We ask only once.',
        ],
        ...(picture ? { image: { url: siteLink(picture), alt: product.title } } : {}),
        links: {
          label: `Rate your ${product.title}:`,
          items: STARS.map((stars) => ({ label: starLabel(stars), url: siteLink(starLink(path, stars, token)) })),
        },
        reason:
          request.source_kind === 'sampling'
            ? `You receive this email because you received your ${product.title} free in a ${brand} sampling campaign.`
            : `You receive this email because you registered your ${product.title} on the ${brand} website and asked us to email you once for your review.`,
      })
    } catch (error) {
      await changed(
        payload,
        sql`update review_requests set status = 'scheduled', sent_at = null, token_hash = null, token_expires_at = null where id = ${id} and token_hash = ${hash}`,
      )
      throw error
    }
    return { output: {} }
  },
}
