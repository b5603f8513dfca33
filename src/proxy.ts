import { type NextRequest, NextResponse } from 'next/server'

import { indexingVariants } from '@/shared/routing/indexing'
import { isKnownPath } from '@/shared/routing/sitePaths'
import { inlineScriptNonce } from '@/shared/security/cspNonce'

import { siteIndex } from './siteIndex'

/** No route matches it, so Next renders the global not-found page (src/app/global-not-found.tsx). */
const NOT_FOUND_PATH = '/_site-404'

/**
 * URL shape of every public request: the locale home is `/en-au/` (with its slash); other pages have
 * none (308). Next's own trailing-slash redirect is off (next.config.ts). The hidden indexing segment
 * (`/index/...`, `/noindex/...`, added by the rewrites in next.config.ts) is not a public URL: asked
 * for directly, it redirects to the page's public address.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  // A malformed percent-encoding (`/cms-api/users/%`) names nothing: a clear 400 before any route tries to
  // decode it (Next's routes and Payload's API would answer 500).
  if (!isDecodable(pathname)) return new NextResponse('Bad request: malformed percent-encoding in the address.\n', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  if (await isBrokenMultipart(request)) return new NextResponse('Bad request: the form data could not be read.\n', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  const forward = { request: { headers: withNoncePlaceholder(request.headers) } }
  if (!isPagePath(pathname)) return NextResponse.next(forward)
  const first = pathname.split('/')[1] ?? ''
  if ((indexingVariants as readonly string[]).includes(first)) return redirectTo(request, pathname.slice(first.length + 1) || '/')
  if (pathname === '/en-au') return redirectTo(request, '/en-au/')
  if (pathname.length > 1 && pathname.endsWith('/') && pathname !== '/en-au/') {
    return redirectTo(request, pathname.replace(/\/+$/, '') || '/')
  }
  if (await isMissingPage(request)) return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), forward)
  return NextResponse.next(forward)
}

/**
 * An address under /en-au/ that no content defines. Answered here, by a rewrite to an address no route
 * matches, because Next renders a route's own `notFound()` as an empty document (the 404 page appears
 * only once scripts run: vercel/next.js#98954), while an unmatched address gets the global not-found
 * page rendered on the server: shell, title, search box and links, also without scripts. The routes keep
 * their `notFound()` for what this list cannot know (a listing page past its last).
 */
async function isMissingPage(request: NextRequest): Promise<boolean> {
  const { pathname } = request.nextUrl
  if (!pathname.startsWith('/en-au/') || (request.method !== 'GET' && request.method !== 'HEAD')) return false
  if (process.env.SITE_TEST_HOOKS === '1' && pathname.startsWith('/en-au/__test/')) return false
  // An editor's preview (Next's draft mode, turned on by /api/preview): drafts are on no list; the route
  // decides, and it shows them only when Next accepts the signed draft-mode cookie.
  if (request.cookies.has('__prerender_bypass')) return false
  const index = await siteIndex()
  return index !== undefined && !isKnownPath(index, pathname)
}

/**
 * Next puts the nonce it finds in the request's CSP header on every script it renders. Pages get the
 * fixed placeholder (so they stay cacheable), which scripts/server.mjs swaps for a fresh nonce per response.
 */
function withNoncePlaceholder(headers: Headers): Headers {
  const placeholder = inlineScriptNonce()
  if (!placeholder) return headers
  const forwarded = new Headers(headers)
  forwarded.set('content-security-policy', `script-src 'nonce-${placeholder}'`)
  return forwarded
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/**
 * A multipart POST whose body cannot be read (cut short, no closing boundary). Next takes any multipart
 * POST to a page for a possible server action and Payload reads its API's forms itself; both answer a
 * broken body with a 500. Checked on a copy of the body, so the route still reads the original; large
 * bodies (uploads) are left to the endpoints that take them, which check their own.
 */
const MULTIPART_CHECK_MAX_BYTES = 256 * 1024

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

/** The back office, the APIs and files have no URL-shape rules and no 404 page of the site's. */
const isPagePath = (pathname: string) => !/^\/(?:admin|cms-api|api|media|favicon\.ico|robots\.txt|sitemap\.xml)(?:\/|$)/.test(pathname)

/**
 * Redirects on the visitor's own host (the Host header, not Next's idea of its hostname). A plain URL,
 * not a NextURL, which would drop the slash of `/en-au/`.
 */
function redirectTo(request: NextRequest, pathname: string) {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? request.nextUrl.host
  const protocol = request.headers.get('x-forwarded-proto') ?? request.nextUrl.protocol.replace(':', '')
  return NextResponse.redirect(new URL(pathname + request.nextUrl.search, `${protocol}://${host}`), 308)
}

export const config = {
  // Every request but Next's own assets: pages get the URL-shape rules and the 404 decision; everything
  // else only the check of its percent-encoding.
  matcher: ['/((?!_next/).*)'],
}
