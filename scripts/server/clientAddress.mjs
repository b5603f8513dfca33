/**
 * Who sent a request, believed only from the balancer. `TRUSTED_PROXIES` lists the addresses (or IPv4
 * CIDR ranges, `10.0.0.0/8`) of the proxies in front of the site; loopback is always trusted (the
 * cluster's balancer runs on the same machine). From a trusted peer, the right-most `X-Forwarded-For`
 * entry (the one that proxy added) is the visitor and `X-Forwarded-Host` / `-Proto` stand; from anyone
 * else all three are removed before Next or the app can read them, and the socket's peer is the visitor.
 * The visitor's address is handed to the app in a header it believes only beside this process's key
 * (src/shared/forms/clientAddress.ts), so a visitor cannot choose the address its rate limits count.
 */
const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto']
const LOOPBACK = ['127.0.0.0/8', '::1']

const unmapped = (address) => (address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address)

function ipv4ToNumber(address) {
  const parts = address.split('.')
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) < 256)) return undefined
  return parts.reduce((sum, part) => sum * 256 + Number(part), 0)
}

/** A predicate over socket addresses for a comma-separated list of addresses and IPv4 CIDR ranges. */
export function trustedPeers(setting = '') {
  const entries = [...LOOPBACK, ...setting.split(',')].map((entry) => entry.trim()).filter(Boolean)
  const exact = new Set()
  const ranges = []
  for (const entry of entries) {
    const [base, bits] = entry.split('/')
    const start = ipv4ToNumber(base)
    if (bits !== undefined && start !== undefined && /^\d{1,2}$/.test(bits) && Number(bits) <= 32) {
      const size = 2 ** (32 - Number(bits))
      ranges.push([start - (start % size), size])
    } else if (bits === undefined) exact.add(unmapped(base).toLowerCase())
    else throw new Error(`TRUSTED_PROXIES: ${entry} is not an address or an IPv4 range`)
  }
  return (peer) => {
    const address = unmapped(String(peer ?? '')).toLowerCase()
    if (exact.has(address)) return true
    const number = ipv4ToNumber(address)
    return number !== undefined && ranges.some(([start, size]) => number >= start && number < start + size)
  }
}

/**
 * Sets the visitor's address on the request (`addressHeader`, with `keyHeader: key` beside it) and removes
 * forwarded headers an untrusted peer sent. Returns whether the peer is a trusted proxy.
 * @param {import('node:http').IncomingMessage} req
 * @param {{ isTrusted: (peer: string) => boolean, addressHeader: string, keyHeader: string, key: string }} options
 */
export function settleClientAddress(req, { isTrusted, addressHeader, keyHeader, key }) {
  const peer = req.socket.remoteAddress ?? ''
  const trusted = isTrusted(peer)
  const forwarded = trusted
    ? String(req.headers['x-forwarded-for'] ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
    : []
  if (!trusted) for (const name of FORWARDED) delete req.headers[name]
  req.headers[addressHeader] = forwarded.at(-1) ?? unmapped(peer)
  req.headers[keyHeader] = key
  return trusted
}
