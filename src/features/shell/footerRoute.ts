import 'server-only'

import { loadFooter } from './footerData'

/** How long a browser may reuse the footer before asking again: a content change shows within a minute. */
const FOOTER_MAX_AGE_SECONDS = 60

/**
 * GET /api/footer/<brand key>: the footer's content as JSON (./footerData), read from the cached content
 * reads, so an editor's change is served at once; 404 for a brand that does not exist.
 */
export async function footerGet(_request: Request, { params }: { params: Promise<{ brand: string }> }) {
  const { brand } = await params
  const data = await loadFooter(brand)
  if (!data) return Response.json({ error: 'No such brand' }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  return Response.json(data, { headers: { 'Cache-Control': `public, max-age=${FOOTER_MAX_AGE_SECONDS}` } })
}
