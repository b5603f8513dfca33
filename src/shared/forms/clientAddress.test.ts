import { afterEach, describe, expect, it } from 'vitest'

import { clientAddressOf } from './clientAddress'

describe("the visitor's address for rate limits", () => {
  afterEach(() => {
    delete process.env.SITE_SERVER_KEY
  })

  it("is the server's x-client-address when the server's key is beside it", () => {
    process.env.SITE_SERVER_KEY = 'key-of-this-process'
    expect(clientAddressOf(new Headers({ 'x-client-address': '203.0.113.9', 'x-site-server': 'key-of-this-process', 'x-forwarded-for': '198.51.100.1' }))).toBe('203.0.113.9')
  })

  it('ignores an x-client-address a visitor sent (no key, a wrong key, or no server at all)', () => {
    const sent = { 'x-client-address': '192.0.2.66', 'x-forwarded-for': '198.51.100.1, 198.51.100.2' }
    expect(clientAddressOf(new Headers(sent))).toBe('198.51.100.2')
    process.env.SITE_SERVER_KEY = 'key-of-this-process'
    expect(clientAddressOf(new Headers({ ...sent, 'x-site-server': 'guessed' }))).toBe('198.51.100.2')
    expect(clientAddressOf(new Headers({ 'x-client-address': '192.0.2.66' }))).toBe('unknown')
  })
})
