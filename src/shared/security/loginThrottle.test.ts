import { describe, expect, it } from 'vitest'

import { FREE_ATTEMPTS, LoginThrottle } from './loginThrottle'

describe('sign-in throttle', () => {
  const setup = () => {
    let time = 0
    const throttle = new LoginThrottle(() => time)
    return { throttle, advance: (ms: number) => (time += ms) }
  }
  const keys = { address: '203.0.113.9', account: 'editor@example.com' }

  it('lets the first attempts through at once, then makes each wait longer', () => {
    const { throttle, advance } = setup()
    for (let i = 0; i < FREE_ATTEMPTS - 1; i++) {
      expect(throttle.waitFor(keys)).toBe(0)
      throttle.attempt(keys)
    }
    throttle.attempt(keys)
    expect(throttle.waitFor(keys)).toBe(1000)
    advance(1000)
    throttle.attempt(keys)
    expect(throttle.waitFor(keys)).toBe(2000)
  })

  it('never locks an account for long: its delay stops growing at a minute, the address keeps growing', () => {
    const { throttle } = setup()
    for (let i = 0; i < 30; i++) throttle.attempt(keys)
    expect(throttle.waitFor({ account: keys.account })).toBe(60_000)
    expect(throttle.waitFor({ address: keys.address })).toBe(15 * 60_000)
    // the owner, from another address, waits a minute at most
    expect(throttle.waitFor({ address: '198.51.100.1', account: keys.account })).toBe(60_000)
  })

  it('clears both counters on a successful sign-in', () => {
    const { throttle } = setup()
    for (let i = 0; i < 10; i++) throttle.attempt(keys)
    throttle.succeeded(keys)
    expect(throttle.waitFor(keys)).toBe(0)
  })
})
