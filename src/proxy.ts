import { type NextRequest, NextResponse } from 'next/server'

import { backOfficeOrigins } from '@/shared/routing/siteOrigins.mjs'
import { settings } from '@/shared/settings'

/**
 * Two checks Next's routes and Payload cannot make themselves, on the few requests they concern (the
 * matcher below: no page's GET runs the proxy).
 *
 * - A multipart POST whose body cannot be read (cut short, no closing boundary): Next takes any multipart
 *   POST to a page for a possible server action and Payload reads its API's forms itself; both answer a
 *   broken body with a 500. Checked on a copy of the body, so the route still reads the original; large
 *   bodies (uploads) are left to the endpoints that take them, which check their own.
 * - A change to the back office from a signed-in editor's browser at another address (its session cookie,
 *   an Origin that is not one of the site's): Payload's CSRF check would refuse it with a bare 'You are not
 *   allowed to perform this action.'; this says which address to use instead.
 */
const MULTIPART_CHECK_MAX_BYTES = 256 * 1024
const CHANGES = new Set(['POST', 'PATCH', 'PUT', 'DELETE'])
const SESSION_COOKIE = 'payload-token'

export async function proxy(request: NextRequest) {
  const foreign = foreignBackOfficeOrigin(request)
  if (foreign) {
    const admin = new URL('/admin', settings().SITE_URL).href
    const message = `Changes are saved only from the site's own address: open the back office at ${admin} (this page is at ${foreign}).`
    return NextResponse.json({ errors: [{ message }] }, { status: 403 })
  }
  if (await isBrokenMultipart(request))
    return new NextResponse('Bad request: the form data could not be read.\n', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  return NextResponse.next()
}

/** The Origin of a browser's back-office change that is not the site's own, or undefined. */
export function foreignBackOfficeOrigin(request: Pick<NextRequest, 'method' | 'headers' | 'nextUrl' | 'cookies'>): string | undefined {
  const { pathname } = request.nextUrl
  if (!CHANGES.has(request.method) || !(pathname.startsWith('/cms-api/') || pathname === '/admin' || pathname.startsWith('/admin/'))) return undefined
  const origin = request.headers.get('origin')
  if (!origin || origin === 'null' || backOfficeOrigins(settings().SITE_URL).includes(origin)) return undefined
  // A token in the Authorization header is not a browser's session: Payload checks it itself.
  return request.cookies.has(SESSION_COOKIE) && !request.headers.has('authorization') ? origin : undefined
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
  matcher: [
    // Multipart requests anywhere.
    { source: '/((?!_next/).*)', has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }] },
    // The back office and its API, when a browser sends an Origin (changes do).
    { source: '/admin/:path*', has: [{ type: 'header', key: 'origin' }] },
    { source: '/cms-api/:path*', has: [{ type: 'header', key: 'origin' }] },
  ],
}
