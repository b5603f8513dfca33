import type { Endpoint, PayloadRequest } from 'payload'

import { csvDocument } from '../csv'

const canExport = (req: PayloadRequest) => req.user?.role === 'admin' || req.user?.role === 'editor'

export const SHIPPING_LIST_COLUMNS = ['Name', 'Street', 'Suburb', 'State', 'Postcode', 'Country', 'Email', 'Product', 'Campaign', 'Chosen'] as const

interface Recipient {
  name?: string | null
  email?: string | null
  address?: { street?: string | null; suburb?: string | null; state?: string | null; postcode?: string | null } | null
  selectedBy?: string | null
}

/** One line of the shipping list (a recipient), in SHIPPING_LIST_COLUMNS' order. */
export const shippingLine = (recipient: Recipient, product: string, campaign: string) => [
  recipient.name,
  recipient.address?.street,
  recipient.address?.suburb,
  recipient.address?.state,
  recipient.address?.postcode,
  'Australia',
  recipient.email,
  product,
  campaign,
  recipient.selectedBy,
]

/**
 * GET /cms-api/sampling-campaigns/{id}/shipping-list.csv: a campaign's recipients with their shipping
 * addresses, for the warehouse. Editors and administrators only; logged with the campaign and the count,
 * never an address.
 */
export const shippingListEndpoint: Endpoint = {
  path: '/:id/shipping-list.csv',
  method: 'get',
  handler: async (req) => {
    if (!canExport(req)) return Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 })
    const id = Number(req.routeParams?.id)
    if (!Number.isSafeInteger(id) || id <= 0) return Response.json({ errors: [{ message: 'No such campaign.' }] }, { status: 404 })
    const campaign = await req.payload.findByID({ collection: 'sampling-campaigns', id, depth: 1, overrideAccess: true, disableErrors: true })
    if (!campaign) return Response.json({ errors: [{ message: 'No such campaign.' }] }, { status: 404 })
    const product = typeof campaign.product === 'object' && campaign.product ? campaign.product.title : String(campaign.product ?? '')
    const rows: unknown[][] = [[...SHIPPING_LIST_COLUMNS]]
    for (let page = 1; ; page += 1) {
      const result = await req.payload.find({
        collection: 'sampling-applications',
        where: { and: [{ campaign: { equals: id } }, { selected: { equals: true } }] },
        sort: 'selectedAt',
        page,
        limit: 500,
        depth: 0,
        overrideAccess: true,
      })
      for (const doc of result.docs) rows.push(shippingLine(doc, product, campaign.name))
      if (!result.hasNextPage) break
    }
    req.payload.logger.info({ msg: 'sampling: shipping list exported', user: req.user?.id, campaign: id, rows: rows.length - 1 })
    return new Response(csvDocument(rows), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="shipping-list-${campaign.slug}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}
