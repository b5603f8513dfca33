import { draftMode } from 'next/headers'

import { redirectOnSite } from '../redirectOnSite'

/** Leaves the editors' preview: GET /api/preview/exit?path=/en-au/... back to the published page. */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  const path = new URL(request.url).searchParams.get('path') ?? ''
  // Only a path on this site: never an open redirect.
  const target = /^\/en-au(?:\/[\w\-/]*)?$/.test(path) ? path : '/en-au/'
  return redirectOnSite(target)
}
