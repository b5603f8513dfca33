/**
 * A fresh CSP nonce in every response, on pages Next renders once and caches. Next puts the nonce of the
 * request's CSP header on every script it renders, so a cached page keeps its first request's nonce. Every
 * request therefore carries one fixed placeholder (derived from the site's secret: the same on every instance
 * sharing a page cache, not guessable from outside), swapped here for a fresh nonce of the same length
 * (Content-Length stays right) in each HTML and RSC response as it streams out. An ETag or a 304 would pair
 * an old page with a new policy, and a shared cache would hand one nonce to everyone: such answers lose
 * their ETag and become `private, no-cache`.
 */
import { createHmac, randomBytes } from 'node:crypto'

import onHeaders from 'on-headers'

import { placeholderRequestPolicy, REQUEST_POLICY_HEADER } from '../../src/shared/serverContract.mjs'

const NONCE_BYTES = 16 // 22 characters of base64url, the placeholder's length
const SWAPPED_TYPES = /^(?:text\/html|text\/x-component)/
const PRIVATE = /\b(?:private|no-store)\b/

/** The placeholder every page is rendered with: 22 characters of base64url derived from `secret`. */
export const noncePlaceholder = (secret) => createHmac('sha256', secret).update('csp-nonce-placeholder').digest('base64url').slice(0, 22)

export const freshNonce = () => randomBytes(NONCE_BYTES).toString('base64url')

/**
 * Prepares one request and its response: the request carries the placeholder's policy (whatever the visitor
 * sent), the response the fresh nonce's policy, and its HTML/RSC text has the placeholder swapped as it is
 * written. Must wrap `res.write` after anything that encodes the body (compression), so it sees plain text.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ placeholder: string, policy: (nonce: string) => string, isStatic: boolean }} options
 */
export function withFreshNonce(req, res, { placeholder, policy, isStatic }) {
  const nonce = freshNonce()
  req.headers[REQUEST_POLICY_HEADER] = placeholderRequestPolicy(placeholder)
  res.setHeader('Content-Security-Policy', policy(nonce))
  if (!isStatic) {
    delete req.headers['if-none-match']
    delete req.headers['if-modified-since']
  }
  let swapped
  const isSwapped = () => (swapped ??= SWAPPED_TYPES.test(String(res.getHeader('content-type') ?? '')))
  onHeaders(res, () => {
    if (!isSwapped()) return
    res.removeHeader('ETag')
    if (!PRIVATE.test(String(res.getHeader('cache-control') ?? ''))) res.setHeader('Cache-Control', 'private, no-cache')
  })
  swapAsItStreams(res, Buffer.from(placeholder), Buffer.from(nonce), isSwapped)
}

/** Replaces `from` by `to` (same length) in what `res` writes while `active()`, holding back a possible partial match. */
export function swapAsItStreams(res, from, to, active = () => true) {
  const write = res.write.bind(res)
  const end = res.end.bind(res)
  let carry = Buffer.alloc(0)
  const swap = (chunk, encoding) => {
    const buffer = Buffer.concat([carry, Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')])
    for (let at = buffer.indexOf(from); at !== -1; at = buffer.indexOf(from, at + to.length)) to.copy(buffer, at)
    const keep = Math.min(from.length - 1, buffer.length)
    carry = Buffer.from(buffer.subarray(buffer.length - keep))
    return buffer.subarray(0, buffer.length - keep)
  }
  res.write = (chunk, encoding, callback) => {
    if (!active() || chunk == null || chunk.length === 0) return write(chunk, encoding, callback)
    return write(swap(chunk, encoding), typeof encoding === 'function' ? encoding : callback)
  }
  res.end = (chunk, encoding, callback) => {
    if (typeof chunk === 'function') return end(active() && carry.length ? carry : undefined, chunk)
    if (!active()) return end(chunk, encoding, callback)
    const last = chunk == null ? swap(Buffer.alloc(0)) : swap(chunk, encoding)
    const rest = Buffer.concat([last, carry])
    carry = Buffer.alloc(0)
    return end(rest, typeof encoding === 'function' ? encoding : callback)
  }
}
