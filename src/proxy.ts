import { type NextRequest, NextResponse } from 'next/server'

/**
 * Only what needs the request's body: a multipart POST whose body cannot be read (cut short, no closing
 * boundary). Next takes any multipart POST to a page for a possible server action and Payload reads its
 * API's forms itself; both answer a broken body with a 500. Checked on a copy of the body, so the route
 * still reads the original; large bodies (uploads) are left to the endpoints that take them, which check
 * their own. The URL's shape and the 404 decision are the front's (scripts/server/front.mjs): a proxy on
 * every page's path would cost every cached page the framework's middleware machinery.
 */
const MULTIPART_CHECK_MAX_BYTES = 256 * 1024

export async function proxy(request: NextRequest) {
  if (await isBrokenMultipart(request))
    return new NextResponse('Bad request: the form data could not be read.\n', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  return NextResponse.next()
}

async function isBrokenMultipart(request: NextRequest): Promise<boolean> {
  if (request.method !== 'POST' || !request.headers.get('content-type')?.startsWith('multipart/form-data')) return false
  if (Number(request.headers.get('content-length') ?? Infinity) > MULTIPART_CHECK_MAX_BYTES) return false
  try {
    await request.clone().formData()
    return false
  } catch {
    return true
  }
}

export const config = {
  // Multipart requests only (a page's GET never runs the proxy).
  matcher: [{ source: '/((?!_next/).*)', has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }] }],
}
