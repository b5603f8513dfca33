import { pageTypes } from '@/app/pageTypes'
import { handleVitalsBeacon } from '@/features/vitals/server'

/**
 * Core Web Vitals beacons (features/vitals): 204 stored, 400 malformed or impossible, 413 too large, 429
 * too many. Page types are the analytics labels pages report: the registry's (the 404 page's among them)
 * and those the feature routes set themselves.
 */
const ROUTE_LABELS = ['Product', 'Article', 'Article Section', 'Article Topic', 'Collection Details', 'write a review', 'questions']
const PAGE_TYPES: ReadonlySet<string> = new Set([...Object.values(pageTypes).map((definition) => definition.analytics), ...ROUTE_LABELS])

export const POST = (request: Request) => handleVitalsBeacon(request, PAGE_TYPES)

export function GET() {
  return Response.json({ error: 'Send the beacon with POST.' }, { status: 405 })
}
