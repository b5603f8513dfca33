import { NONCE_PLACEHOLDER_ENV } from '../serverContract.mjs'

/**
 * The nonce our own inline scripts carry. Pages are rendered once and cached, so they carry a fixed
 * placeholder that the site's server (scripts/server.mjs) swaps for a fresh nonce in every response; it
 * sets CSP_NONCE_PLACEHOLDER before Next starts (NONCE_PLACEHOLDER_ENV). Undefined outside that server
 * (development; a production start without it is refused: src/instrumentation.ts).
 */
export const inlineScriptNonce = (): string | undefined => process.env[NONCE_PLACEHOLDER_ENV] || undefined
