import { type NextRequest, NextResponse } from 'next/server'

/**
 * URL shape of the URL contract: the locale home is `/en-au/` (with its slash), every other page has
 * no trailing slash. Next's own trailing-slash redirect is off (next.config.ts) so both hold.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (pathname === '/en-au') return redirectTo(request, '/en-au/')
  if (pathname.length > 1 && pathname.endsWith('/') && pathname !== '/en-au/') {
    return redirectTo(request, pathname.replace(/\/+$/, '') || '/')
  }
  return NextResponse.next()
}

function redirectTo(request: NextRequest, pathname: string) {
  const url = request.nextUrl.clone()
  url.pathname = pathname
  return NextResponse.redirect(url, 308)
}

export const config = {
  // Pages only: not the back office, Payload's API, static files or Next's assets.
  matcher: ['/((?!admin|cms-api|api|_next|media|favicon.ico|robots.txt|sitemap.xml).*)'],
}
