import { defaultPrivacyDocument } from '@/features/privacy'

/** The privacy and terms document the site ships, for other sites and CDNs to mirror. */
export const dynamic = 'force-static'

export function GET() {
  return Response.json(defaultPrivacyDocument, { headers: { 'Cache-Control': 'public, max-age=3600' } })
}
