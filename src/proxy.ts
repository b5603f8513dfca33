import { type NextRequest, NextResponse } from 'next/server'

import { indexingVariants } from '@/shared/routing/indexing'
import { isKnownPath } from '@/shared/routing/sitePaths'

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
  const first = pathname.split('/')[1] ?? ''
  if ((indexingVariants as readonly string[]).includes(first)) return redirectTo(request, pathname.slice(first.length + 1) || '/')
  if (pathname === '/en-au') return redirectTo(request, '/en-au/')
  if (pathname.length > 1 && pathname.endsWith('/') && pathname !== '/en-au/') {
    return redirectTo(request, pathname.replace(/\/+$/, '') || '/')
  }
  if (await isMissingPage(request)) return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url))
  return NextResponse.next()
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
  const index = await siteIndex()
  return index !== undefined && !isKnownPath(index, pathname)
}

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
  // Pages only: not the back office, Payload's API, the site's APIs, static files or Next's assets.
  matcher: ['/((?!admin|cms-api|api|_next|media|favicon.ico|robots.txt|sitemap.xml).*)'],
}
