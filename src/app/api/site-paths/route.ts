import { loadSitePaths } from '../../sitePaths'

/**
 * The public addresses the site has, read by the server's front (scripts/server/front.mjs) to answer unknown ones with the server-rendered
 * 404 page. Public information only (the same addresses the sitemap page lists); the reads are cached
 * under their content tags, so an editor's change is seen at once.
 */
export const dynamic = 'force-dynamic'

export async function GET() {
  return Response.json(await loadSitePaths(), { headers: { 'Cache-Control': 'no-store' } })
}
