import { describe, expect, it } from 'vitest'

import { settleClientAddress, trustedPeers } from './clientAddress.mjs'

function settle(peer: string, headers: Record<string, string>, setting?: string) {
  const req = { socket: { remoteAddress: peer }, headers: { ...headers } as Record<string, string | undefined> }
  const trusted = settleClientAddress(req as never, { isTrusted: trustedPeers(setting), addressHeader: 'x-client-address', keyHeader: 'x-key', key: 'k' })
  return { trusted, headers: req.headers }
}

describe('who is asking: forwarded headers only from the balancer', () => {
  it('trusts loopback by default and nothing else, and the listed addresses and ranges when set', () => {
    const byDefault = trustedPeers()
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].map(byDefault)).toEqual([true, true, true])
    expect(['10.0.0.5', '192.168.1.1', '203.0.113.9'].map(byDefault)).toEqual([false, false, false])
    const listed = trustedPeers('10.0.0.0/8, 203.0.113.9, fd00::1')
    expect(['10.200.3.4', '::ffff:10.1.1.1', '203.0.113.9', 'fd00::1', '11.0.0.1', '203.0.113.10'].map(listed)).toEqual([true, true, true, true, false, false])
    expect(['fd12::7', 'fe80::1'].map(trustedPeers('fd00::/8'))).toEqual([true, false])
    // A setting that names no address stops the start, rather than trusting nothing or everything.
    for (const bad of ['10.0.0.0/40', 'balancer.internal', '10.0.0.0/8/1', '10.0.0.0/']) expect(() => trustedPeers(bad)).toThrow(/TRUSTED_PROXIES/)
  })

  it("takes the balancer's right-most X-Forwarded-For entry and keeps its Host and Proto", () => {
    const { trusted, headers } = settle('127.0.0.1', {
      'x-forwarded-for': '1.2.3.4, 198.51.100.7',
      'x-forwarded-host': 'www.brand.com.au',
      'x-forwarded-proto': 'https',
    })
    expect(trusted).toBe(true)
    expect(headers['x-client-address']).toBe('198.51.100.7')
    expect(headers['x-key']).toBe('k')
    expect([headers['x-forwarded-host'], headers['x-forwarded-proto']]).toEqual(['www.brand.com.au', 'https'])
  })

  it('ignores forwarded headers from anyone else: the peer is the visitor and they never reach the app', () => {
    const { trusted, headers } = settle('::ffff:203.0.113.9', {
      'x-forwarded-for': '1.2.3.4',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      'x-client-address': '5.6.7.8',
    })
    expect(trusted).toBe(false)
    expect(headers['x-client-address']).toBe('203.0.113.9')
    expect([headers['x-forwarded-for'], headers['x-forwarded-host'], headers['x-forwarded-proto']]).toEqual([undefined, undefined, undefined])
  })
})
