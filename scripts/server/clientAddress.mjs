/**
 * Who sent a request, believed only from the balancer: from a peer in `TRUSTED_PROXIES` (addresses and CIDR
 * ranges) or loopback, the right-most `X-Forwarded-For` entry (the one that proxy added) is the visitor and
 * `X-Forwarded-Host` / `-Proto` stand; from anyone else all three are removed before Next or the app reads
 * them. The app believes the address header only beside this process's key (src/shared/forms/clientAddress.ts).
 */
import net from 'node:net'

const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto']
const ipType = (address) => ({ 4: 'ipv4', 6: 'ipv6' })[net.isIP(address)]

/** A predicate over socket addresses for a comma-separated list of addresses and CIDR ranges, loopback added. */
export function trustedPeers(setting = '') {
  const trusted = new net.BlockList()
  for (const entry of ['127.0.0.0/8', '::1', ...setting.split(',')].map((part) => part.trim()).filter(Boolean)) {
    const [address, bits, extra] = entry.split('/')
    const type = ipType(address)
    const prefix = /^\d{1,3}$/.test(bits ?? '') ? Number(bits) : NaN
    if (!type || extra !== undefined || (bits !== undefined && !(prefix <= (type === 'ipv4' ? 32 : 128)))) {
      throw new Error(`TRUSTED_PROXIES: ${entry} is not an address or a CIDR range`)
    }
    if (bits === undefined) trusted.addAddress(address, type)
    else trusted.addSubnet(address, prefix, type)
  }
  return (peer) => {
    const type = ipType(String(peer ?? ''))
    return Boolean(type) && trusted.check(peer, type)
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
  if (!trusted) for (const name of FORWARDED) delete req.headers[name]
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  req.headers[addressHeader] = forwarded.at(-1) ?? (peer.startsWith('::ffff:') && peer.includes('.') ? peer.slice(7) : peer)
  req.headers[keyHeader] = key
  return trusted
}
