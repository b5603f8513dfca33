/**
 * The front of every request, before Next's handler: the URL's shape and the 404 decision, in plain Node,
 * because a proxy (src/proxy.ts) on every page's path would put the middleware machinery in front of every
 * cached page (docs/ARCHITECTURE.md, "The HTTP server"). In order: 400 for a malformed percent-encoding;
 * 413 for a body past the largest upload, before a byte of it is read; the back office at another loopback
 * name of the site 307 to SITE_URL (Next's URL names every loopback host `localhost`, so its redirect would
 * point at itself); 308s to the locale home `/en-au/`, away from trailing slashes and the hidden indexing
 * segment (next.config.ts's rewrites), always on SITE_URL, never on a Host a visitor sends; an editor's
 * redirect where no page is; an unknown address under /en-au/ rewritten to a path no route matches, so
 * Next renders the global not-found page on the server with its 404 status.
 */

import { contentChangeCount, DRAFT_MODE_COOKIE, SITE_PATHS_PATH, TEST_PAGES_PREFIX } from '../../src/shared/serverContract.mjs'
import { backOfficeOrigins } from '../../src/shared/routing/siteOrigins.mjs'
import { MAX_REQUEST_BODY_BYTES } from './limits.mjs'

const NOT_FOUND_PATH = '/_site-404'
const INDEXING_VARIANTS = new Set(['index', 'noindex'])
const MAX_AGE_MS = 60_000
const BACK_OFFICE = /^\/admin(?:\/|$)/
/** The back office, the APIs and files have no URL-shape rules and no 404 page of the site's. */
const NOT_A_PAGE = /^\/(?:admin|cms-api|api|media|favicon\.ico|robots\.txt|sitemap\.xml)(?:\/|$)/
const TEXT = 'text/plain; charset=utf-8'

function isDecodable(pathname) {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/** Whether the request carries Next's draft-mode cookie (an editor's preview: drafts are on no list). */
const DRAFT_COOKIE = new RegExp(`(?:^|;\\s*)${DRAFT_MODE_COOKIE}=`)
export const hasDraftCookie = (req) => DRAFT_COOKIE.test(String(req.headers.cookie ?? ''))

/**
 * The site's addresses and editors' redirects, from `${origin}${SITE_PATHS_PATH}` (public), loaded again
 * after a content change in this process or after a minute (a change through another instance); concurrent
 * requests share one load.
 */
export function createSiteIndex(origin, { fetchPaths = defaultFetchPaths, now = Date.now } = {}) {
  let current
  let loading
  const load = (force) => {
    const fresh = current && current.builtAt === contentChangeCount() && now() - current.loadedAt < MAX_AGE_MS
    if (fresh && !force) return Promise.resolve(current)
    loading ??= (async () => {
      const builtAt = contentChangeCount()
      try {
        const { redirects = [], ...lists } = await fetchPaths(origin)
        const paths = new Set(Object.values(lists).flat())
        current = { paths, redirects: new Map(redirects.map((redirect) => [redirect.from, redirect])), builtAt, loadedAt: now() }
      } catch (error) {
        // Without the list the routes decide (their 404 is then drawn by the browser); keep an older list.
        console.error(`site paths: could not load the list of addresses (${error.message})`)
      }
      return current
    })().finally(() => (loading = undefined))
    return loading
  }
  return {
    /** true: the site has it; false: it does not (checked against a fresh list); undefined: no list. */
    async has(pathname) {
      const index = await load(false)
      if (!index) return undefined
      if (index.paths.has(pathname)) return true
      // Not on the list: it may have been published a moment ago through another instance.
      return now() - index.loadedAt > 1000 ? (await load(true))?.paths.has(pathname) : false
    },
    /** The editors' redirect from this address ({ to, status }), if any, in the list last loaded. */
    redirectFrom: (pathname) => current?.redirects.get(pathname),
  }
}

async function defaultFetchPaths(origin) {
  const response = await fetch(new URL(SITE_PATHS_PATH, origin), { cache: 'no-store', signal: AbortSignal.timeout(5000) })
  if (!response.ok) throw new Error(`status ${response.status}`)
  return response.json()
}

function answer(res, status, headers, body) {
  res.statusCode = status
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  res.end(body)
  return true
}

/** A 308 to `pathname` on the site's own origin, appended, not resolved: a path of `//other.host` stays a path here. */
const redirect = (res, siteOrigin, pathname, search) =>
  answer(res, 308, { Location: siteOrigin + pathname + search, 'Cache-Control': 'public, max-age=86400', 'Content-Type': TEXT }, `Redirecting to ${pathname}\n`)

/** An editor's redirect: to a path of the site (relative: the visitor's own host) or an https address. */
const editorsRedirect = (res, { to, status }) =>
  answer(
    res,
    status === 302 ? 302 : 301,
    { Location: to, 'Cache-Control': status === 302 ? 'no-store' : 'public, max-age=300', 'Content-Type': TEXT },
    `Moved to ${to}\n`,
  )

/** Past the size any upload may have (limits.mjs); the CMS API's clients read Payload's error shape. */
const tooLarge = (res, pathname) =>
  pathname.startsWith('/cms-api/')
    ? answer(
        res,
        413,
        { Connection: 'close', 'Content-Type': 'application/json; charset=utf-8' },
        JSON.stringify({ errors: [{ message: 'The file is too large: images can be up to 10 MB.' }] }),
      )
    : answer(res, 413, { Connection: 'close', 'Content-Type': TEXT }, 'The request is too large.\n')

/**
 * The front as a function of (req, res): true when it answered the request itself, false when Next should
 * (it may have rewritten `req.url` to the 404 path).
 * @param {{ siteIndex: ReturnType<typeof createSiteIndex>, siteUrl: string, testHooks?: boolean }} options
 */
export function createFront({ siteIndex, siteUrl, testHooks = false }) {
  const siteOrigin = new URL(siteUrl).origin
  const otherLoopbackHosts = new Set(
    backOfficeOrigins(siteUrl)
      .filter((origin) => origin !== siteOrigin)
      .map((origin) => new URL(origin).host),
  )
  return async function front(req, res) {
    const url = req.url ?? '/'
    const queryAt = url.indexOf('?')
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt)
    const search = queryAt === -1 ? '' : url.slice(queryAt)
    const reads = req.method === 'GET' || req.method === 'HEAD'
    if (pathname.startsWith('/_next/')) return false
    if (!isDecodable(pathname)) return answer(res, 400, { 'Content-Type': TEXT }, 'Bad request: malformed percent-encoding in the address.\n')
    // (The reviews service answers every request in its provider's envelope, an oversized upload included.)
    if (Number(req.headers['content-length'] ?? 0) > MAX_REQUEST_BODY_BYTES && !pathname.startsWith('/api/reviews/')) return tooLarge(res, pathname)
    if (BACK_OFFICE.test(pathname) && reads && otherLoopbackHosts.has(String(req.headers.host))) {
      return answer(res, 307, { Location: siteOrigin + pathname + search, 'Cache-Control': 'no-store' })
    }
    if (NOT_A_PAGE.test(pathname)) return false

    const first = pathname.split('/')[1] ?? ''
    if (INDEXING_VARIANTS.has(first)) return redirect(res, siteOrigin, pathname.slice(first.length + 1) || '/', search)
    if (pathname === '/en-au' || pathname === '/') return redirect(res, siteOrigin, '/en-au/', search)
    if (pathname.length > 1 && pathname.endsWith('/') && pathname !== '/en-au/') return redirect(res, siteOrigin, pathname.replace(/\/+$/, '') || '/', search)
    if (!pathname.startsWith('/en-au/') || !reads || (testHooks && pathname.startsWith(TEST_PAGES_PREFIX))) return false
    if ((await siteIndex.has(pathname)) !== false) return false
    // No page here: an editor's redirect (Site → Redirects) is applied before the 404 decision.
    const moved = siteIndex.redirectFrom?.(pathname)
    if (moved) return editorsRedirect(res, moved)
    // An editor's preview may show a draft that no list has.
    if (!hasDraftCookie(req)) req.url = NOT_FOUND_PATH
    return false
  }
}
