/**
 * The nonce our own inline scripts carry. Pages are rendered once and cached, so they carry a fixed
 * placeholder that the site's server (scripts/server.mjs) swaps for a fresh nonce in every response; it
 * sets CSP_NONCE_PLACEHOLDER before Next starts. Undefined when the app runs without that server (no CSP).
 */
export const inlineScriptNonce = (): string | undefined => process.env.CSP_NONCE_PLACEHOLDER || undefined
