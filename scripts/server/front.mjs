/**
 * The front of every request, before Next's handler (scripts/server.mjs): the URL's shape and the 404
 * decision, in plain Node. It was Next's proxy (src/proxy.ts), but a proxy on a page's path costs the
 * framework's middleware machinery on every request, cached pages included (a copy of the request, its
 * headers serialised and read back): about a fifth of a cached page's serving time here.
 *
 * - A malformed percent-encoding (`/cms-api/users/%`) names nothing: 400 before any route tries to decode
 *   it (Next's routes and Payload's API would answer 500). So does a CMS API query whose paging is not a
 *   whole number in range or whose `where` is not of the shape Payload documents (`cmsQueryProblem`), in
 *   Payload's error shape, and a CMS API path naming an object's own members (`/cms-api/constructor`) is a 404.
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

import * as qs from 'qs-esm'

import { backOfficeOrigins } from '../../src/shared/routing/siteOrigins.mjs'
import {
  contentChangeCount,
  DRAFT_MODE_COOKIE,
  placeholderRequestPolicy,
  REQUEST_POLICY_HEADER,
  SITE_PATHS_PATH,
  TEST_PAGES_PREFIX,
} from '../../src/shared/serverContract.mjs'
import { MAX_REQUEST_BODY_BYTES } from './limits.mjs'

const NOT_FOUND_PATH = '/_site-404'
const INDEXING_VARIANTS = new Set(['index', 'noindex'])
const MAX_AGE_MS = 60_000
/** The back office, the APIs and files have no URL-shape rules and no 404 page of the site's. */
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

/** A 308 on the visitor's own host (the Host header, or the balancer's X-Forwarded-Host). */
function redirect(req, res, pathname, search) {
  const host = String(req.headers['x-forwarded-host'] ?? req.headers.host ?? 'localhost')
    .split(',')[0]
    .trim()
  const forwardedProto = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim()
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

/**
 * The CMS API's query, read as Payload reads it (qs-esm with Payload's options), checked before Payload
 * sees it: Payload hands paging, depth and each `where` comparison to the database as they come, and a
 * value of the wrong shape fails there with a 500 (a `limit` of `1e309`, a `limit` or an `equals` given
 * twice, which qs makes a list, an operator nested under another, a `where` of invalid JSON). A query
 * of the shape Payload documents passes untouched. Each range is wider than the back office ever asks.
 */
const CMS_QUERY_RANGES = { limit: 10_000, page: 1_000_000, depth: 10 }
const QS_OPTIONS = { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true }
const NUMBER_LIKE = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i
/** Payload's query operators (payload/dist/types/constants.js): those that take a list, and those that take one value. */
const LIST_OPERATORS = new Set(['in', 'not_in', 'all', 'near'])
/** Geometry (GeoJSON) for point fields: any shape, Payload reads it itself. */
const GEOMETRY_OPERATORS = new Set(['within', 'intersects'])
const VALUE_OPERATORS = new Set([
  'equals',
  'not_equals',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
])
const NUMERIC_OPERATORS = new Set(['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value)

/** What is wrong with one `where` clause (a field's comparisons, or `and`/`or` lists), or undefined. */
function whereProblem(where, at) {
  if (!isRecord(where)) return `${at} must be a set of conditions.`
  for (const [key, value] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      const clauses = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : null
      if (!clauses) return `${at}[${key}] must be a list of conditions.`
      for (const [index, clause] of clauses.entries()) {
        const problem = whereProblem(clause, `${at}[${key}][${index}]`)
        if (problem) return problem
      }
      continue
    }
    if (!isRecord(value)) return `${at}[${key}] needs an operator, such as [equals].`
    for (const [operator, operand] of Object.entries(value)) {
      const path = `${at}[${key}][${operator}]`
      if (GEOMETRY_OPERATORS.has(operator)) continue
      if (LIST_OPERATORS.has(operator)) {
        if (!(typeof operand === 'string' || (Array.isArray(operand) && operand.every((item) => typeof item === 'string'))))
          return `${path} must be a value or a list of values.`
      } else if (VALUE_OPERATORS.has(operator)) {
        if (typeof operand !== 'string') return `${path} must be given once, as one value.`
        if ((NUMERIC_OPERATORS.has(operator) || key === 'id') && NUMBER_LIKE.test(operand.trim()) && !Number.isFinite(Number(operand)))
          return `${path} holds a number too large to use.`
      } else return `${path}: ${operator} is not an operator.`
    }
  }
  return undefined
}

export function cmsQueryProblem(search) {
  let query
  try {
    query = qs.parse(search, QS_OPTIONS)
  } catch {
    return 'the query is not readable.'
  }
  for (const [key, max] of Object.entries(CMS_QUERY_RANGES)) {
    if (!(key in query)) continue
    const value = query[key]
    if (!(typeof value === 'string' && /^\d{1,7}$/.test(value) && Number(value) <= max)) return `${key} must be given once, as a whole number from 0 to ${max}.`
  }
  for (const key of ['where', 'data']) {
    if (typeof query[key] !== 'string' || query[key].length === 0) continue
    try {
      if (!isRecord(JSON.parse(query[key]))) return `${key} must be a JSON object.`
    } catch {
      return `${key} is not valid JSON.`
    }
  }
  return 'where' in query && typeof query.where !== 'string' ? whereProblem(query.where, 'where') : undefined
}

/**
 * Payload looks a collection or document up by the path's segment in plain objects: a segment named like
 * an object's own machinery (`constructor`, `__proto__`) finds a function there, and the API answers 500.
 */
const OBJECT_MEMBERS = new Set(Object.getOwnPropertyNames(Object.prototype))
const namesObjectMember = (pathname) => pathname.split('/').some((segment) => OBJECT_MEMBERS.has(segment))

/**
 * A change to the back office from a signed-in editor's browser at another address of the site (its
 * session cookie, an Origin that is not the site's): Payload's CSRF check would refuse it with a bare
 * 'You are not allowed to perform this action.'; this says which address to use instead.
 */
const CHANGES = new Set(['POST', 'PATCH', 'PUT', 'DELETE'])
function isForeignBackOfficeChange(req, pathname, acceptedOrigins) {
  if (!CHANGES.has(req.method ?? '') || !(pathname.startsWith('/cms-api/') || pathname === '/admin' || pathname.startsWith('/admin/'))) return false
  const origin = req.headers.origin
  if (typeof origin !== 'string' || origin === '' || origin === 'null' || acceptedOrigins.has(origin)) return false
  return /(?:^|;\s*)payload-token=/.test(String(req.headers.cookie ?? '')) && !req.headers.authorization
}

function foreignOrigin(res, siteUrl, origin) {
  res.statusCode = 403
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  const admin = new URL('/admin', siteUrl).href
  res.end(
    JSON.stringify({
      errors: [{ message: `Changes are saved only from the site's own address: open the back office at ${admin} (this page is at ${origin}).` }],
    }),
  )
}

function cmsNotFound(res, pathname) {
  res.statusCode = 404
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.end(JSON.stringify({ message: `Route not found "${pathname}"` }))
}

function cmsBadRequest(res, message) {
  res.statusCode = 400
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.end(JSON.stringify({ errors: [{ message: `Bad request: ${message}` }] }))
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
/**
 * @param {{ placeholder: string, siteIndex: ReturnType<typeof createSiteIndex>, testHooks?: boolean, siteUrl?: string }} options
 */
export function createFront({ placeholder, siteIndex, testHooks = false, siteUrl = undefined }) {
  const acceptedOrigins = siteUrl ? new Set(backOfficeOrigins(siteUrl)) : null
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
    if (acceptedOrigins && isForeignBackOfficeChange(req, pathname, acceptedOrigins)) {
      foreignOrigin(res, siteUrl, String(req.headers.origin))
      return true
    }
    if (pathname.startsWith('/cms-api/') && namesObjectMember(pathname)) {
      cmsNotFound(res, pathname)
      return true
    }
    if (search.length > 1 && pathname.startsWith('/cms-api/')) {
      const problem = cmsQueryProblem(search)
      if (problem) {
        cmsBadRequest(res, problem)
        return true
      }
    }
    req.headers[REQUEST_POLICY_HEADER] = placeholderRequestPolicy(placeholder)
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
