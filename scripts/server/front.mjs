/**
 * The front of every request, before Next's handler (scripts/server.mjs): the URL's shape and the 404
 * decision, in plain Node, because a proxy (src/proxy.ts) on every page's path would cost every cached page
 * the framework's middleware machinery.
 *
 * - A malformed percent-encoding (`/cms-api/users/%`) names nothing: 400 before any route tries to decode it.
 * - A body larger than any upload the site takes: 413 before a byte of it is read.
 * - The back office opened at another loopback name of the site (127.0.0.1 when SITE_URL says localhost): a
 *   307 to the same address on SITE_URL, where Payload's calls, images and links (built on SITE_URL) load.
 *   Not Next's: its URL names every loopback host `localhost`, so its redirect would point at itself.
 * - Pages: the locale home is `/en-au/` (with its slash; `/` leads there), other pages have none; the hidden
 *   indexing segment (`/index/…`, `/noindex/…`, added by next.config.ts's rewrites) is not a public address.
 *   Each is a 308 to the address on SITE_URL (never on a Host header a visitor sends), cacheable for a day.
 * - An address under /en-au/ that no published content defines is sent to a path no route matches, so Next
 *   renders the global not-found page on the server with its 404 status (shell, title, search box, links).
 *   The list of addresses comes from the running site itself (`/api/site-paths`, public), loaded again
 *   after a content change in this process or after a minute (changes made through another instance); an
 *   address not on the list is checked against a fresh one before it gets a 404, so a page published a
 *   moment ago is found at once. An editor's redirect (Site → Redirects) for an address with no page is
 *   applied first.
 */

import { contentChangeCount, DRAFT_MODE_COOKIE, SITE_PATHS_PATH, TEST_PAGES_PREFIX } from '../../src/shared/serverContract.mjs'
import { backOfficeOrigins } from '../../src/shared/routing/siteOrigins.mjs'
import { MAX_REQUEST_BODY_BYTES } from './limits.mjs'

const NOT_FOUND_PATH = '/_site-404'
const INDEXING_VARIANTS = new Set(['index', 'noindex'])
const MAX_AGE_MS = 60_000
/** The back office, the APIs and files have no URL-shape rules and no 404 page of the site's. */
const BACK_OFFICE = /^\/admin(?:\/|$)/
const NOT_A_PAGE = /^\/(?:admin|cms-api|api|media|favicon\.ico|robots\.txt|sitemap\.xml)(?:\/|$)/

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

/** The site's addresses, loaded from `${origin}${SITE_PATHS_PATH}`; concurrent requests share one load. */
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
        current = {
          paths: new Set(Object.values(lists).flat()),
          redirects: new Map(redirects.map((redirect) => [redirect.from, redirect])),
          builtAt,
          loadedAt: now(),
        }
      } catch (error) {
        // Without the list the routes decide (their 404 is then drawn by the browser); keep an older list.
        console.error(`site paths: could not load the list of addresses (${error.message})`)
      }
      return current
    })().finally(() => {
      loading = undefined
    })
    return loading
  }
  return {
    /** true: the site has it; false: it does not (checked against a fresh list); undefined: no list. */
    async has(pathname) {
      const index = await load(false)
      if (!index) return undefined
      if (index.paths.has(pathname)) return true
      // Not on the list: it may have been published a moment ago through another instance.
      if (now() - index.loadedAt > 1000) return (await load(true))?.paths.has(pathname)
      return false
    },
    /** The editors' redirect from this address ({ to, status }), if any, in the list last loaded. */
    redirectFrom(pathname) {
      return current?.redirects.get(pathname)
    },
  }
}

async function defaultFetchPaths(origin) {
  const response = await fetch(new URL(SITE_PATHS_PATH, origin), { cache: 'no-store', signal: AbortSignal.timeout(5000) })
  if (!response.ok) throw new Error(`status ${response.status}`)
  return response.json()
}

const URL_SHAPE_REDIRECT_CACHE = 'public, max-age=86400'

/** A 308 to `pathname` on the site's own origin (SITE_URL). */
function redirect(res, siteOrigin, pathname, search) {
  res.statusCode = 308
  // Appended, not resolved: a path of `//other.host` must stay a path on this site.
  res.setHeader('Location', siteOrigin + pathname + search)
  res.setHeader('Cache-Control', URL_SHAPE_REDIRECT_CACHE)
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.end(`Redirecting to ${pathname}\n`)
}

/** An editor's redirect: to a path of the site (relative: the visitor's own host) or an https address. */
function editorsRedirect(res, { to, status }) {
  res.statusCode = status === 302 ? 302 : 301
  res.setHeader('Location', to)
  res.setHeader('Cache-Control', status === 302 ? 'no-store' : 'public, max-age=300')
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.end(`Moved to ${to}\n`)
}

/** Past the size any upload may have (scripts/server/limits.mjs): refused before a byte of it is read. */
function tooLarge(res, pathname) {
  res.statusCode = 413
  res.setHeader('Connection', 'close')
  if (pathname.startsWith('/cms-api/')) {
    res.setHeader('Content-Type', 'application/json; charset=utf-8')
    res.end(JSON.stringify({ errors: [{ message: 'The file is too large: images can be up to 10 MB.' }] }))
  } else {
    res.setHeader('Content-Type', 'text/plain; charset=utf-8')
    res.end('The request is too large.\n')
  }
}

function badRequest(res, message) {
  res.statusCode = 400
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.end(`Bad request: ${message}\n`)
}

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
    if (pathname.startsWith('/_next/')) return false
    if (!isDecodable(pathname)) {
      badRequest(res, 'malformed percent-encoding in the address.')
      return true
    }
    // (The reviews service answers every request in its provider's envelope, an oversized upload included.)
    if (Number(req.headers['content-length'] ?? 0) > MAX_REQUEST_BODY_BYTES && !pathname.startsWith('/api/reviews/')) {
      tooLarge(res, pathname)
      return true
    }
    if (BACK_OFFICE.test(pathname) && (req.method === 'GET' || req.method === 'HEAD') && otherLoopbackHosts.has(String(req.headers.host))) {
      res.statusCode = 307
      res.setHeader('Location', siteOrigin + pathname + search)
      res.setHeader('Cache-Control', 'no-store')
      res.end()
      return true
    }
    if (NOT_A_PAGE.test(pathname)) return false

    const first = pathname.split('/')[1] ?? ''
    if (INDEXING_VARIANTS.has(first)) {
      redirect(res, siteOrigin, pathname.slice(first.length + 1) || '/', search)
      return true
    }
    if (pathname === '/en-au' || pathname === '/') {
      redirect(res, siteOrigin, '/en-au/', search)
      return true
    }
    if (pathname.length > 1 && pathname.endsWith('/') && pathname !== '/en-au/') {
      redirect(res, siteOrigin, pathname.replace(/\/+$/, '') || '/', search)
      return true
    }
    if (!pathname.startsWith('/en-au/') || (req.method !== 'GET' && req.method !== 'HEAD')) return false
    if (testHooks && pathname.startsWith(TEST_PAGES_PREFIX)) return false
    if ((await siteIndex.has(pathname)) !== false) return false
    // No page here: an editor's redirect (Site → Redirects) is applied before the 404 decision.
    const moved = siteIndex.redirectFrom?.(pathname)
    if (moved) {
      editorsRedirect(res, moved)
      return true
    }
    // An editor's preview may show a draft that no list has.
    if (!hasDraftCookie(req)) req.url = NOT_FOUND_PATH
    return false
  }
}
