import { afterEach, describe, expect, it } from 'vitest'

import { CLIENT_ADDRESS_HEADER, SERVER_KEY_ENV, SERVER_KEY_HEADER } from '../serverContract.mjs'
import { clientAddressOf, inProcessClientAddress } from './clientAddress'

describe("the visitor's address for rate limits", () => {
  afterEach(() => {
    delete process.env[SERVER_KEY_ENV]
  })

  it("is the server's x-client-address when the server's key is beside it", () => {
    process.env[SERVER_KEY_ENV] = 'key-of-this-process'
    expect(
      clientAddressOf(new Headers({ [CLIENT_ADDRESS_HEADER]: '203.0.113.9', [SERVER_KEY_HEADER]: 'key-of-this-process', 'x-forwarded-for': '198.51.100.1' })),
    ).toBe('203.0.113.9')
  })

  it('ignores an x-client-address a visitor sent (no key, a wrong key, or no server at all)', () => {
    const sent = { [CLIENT_ADDRESS_HEADER]: '192.0.2.66', 'x-forwarded-for': '198.51.100.1, 198.51.100.2' }
    expect(clientAddressOf(new Headers(sent))).toBe('198.51.100.2')
    process.env[SERVER_KEY_ENV] = 'key-of-this-process'
    expect(clientAddressOf(new Headers({ ...sent, [SERVER_KEY_HEADER]: 'guessed' }))).toBe('198.51.100.2')
    expect(clientAddressOf(new Headers({ [CLIENT_ADDRESS_HEADER]: '192.0.2.66' }))).toBe('unknown')
  })

  it('reaches a handler in this process (the built-in reviews service) as the server set it', () => {
    process.env[SERVER_KEY_ENV] = 'key-of-this-process'
    expect(clientAddressOf(new Headers(inProcessClientAddress('203.0.113.7')))).toBe('203.0.113.7')
    delete process.env[SERVER_KEY_ENV]
    expect(inProcessClientAddress('203.0.113.7')).toEqual({})
  })
})
