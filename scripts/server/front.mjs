/**
 * The front of every request, before Next's handler (scripts/server.mjs): the URL's shape and the 404
 * decision, in plain Node. It was Next's proxy (src/proxy.ts), but a proxy on a page's path costs the
 * framework's middleware machinery on every request, cached pages included (a copy of the request, its
 * headers serialised and read back): about a fifth of a cached page's serving time here.
 *
 * - A malformed percent-encoding (`/cms-api/users/%`) names nothing: 400 before any route tries to decode
 *   it (Next's routes and Payload's API would answer 500).
 * - Next puts the nonce it finds in the request's CSP header on every script it renders: every request
 *   gets the fixed placeholder (pages stay cacheable; the server swaps in a fresh nonce per response),
 *   whatever the visitor sent in that header.
 * - Pages: the locale home is `/en-au/` (with its slash), other pages have none (308, on the visitor's own
 *   host); the hidden indexing segment (`/index/…`, `/noindex/…`, added by next.config.ts's rewrites) is not
 *   a public address and redirects to the page's.
 * - An address under /en-au/ that no published content defines is sent to a path no route matches, so Next
 *   renders the global not-found page on the server (shell, title, search box, links); a route's own
 *   `notFound()` would be an empty document until scripts run (vercel/next.js#98954). The list of addresses
 *   comes from the running site itself (`/api/site-paths`, public), loaded again after a content change in
 *   this process or after a minute (changes made through another instance); an address not on the list is
 *   checked against a fresh one before it gets a 404, so a page published a moment ago is found at once.
 */

import { MAX_REQUEST_BODY_BYTES } from './limits.mjs'

const NOT_FOUND_PATH = '/_site-404'
const INDEXING_VARIANTS = new Set(['index', 'noindex'])
const MAX_AGE_MS = 60_000
/** The back office, the APIs and files have no URL-shape rules and no 404 page of the site's. */
const NOT_A_PAGE = /^\/(?:admin|cms-api|api|media|favicon\.ico|robots\.txt|sitemap\.xml)(?:\/|$)/
const CONTENT_CHANGES = Symbol.for('ashford.contentChanges') // src/shared/contentChanges.ts

const contentChangeCount = () => globalThis[CONTENT_CHANGES] ?? 0

function isDecodable(pathname) {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/** Whether the request carries Next's draft-mode cookie (an editor's preview: drafts are on no list). */
const hasDraftCookie = (req) => /(?:^|;\s*)__prerender_bypass=/.test(String(req.headers.cookie ?? ''))

/** The site's addresses, loaded from `${origin}/api/site-paths`; concurrent requests share one load. */
export function createSiteIndex(origin, { fetchPaths = defaultFetchPaths, now = Date.now } = {}) {
  let current
  let loading
  const load = (force) => {
    const fresh = current && current.builtAt === contentChangeCount() && now() - current.loadedAt < MAX_AGE_MS
    if (fresh && !force) return Promise.resolve(current)
    loading ??= (async () => {
      const builtAt = contentChangeCount()
      try {
        const lists = await fetchPaths(origin)
        current = { paths: new Set(Object.values(lists).flat()), builtAt, loadedAt: now() }
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
  }
}

async function defaultFetchPaths(origin) {
  const response = await fetch(new URL('/api/site-paths', origin), { cache: 'no-store', signal: AbortSignal.timeout(5000) })
  if (!response.ok) throw new Error(`status ${response.status}`)
  return response.json()
}

/** A 308 on the visitor's own host (the Host header, or the balancer's X-Forwarded-Host). */
function redirect(req, res, pathname, search) {
  const host = String(req.headers['x-forwarded-host'] ?? req.headers.host ?? 'localhost').split(',')[0].trim()
  const forwardedProto = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0].trim()
  const protocol = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : req.socket?.encrypted ? 'https' : 'http'
  let location
  try {
    const base = new URL(`${protocol}://${host}`)
    if (base.pathname !== '/' || base.username || base.password) throw new Error('not a host')
    // Appended, not resolved: a path of `//other.host` must stay a path on this host.
    location = base.origin + pathname + search
  } catch {
    badRequest(res, 'the Host header is not a host name.')
    return
  }
  res.statusCode = 308
  res.setHeader('Location', location)
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.end(`Redirecting to ${pathname}\n`)
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
 * (it may have rewritten `req.url` to the 404 path and set the request's CSP header).
 */
export function createFront({ placeholder, siteIndex, testHooks = false }) {
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
    req.headers['content-security-policy'] = `script-src 'nonce-${placeholder}'`
    if (NOT_A_PAGE.test(pathname)) return false

    const first = pathname.split('/')[1] ?? ''
    if (INDEXING_VARIANTS.has(first)) {
      redirect(req, res, pathname.slice(first.length + 1) || '/', search)
      return true
    }
    if (pathname === '/en-au') {
      redirect(req, res, '/en-au/', search)
      return true
    }
    if (pathname.length > 1 && pathname.endsWith('/') && pathname !== '/en-au/') {
      redirect(req, res, pathname.replace(/\/+$/, '') || '/', search)
      return true
    }
    if (!pathname.startsWith('/en-au/') || (req.method !== 'GET' && req.method !== 'HEAD')) return false
    if (testHooks && pathname.startsWith('/en-au/__test/')) return false
    if (hasDraftCookie(req)) return false
    if ((await siteIndex.has(pathname)) === false) req.url = NOT_FOUND_PATH
    return false
  }
}
