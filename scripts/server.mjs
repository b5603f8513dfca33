#!/usr/bin/env node
/**
 * The site's HTTP server: Next.js's request handler behind a thin layer that adds the security headers
 * and a per-request Content-Security-Policy nonce while cached pages stay cached, then compresses.
 *
 * Why not `next start`: a nonce must be new for every response, but a cached page's HTML is rendered
 * once. Next renders every page with a fixed placeholder nonce (the front puts it in the request's CSP header;
 * our own inline scripts read it from CSP_NONCE_PLACEHOLDER), and this layer swaps the placeholder for a
 * fresh random nonce in each HTML/RSC response as it streams out, and sends the matching header. The
 * placeholder is derived from PAYLOAD_SECRET (or the generated key in DATA_DIR), so it is not guessable
 * from outside and is the same on every instance sharing a page cache. Nonce and placeholder have the same
 * length, so Content-Length stays right.
 *
 * Before Next, the front (scripts/server/front.mjs) checks the URL's shape and sends unknown addresses to
 * the 404 page; after it, public HTML is reshaped to paint before it hydrates (scripts/server/firstPaint.mjs).
 *
 * Every name this server shares with the app (what it sets in the environment before Next starts, the
 * headers it sets on each request, the app's paths it calls) is in src/shared/serverContract.mjs; the app
 * refuses a production start without this server (src/instrumentation.ts).
 *
 * Usage: node scripts/server.mjs   (PORT, HOSTNAME, NEXT_DIST_DIR, SITE_URL from the environment)
 */
import { createHmac, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { constants as zlibConstants } from 'node:zlib'

import compression from 'compression'
import next from 'next'
import onHeaders from 'on-headers'

import { createAdmission } from './server/admission.mjs'
import { paintFirstAsItStreams } from './server/firstPaint.mjs'
import { createFront, createSiteIndex, hasDraftCookie } from './server/front.mjs'
import { startJobQueueClock } from './server/jobQueue.mjs'
import { createMediaCache } from './server/mediaCache.mjs'
import { createStaticAssets, STATIC_PREFIX } from './server/staticAssets.mjs'
import { ensureKeyspaceEvents } from './server/sharedCache.mjs'
import { CLIENT_ADDRESS_HEADER, INTERNAL_ORIGIN_ENV, NONCE_PLACEHOLDER_ENV, SERVER_KEY_ENV, SERVER_KEY_HEADER } from '../src/shared/serverContract.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOSTNAME || undefined
const siteUrl = process.env.SITE_URL?.trim() || 'http://localhost:3000'

function sessionSecret() {
  if (process.env.PAYLOAD_SECRET?.trim()) return process.env.PAYLOAD_SECRET.trim()
  try {
    return fs.readFileSync(path.resolve(root, process.env.DATA_DIR?.trim() || 'data', '.payload-secret'), 'utf8').trim()
  } catch {
    return randomBytes(32).toString('hex')
  }
}

const NONCE_BYTES = 16 // 22 characters of base64url, like the placeholder
const placeholder = createHmac('sha256', sessionSecret()).update('csp-nonce-placeholder').digest('base64url').slice(0, 22)
process.env[NONCE_PLACEHOLDER_ENV] = placeholder
const placeholderBytes = Buffer.from(placeholder)

/** The policy of a response: scripts only with this response's nonce (and what they load). */
export function contentSecurityPolicy(nonce, { backOffice }) {
  return [
    "default-src 'self'",
    // 'strict-dynamic': scripts the nonced ones load (Next's chunks, the tag manager) may run; no inline
    // script without the nonce. 'unsafe-eval' is not allowed anywhere.
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:" + (process.env.GTM_ID ? ' https://www.googletagmanager.com https://www.google-analytics.com' : ''),
    "font-src 'self' data:",
    "connect-src 'self'" +
      (process.env.ALGOLIA_APP_ID ? ' https://*.algolia.net https://*.algolianet.com' : '') +
      (process.env.GTM_ID ? ' https://www.google-analytics.com https://*.google-analytics.com' : ''),
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${backOffice ? "'self'" : "'none'"}`,
    ...(siteUrl.startsWith('https://') ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

const isBackOffice = (pathname) => pathname === '/admin' || pathname.startsWith('/admin/')

function securityHeaders(req, res, nonce, pathname) {
  // The back office, and a page in an editor's preview, may be framed by the site itself; nothing else.
  const backOffice = isBackOffice(pathname) || hasDraftCookie(req)
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, { backOffice }))
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()')
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
  res.setHeader('X-Frame-Options', backOffice ? 'SAMEORIGIN' : 'DENY')
  if (siteUrl.startsWith('https://')) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
}

/** Swaps the placeholder for the nonce in text responses, holding back a possible partial match. */
function replaceNonceAsItStreams(res, nonce) {
  const nonceBytes = Buffer.from(nonce)
  const write = res.write.bind(res)
  const end = res.end.bind(res)
  let carry = Buffer.alloc(0)
  let active
  const isText = () => {
    if (active === undefined) active = /^(text\/html|text\/x-component)/.test(String(res.getHeader('content-type') ?? ''))
    return active
  }
  const swap = (chunk, encoding) => {
    let buffer = Buffer.concat([carry, Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')])
    for (let at = buffer.indexOf(placeholderBytes); at !== -1; at = buffer.indexOf(placeholderBytes, at + nonceBytes.length)) nonceBytes.copy(buffer, at)
    const keep = Math.min(placeholderBytes.length - 1, buffer.length)
    carry = Buffer.from(buffer.subarray(buffer.length - keep))
    return buffer.subarray(0, buffer.length - keep)
  }
  res.write = (chunk, encoding, callback) => {
    if (!isText() || chunk == null || chunk.length === 0) return write(chunk, encoding, callback)
    return write(swap(chunk, encoding), typeof encoding === 'function' ? encoding : callback)
  }
  res.end = (chunk, encoding, callback) => {
    if (typeof chunk === 'function') return end(isText() && carry.length ? carry : undefined, chunk)
    if (!isText()) return end(chunk, encoding, callback)
    const last = chunk == null ? swap(Buffer.alloc(0)) : swap(chunk, encoding)
    const rest = Buffer.concat([last, carry])
    carry = Buffer.alloc(0)
    return end(rest, typeof encoding === 'function' ? encoding : callback)
  }
}

/**
 * The build's stylesheets as latin1 text (scripts/server/firstPaint.mjs inlines them), read once per
 * process: they never change within a build. Undefined keeps a stylesheet's link as it is.
 */
const distDir = path.resolve(root, process.env.NEXT_DIST_DIR || '.next')
const stylesheets = new Map()

function stylesheetText(href) {
  if (!stylesheets.has(href)) {
    let text
    try {
      text = fs
        .readFileSync(path.join(distDir, 'static', href.slice(STATIC_PREFIX.length)))
        .toString('latin1')
        .replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '')
    } catch {
      text = undefined // not in this build
    }
    stylesheets.set(href, text !== undefined && !text.includes('</') ? text : undefined)
  }
  return stylesheets.get(href)
}

// The site asks itself for its list of addresses (the front's 404 decision) on the loopback interface.
const loopbackHost = !hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname.includes(':') ? `[${hostname}]` : hostname
// The app asks itself too (another instance's change, revalidated here: src/cms/crossInstance.ts).
const internalOrigin = `http://${loopbackHost}:${port}`
process.env[INTERNAL_ORIGIN_ENV] = internalOrigin

/**
 * This process's proof that a request passed through this server: the app trusts `x-client-address` only
 * beside it (src/shared/forms/clientAddress.ts), so a visitor who sends that header to an app run without
 * this server (`next start`) cannot choose the address its rate limits count. Set before Next starts:
 * the app refuses a production start without it (src/instrumentation.ts, src/shared/serverContract.mjs).
 */
const serverKey = randomBytes(16).toString('base64url')
process.env[SERVER_KEY_ENV] = serverKey
// The shared page cache in Redis needs keyspace events (scripts/server/sharedCache.mjs).
if (process.env.REDIS_URL?.trim()) {
  try {
    await ensureKeyspaceEvents(process.env.REDIS_URL.trim())
  } catch (error) {
    console.error(`✖ ${error.message}`)
    process.exit(1)
  }
}

const app = next({ dev: false, dir: root, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()
// Brotli for browsers that take it, at quality 5 (the library's default is 4): smaller pages than quality 4
// and than gzip for little more CPU per page, where quality 9 and above cost many times more. A page of up
// to ~13.5 KB compressed arrives in the first round trip of a new connection (TCP's initial window of 10
// segments, with the headers).
const compress = compression({ threshold: 1024, brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } } })

const PRIVATE = /\b(?:private|no-store)\b/

/**
 * Headers that would undo the nonce or cost a round trip, changed just before the response starts:
 * - an ETag on HTML (every response differs by its nonce, and a 304 would pair an old page with a new
 *   policy), together with the request's conditional headers, so Next never answers 304 to a page;
 * - a Cache-Control that lets a shared cache keep a page (Next's `s-maxage` on prerendered pages, or none
 *   at all), which becomes `private, no-cache`: the nonce must be new in every response (docs/DEPLOYMENT.md);
 * - Payload's client hints (`Critical-CH` makes Chrome request a page twice on a first visit) outside the
 *   back office, whose colour scheme is all they serve.
 */
function tidyHeaders(req, res, pathname, backOffice) {
  if (!pathname.startsWith(STATIC_PREFIX)) {
    delete req.headers['if-none-match']
    delete req.headers['if-modified-since']
  }
  onHeaders(res, () => {
    if (/^(text\/html|text\/x-component)/.test(String(res.getHeader('content-type') ?? ''))) {
      res.removeHeader('ETag')
      // A shared cache (a CDN) would hand one response's nonce to every visitor for as long as it keeps
      // it: pages are cached behind this layer (Next's page cache, shared through Redis), never in front.
      // Without a header a shared cache may still keep a page by its own heuristics.
      if (!PRIVATE.test(String(res.getHeader('cache-control') ?? ''))) res.setHeader('Cache-Control', 'private, no-cache')
    }
    if (!backOffice) {
      res.removeHeader('Accept-CH')
      res.removeHeader('Critical-CH')
    }
  })
}

const LOOPBACK_PEER = /^(?:::1|127\.|::ffff:127\.)/
/** Proxies we accept X-Forwarded-For from: a load balancer on this machine or a private network. */
const TRUSTED_PEER = /^(?:::1|127\.|::ffff:127\.|10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.|::ffff:(?:10\.|192\.168\.))/

/**
 * The visitor's address for rate limits, in a header a visitor cannot set: the socket's peer, or the
 * right-most X-Forwarded-For entry when the peer is a trusted proxy (the entry that proxy added).
 */
function setClientAddress(req) {
  const peer = req.socket.remoteAddress ?? ''
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  req.headers[CLIENT_ADDRESS_HEADER] = TRUSTED_PEER.test(peer) && forwarded.length ? forwarded.at(-1) : peer
  req.headers[SERVER_KEY_HEADER] = serverKey
}

const front = createFront({
  placeholder,
  siteIndex: createSiteIndex(internalOrigin),
  testHooks: process.env.SITE_TEST_HOOKS === '1',
  siteUrl,
})

// Uploaded images from memory for a minute after Payload first served them (scripts/server/mediaCache.mjs).
const mediaCache = createMediaCache()
// The build's scripts and stylesheets compressed once, from memory (scripts/server/staticAssets.mjs).
const staticAssets = createStaticAssets({ staticDir: path.join(distDir, 'static') })

// Fair service under a crowd: at most SERVER_MAX_ACTIVE requests inside Next at once, the rest in arrival
// order, and 503 at once past SERVER_MAX_WAIT_MS of expected waiting (scripts/server/admission.mjs).
const positive = (value, fallback) => (Number.isInteger(Number(value)) && Number(value) > 0 ? Number(value) : fallback)
const admission = createAdmission({
  maxActive: positive(process.env.SERVER_MAX_ACTIVE, 16),
  maxWaitMs: positive(process.env.SERVER_MAX_WAIT_MS, 4000),
  // The site asking itself (its list of addresses, another instance's revalidation: SITE_INTERNAL_ORIGIN)
  // comes from loopback with no proxy in between.
  isInternal: (req) => LOOPBACK_PEER.test(req.socket.remoteAddress ?? '') && req.headers['x-forwarded-for'] === undefined,
})

const server = http.createServer(async (req, res) => {
  setClientAddress(req)
  const nonce = randomBytes(NONCE_BYTES).toString('base64url')
  const pathname = (req.url ?? '/').split('?')[0]
  securityHeaders(req, res, nonce, pathname)
  try {
    if (await front(req, res)) return
  } catch (error) {
    console.error('request failed:', error?.message ?? error)
    res.statusCode = 500
    res.end()
    return
  }
  tidyHeaders(req, res, pathname, isBackOffice(pathname))
  if (staticAssets.serve(req, res)) return
  compress(req, res, () => {
    if (mediaCache.serve(req, res)) return
    admission.admit(req, res, () => {
      mediaCache.record(req, res)
      replaceNonceAsItStreams(res, nonce)
      // Public pages paint before they hydrate (scripts/server/firstPaint.mjs); the back office is left as it is.
      if (!isBackOffice(pathname)) paintFirstAsItStreams(res, { stylesheetText, nonce: placeholder, onHeaders })
      handle(req, res).catch((error) => {
        console.error('request failed:', error?.message ?? error)
        if (!res.headersSent) res.statusCode = 500
        res.end()
      })
    })
  })
})
server.keepAliveTimeout = 65_000
server.listen(port, hostname, () => console.log(`Serving http://${hostname ?? 'localhost'}:${port}/en-au/`))
// The job queue (emails, forwarding, scheduled publishing) runs as the app's own request every 5 s.
startJobQueueClock({ origin: internalOrigin, secret: sessionSecret })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)))
