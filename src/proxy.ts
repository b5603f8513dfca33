import { type NextRequest, NextResponse } from 'next/server'

import { indexingVariants } from '@/shared/routing/indexing'

/**
 * URL shape of every public request: the locale home is `/en-au/` (with its slash); other pages have
 * none (308). Next's own trailing-slash redirect is off (next.config.ts). The hidden indexing segment
 * (`/index/...`, `/noindex/...`, added by the rewrites in next.config.ts) is not a public URL: asked
 * for directly, it redirects to the page's public address.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const first = pathname.split('/')[1] ?? ''
  if ((indexingVariants as readonly string[]).includes(first)) return redirectTo(request, pathname.slice(first.length + 1) || '/')
  if (pathname === '/en-au') return redirectTo(request, '/en-au/')
  if (pathname.length > 1 && pathname.endsWith('/') && pathname !== '/en-au/') {
    return redirectTo(request, pathname.replace(/\/+$/, '') || '/')
  }
  return NextResponse.next()
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
