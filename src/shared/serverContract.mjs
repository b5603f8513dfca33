/**
 * The contract between the site's HTTP server (scripts/server.mjs and scripts/server/*.mjs) and the app it
 * serves: every name one side sets and the other reads, in one module both import (plain JavaScript with
 * JSDoc types, so the server's .mjs files import it as it is and TypeScript checks the app's uses).
 *
 * The app is built to be served by that server only (docs/ARCHITECTURE.md, "The HTTP server"): without it
 * there is no CSP nonce, no URL-shape rules, no 404 decision, no trusted client address. `serverContractProblem`
 * is how the app notices (src/instrumentation.ts refuses a production start without the server).
 */

// ── Set in the environment by the server before Next starts ──────────────────────────────────────────

/** This process's random key: proof that a request passed through the server (`SERVER_KEY_HEADER`). */
export const SERVER_KEY_ENV = 'SITE_SERVER_KEY'
/**
 * The fixed nonce every page is rendered with; the server swaps it for a fresh one in each response.
 * Our own inline scripts carry it (src/shared/security/cspNonce.ts).
 */
export const NONCE_PLACEHOLDER_ENV = 'CSP_NONCE_PLACEHOLDER'
/** The server's own loopback address (`http://127.0.0.1:3000`): where the app asks itself. */
export const INTERNAL_ORIGIN_ENV = 'SITE_INTERNAL_ORIGIN'

// ── Set on every request the server hands to Next ───────────────────────────────────────────────────

/** The visitor's address as the server saw it (the socket's peer, or a trusted proxy's entry). */
export const CLIENT_ADDRESS_HEADER = 'x-client-address'
/** The server's key (`SERVER_KEY_ENV`): `CLIENT_ADDRESS_HEADER` is believed only beside it. */
export const SERVER_KEY_HEADER = 'x-site-server'
/**
 * The request's Content-Security-Policy, where Next finds the nonce to put on every script it renders:
 * always the placeholder's, whatever the visitor sent (scripts/server/nonce.mjs).
 * @param {string} placeholder
 * @returns {string}
 */
export const placeholderRequestPolicy = (placeholder) => `script-src 'nonce-${placeholder}'`
export const REQUEST_POLICY_HEADER = 'content-security-policy'

// ── Read by the server from the app's process and requests ──────────────────────────────────────────

/**
 * The `globalThis` key of the process's count of content changes (src/shared/contentChanges.ts bumps it;
 * the server's list of addresses reads it).
 * @type {unique symbol}
 */
export const CONTENT_CHANGES_KEY = Symbol.for('ashford.contentChanges')

/** @returns {number} the count of content changes in this process so far */
export function contentChangeCount() {
  return /** @type {Record<symbol, number | undefined>} */ (/** @type {unknown} */ (globalThis))[CONTENT_CHANGES_KEY] ?? 0
}

/** Next's draft-mode cookie: an editor's preview (the front lets drafts past its 404 decision). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/** Where browsers send Content-Security-Policy violation reports, and the Reporting API group naming it. */
export const CSP_REPORT_PATH = '/api/csp-reports'
export const CSP_REPORT_GROUP = 'csp'

// ── The server's own requests to the app ────────────────────────────────────────────────────────────

/** The site's addresses and redirects, as the front's 404 decision reads them (public). */
export const SITE_PATHS_PATH = '/api/site-paths'
/** One turn of the job queue (src/cms/jobs/clock.ts), signed with the shared secret. */
export const JOBS_RUN_PATH = '/api/jobs/run'
export const JOBS_SIGNATURE_HEADER = 'x-jobs-signature'
/** What the job run's signature signs (HMAC-SHA256 with the shared secret, base64url). */
export const JOBS_SIGNED_MESSAGE = 'run-jobs'
/** Another instance's change revalidated here (src/cms/crossInstance.ts), signed with the shared secret. */
export const REVALIDATE_PATH = '/api/revalidate'
export const REVALIDATE_SIGNATURE_HEADER = 'x-revalidate-signature'

// ── Test hooks (SITE_TEST_HOOKS=1, browser tests only) ───────────────────────────────────────────────

/** Test pages under this path are left to their routes (no 404 decision); built only with SITE_TEST_ROUTES=1. */
export const TEST_PAGES_PREFIX = '/en-au/__test/'

// ── The check ────────────────────────────────────────────────────────────────────────────────────────

/** What the server sets before Next starts: all of it, or the app is not behind the server. */
export const SERVER_ENV = /** @type {const} */ ([SERVER_KEY_ENV, NONCE_PLACEHOLDER_ENV, INTERNAL_ORIGIN_ENV])

/**
 * Why this process must not serve the app, or undefined. A production server (not the build: NEXT_PHASE
 * is `phase-production-build` there) needs what scripts/server.mjs sets before Next starts; `next start`
 * or another custom server would serve pages without their CSP, URL rules, 404 decision and job queue.
 * @param {Record<string, string | undefined>} env
 * @returns {string | undefined}
 */
export function serverContractProblem(env) {
  if (env.NODE_ENV !== 'production' || env.NEXT_PHASE === 'phase-production-build') return undefined
  const missing = SERVER_ENV.filter((name) => !env[name]?.trim())
  if (missing.length === 0) return undefined
  return (
    'This app must be served by `npm start` (scripts/server.mjs): it sets a fresh CSP nonce per response, ' +
    'the URL rules and the 404 decision and the visitor address for rate limits, and none of that happens under ' +
    `\`next start\` or another server (${missing.join(', ')} not set). Start it with \`npm start\`, or \`node scripts/server.mjs\` after a build.`
  )
}
