#!/usr/bin/env node
/**
 * The site's HTTP server: Next's request handler with only what Next cannot do itself, one module of
 * scripts/server/ per step, in this order (docs/ARCHITECTURE.md, "The HTTP server", says why each is here):
 * 1. clientAddress: forwarded headers believed from TRUSTED_PROXIES and loopback only;
 * 2. front: URL shape (400, 413, 308 on SITE_URL) and the 404 decision;
 * 3. compression, installed before 4. nonce, so the nonce's swap wraps `res.write` last and sees plain text
 *    (the other way round it would see compressed bytes and every page's scripts would be refused);
 * 5. admission: a bounded number inside Next at once, the rest in arrival order, 503 at once past the bound.
 * tests/browser/security.spec.ts pins the order against the production build.
 *
 * Usage: node scripts/server.mjs   (PORT, HOSTNAME, NEXT_DIST_DIR, SITE_URL, TRUSTED_PROXIES from the environment)
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { constants as zlibConstants } from 'node:zlib'

import compression from 'compression'
import next from 'next'

import { createAdmission } from './server/admission.mjs'
import { settleClientAddress, trustedPeers } from './server/clientAddress.mjs'
import { createFront, createSiteIndex, hasDraftCookie } from './server/front.mjs'
import { closeAll, listenShared } from './server/listen.mjs'
import { noncePlaceholder, withFreshNonce } from './server/nonce.mjs'
import { contentSecurityPolicy } from '../src/shared/security/contentSecurityPolicy.mjs'
import { CLIENT_ADDRESS_HEADER, INTERNAL_ORIGIN_ENV, NONCE_PLACEHOLDER_ENV, SERVER_KEY_ENV, SERVER_KEY_HEADER } from '../src/shared/serverContract.mjs'

// Fewer starts per turn of the loop than the sockets accept, so a crowd's new connections reach the
// admission queue, whose order and bound are fair, rather than wait in the kernel's.
const LISTENING_SOCKETS = 8
const STARTS_PER_TURN = 4
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOSTNAME || undefined
// SITE_URL's default follows the port (src/shared/settings.ts says the same for the app).
process.env.SITE_URL = process.env.SITE_URL?.trim() || `http://localhost:${port}`
const siteUrl = process.env.SITE_URL

function sessionSecret() {
  if (process.env.PAYLOAD_SECRET?.trim()) return process.env.PAYLOAD_SECRET.trim()
  try {
    return fs.readFileSync(path.resolve(root, process.env.DATA_DIR?.trim() || 'data', '.payload-secret'), 'utf8').trim()
  } catch {
    return randomBytes(32).toString('hex')
  }
}

const placeholder = noncePlaceholder(sessionSecret())
process.env[NONCE_PLACEHOLDER_ENV] = placeholder
// The app believes the client address header only beside this process's key (src/shared/forms/clientAddress.ts).
const serverKey = randomBytes(16).toString('base64url')
process.env[SERVER_KEY_ENV] = serverKey
// The site asks itself (its list of addresses, the job queue, another instance's change) on loopback.
const loopbackHost = !hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname.includes(':') ? `[${hostname}]` : hostname
const internalOrigin = `http://${loopbackHost}:${port}`
process.env[INTERNAL_ORIGIN_ENV] = internalOrigin

let isTrusted
try {
  isTrusted = trustedPeers(process.env.TRUSTED_PROXIES)
} catch (error) {
  console.error(`✖ ${error.message}`)
  process.exit(1)
}

const app = next({ dev: false, dir: root, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

const front = createFront({ siteIndex: createSiteIndex(internalOrigin), siteUrl, testHooks: process.env.SITE_TEST_HOOKS === '1' })
// Brotli at quality 5 for browsers that take it: smaller than gzip for little more CPU per page.
const compress = compression({ threshold: 1024, brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } } })
const positive = (value, fallback) => (Number.isInteger(Number(value)) && Number(value) > 0 ? Number(value) : fallback)
const admission = createAdmission({
  maxActive: positive(process.env.SERVER_MAX_ACTIVE, 16),
  maxWaitMs: positive(process.env.SERVER_MAX_WAIT_MS, 1500),
  perTurn: STARTS_PER_TURN,
  // The site asking itself comes from loopback with no proxy in between: never refused.
  isInternal: (req) => /^(?:::1|127\.|::ffff:127\.)/.test(req.socket.remoteAddress ?? '') && req.headers['x-forwarded-for'] === undefined,
})
const policyOptions = { https: siteUrl.startsWith('https://'), gtm: Boolean(process.env.GTM_ID?.trim()), algolia: Boolean(process.env.ALGOLIA_APP_ID?.trim()) }
const isBackOffice = (pathname) => pathname === '/admin' || pathname.startsWith('/admin/')

function failed(res, error) {
  console.error('request failed:', error?.message ?? error)
  if (!res.headersSent) res.statusCode = 500
  res.end()
}

async function serve(req, res) {
  settleClientAddress(req, { isTrusted, addressHeader: CLIENT_ADDRESS_HEADER, keyHeader: SERVER_KEY_HEADER, key: serverKey })
  try {
    if (await front(req, res)) return
  } catch (error) {
    return failed(res, error)
  }
  const pathname = (req.url ?? '/').split('?')[0]
  // The back office, and a page in an editor's preview, may be framed by the site itself; nothing else.
  const framedBySite = isBackOffice(pathname) || hasDraftCookie(req)
  compress(req, res, () => {
    withFreshNonce(req, res, {
      placeholder,
      policy: (nonce) => contentSecurityPolicy(nonce, { ...policyOptions, framedBySite }),
      isStatic: pathname.startsWith('/_next/static/'),
    })
    admission.admit(req, res, () => handle(req, res).catch((error) => failed(res, error)))
  })
}

const servers = await listenShared(serve, {
  port,
  host: hostname,
  // Node's 511 overflows when a crowd arrives during a long turn, and a dropped connection is tried again
  // only after 1, 3, 7 s (the kernel caps it at net.core.somaxconn).
  backlog: positive(process.env.SERVER_LISTEN_BACKLOG, 4096),
  sockets: LISTENING_SOCKETS,
}).catch((error) => {
  // A port another process holds (a second `npm start`, say): said in a line an operator acts on.
  console.error(
    error.code === 'EADDRINUSE' ? `✖ Port ${port} is in use by another process: stop it, or set PORT.` : `✖ Could not listen on port ${port}: ${error.message}`,
  )
  process.exit(1)
})
for (const server of servers) server.keepAliveTimeout = 65_000
console.log(`Serving http://${hostname ?? 'localhost'}:${port}/en-au/`)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => closeAll(servers).then(() => process.exit(0)))
