/**
 * Several instances sharing Redis (REDIS_URL): form limits and wrong sign-ins counted once across instances, and a content
 * change on one instance heard by the others (their search index and address list rebuild). Against the
 * machine's Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379; CI starts it); skipped where none answers.
 */
import Redis from 'ioredis'
import { afterAll, describe, expect, it, vi } from 'vitest'

import { isListening } from '../support/services'

const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const reachable = await isListening(url, 6379)

process.env.REDIS_URL = url
const { createFormLimiters } = await import('@/shared/forms/rateLimit')
const { contentChangeCount, followContentChanges, noteContentChange } = await import('@/shared/contentChanges')
const { FREE_ATTEMPTS, sharedLoginThrottle } = await import('@/shared/security/loginThrottle')

const connections: Redis[] = []
const connection = (target = url, options = {}) => {
  const client = new Redis(target, { maxRetriesPerRequest: 1, enableOfflineQueue: false, ...options })
  client.on('error', () => {})
  connections.push(client)
  return client
}

afterAll(async () => {
  delete process.env.REDIS_URL // the worker's environment outlives this file
  await Promise.all(connections.map((client) => client.quit().catch(() => client.disconnect())))
})

describe.skipIf(!reachable)('several instances sharing Redis', () => {
  it('counts a form limit once across instances: the allowance is not doubled by a second instance', async () => {
    const [first, second] = [connection(url, { enableOfflineQueue: true }), connection(url, { enableOfflineQueue: true })]
    const [instance1, instance2] = [createFormLimiters(first), createFormLimiters(second)]
    const form = `test-${Date.now()}-${Math.random().toString(36).slice(2)}`
    const limits = { perAddress: { points: 3, duration: 60 }, perEmail: { points: 100, duration: 60 } }
    expect(await instance1(form, limits, '203.0.113.7')).toBe(0)
    expect(await instance2(form, limits, '203.0.113.7')).toBe(0)
    expect(await instance1(form, limits, '203.0.113.7')).toBe(0)
    // The fourth submit from the same address is refused, on either instance.
    expect(await instance2(form, limits, '203.0.113.7')).toBeGreaterThan(0)
    expect(await instance1(form, limits, '203.0.113.7')).toBeGreaterThan(0)
    // Another address is counted on its own.
    expect(await instance2(form, limits, '203.0.113.8')).toBe(0)
  })

  it('counts wrong sign-ins once across instances: the wait starts on whichever instance the guesser tries next, and a success anywhere clears it', async () => {
    const [first, second] = [
      sharedLoginThrottle(connection(url, { enableOfflineQueue: true })),
      sharedLoginThrottle(connection(url, { enableOfflineQueue: true })),
    ]
    const keys = { address: `203.0.113.${Date.now() % 250}`, account: `guessed-${Date.now()}@example.com` }
    for (let i = 0; i < FREE_ATTEMPTS; i++) {
      const instance = i % 2 ? second : first
      expect(await instance.waitFor(keys)).toBe(0)
      await instance.attempt(keys)
    }
    expect(await first.waitFor(keys)).toBeGreaterThan(0)
    expect(await second.waitFor(keys)).toBeGreaterThan(0)
    await second.succeeded(keys)
    expect(await first.waitFor(keys)).toBe(0)
  })

  it('lets one instance at a time run the job queue, and another take over once its lease lapses', async () => {
    const { jobQueueLease } = await import('@/cms/jobsRunner')
    const shared = connection(url, { enableOfflineQueue: true })
    await shared.del('ashford:jobs-runner')
    const [first, second] = [jobQueueLease({ redis: () => shared, leaseMs: 300 }), jobQueueLease({ redis: () => shared, leaseMs: 300 })]
    expect(await first()).toBe(true)
    expect(await second()).toBe(false)
    expect(await first()).toBe(true) // renewed
    expect(await second()).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 400)) // the first instance stopped: its lease lapses
    expect(await second()).toBe(true)
    expect(await first()).toBe(false)
    await shared.del('ashford:jobs-runner')
  })

  it("another instance's change bumps this one and hands over its cache tags; this instance's own echo does not count twice", async () => {
    const heard: string[][] = []
    const stop = followContentChanges({ force: true, onTags: (tags) => heard.push(tags) })
    expect(stop).toBeTypeOf('function')
    try {
      const publisher = connection(url, { enableOfflineQueue: true })
      const change = JSON.stringify({ from: 'another-instance', tags: ['retailers', 'products'] })
      // Subscribed once the other instance's message arrives (the subscription is asynchronous).
      const before = contentChangeCount()
      await vi.waitFor(
        async () => {
          await publisher.publish('ashford:content-changes', change)
          expect(contentChangeCount()).toBeGreaterThan(before)
        },
        { timeout: 5000, interval: 100 },
      )
      expect(heard[0]).toEqual(['retailers', 'products'])
      await new Promise((resolve) => setTimeout(resolve, 300)) // the polls' later messages arrive
      // A message that is not a change (or from an older version) is ignored.
      const ignored = contentChangeCount()
      await publisher.publish('ashford:content-changes', 'not a change')
      // This instance's own change: counted here once, and its message is not counted or handed over again.
      process.env.NEXT_RUNTIME = 'nodejs'
      const heardBefore = heard.length
      noteContentChange(['pages'])
      expect(contentChangeCount()).toBe(ignored + 1)
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(contentChangeCount()).toBe(ignored + 1)
      expect(heard.length).toBe(heardBefore)
    } finally {
      delete process.env.NEXT_RUNTIME
      await stop?.()
    }
  })
})

describe('form limits while Redis is unreachable', () => {
  it('falls back to counting in memory: submits still go through, and the limit still holds', async () => {
    const down = connection('redis://127.0.0.1:1', { lazyConnect: true, retryStrategy: () => null })
    const limiters = createFormLimiters(down)
    const form = `down-${Date.now()}`
    const limits = { perAddress: { points: 2, duration: 60 }, perEmail: { points: 100, duration: 60 } }
    expect(await limiters(form, limits, '198.51.100.1')).toBe(0)
    expect(await limiters(form, limits, '198.51.100.1')).toBe(0)
    expect(await limiters(form, limits, '198.51.100.1')).toBeGreaterThan(0)
  })

  it('sign-in throttling falls back to counting in memory', async () => {
    const down = connection('redis://127.0.0.1:1', { lazyConnect: true, retryStrategy: () => null })
    const throttle = sharedLoginThrottle(down)
    const keys = { account: 'someone@example.com' }
    for (let i = 0; i < FREE_ATTEMPTS; i++) await throttle.attempt(keys)
    expect(await throttle.waitFor(keys)).toBeGreaterThan(0)
  })
})
