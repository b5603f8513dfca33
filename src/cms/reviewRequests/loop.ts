import type { Payload } from 'payload'

import { rowsOf, sql } from '../intake'

/** One line of the editors' loop: a product, or a product within one sampling campaign. */
export interface ReviewRequestLoopLine {
  productId: number
  productTitle: string
  /** The sampling campaign's id; null for registrations. */
  campaignId: number | null
  sent: number
  /** People who used a star link's form (a Preview or a Submit): a link's mere opening is not counted, as mail scanners open every link. */
  opened: number
  written: number
  approved: number
  /** The average of the approved reviews these requests brought. */
  requestedAverage: number | null
  /** The average of the product's approved reviews that came through no request. */
  unrequestedAverage: number | null
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Math.round(Number(value) * 100) / 100)

/**
 * The loop for editors (the dashboard): per product and campaign, requests sent, links used, reviews
 * written and approved, and the average rating of requested against unrequested reviews. Two grouped
 * reads, the same on both databases.
 */
export async function reviewRequestLoop(payload: Payload): Promise<ReviewRequestLoopLine[]> {
  const lines = await rowsOf(
    payload,
    sql`select rr.product_id as product_id, rr.campaign_id as campaign_id, count(rr.sent_at) as sent, count(rr.opened_at) as opened,
      count(rr.review_id) as written, sum(case when r.status = 'approved' then 1 else 0 end) as approved,
      avg(case when r.status = 'approved' then r.rating end) as requested_average
      from review_requests rr left join reviews r on r.id = rr.review_id
      group by rr.product_id, rr.campaign_id
      order by rr.product_id, rr.campaign_id`,
  )
  if (lines.length === 0) return []
  const productIds = [...new Set(lines.map((line) => Number(line.product_id)))]
  const unrequested = await rowsOf(
    payload,
    sql`select product_id, avg(rating) as average from reviews
      where status = 'approved' and id not in (select review_id from review_requests where review_id is not null)
      group by product_id`,
  )
  const unrequestedBy = new Map(unrequested.map((row) => [Number(row.product_id), numberOrNull(row.average)]))
  const { docs } = await payload.find({
    collection: 'products',
    where: { id: { in: productIds } },
    limit: productIds.length,
    depth: 0,
    overrideAccess: true,
    draft: true,
    select: { title: true },
  })
  const titles = new Map(docs.map((doc) => [Number(doc.id), doc.title]))
  return lines.map((line) => ({
    productId: Number(line.product_id),
    productTitle: titles.get(Number(line.product_id)) ?? `Product ${String(line.product_id)}`,
    campaignId: line.campaign_id === null || line.campaign_id === undefined ? null : Number(line.campaign_id),
    sent: Number(line.sent ?? 0),
    opened: Number(line.opened ?? 0),
    written: Number(line.written ?? 0),
    approved: Number(line.approved ?? 0),
    requestedAverage: numberOrNull(line.requested_average),
    unrequestedAverage: unrequestedBy.get(Number(line.product_id)) ?? null,
  }))
}
