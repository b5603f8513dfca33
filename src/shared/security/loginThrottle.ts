/**
 * Sign-in throttling: growing delays per client address and per account instead of an account lock.
 * A lock (Payload's maxLoginAttempts) lets anyone who knows an editor's email keep that editor out; a
 * delay only slows guessing. Every attempt counts until one succeeds, which clears both counters. After
 * FREE_ATTEMPTS attempts the next one must wait 1 s, then 2 s, 4 s ... up to the cap: an address (the
 * guesser) up to 15 minutes, an account (which its owner also uses) up to one minute.
 */
export const FREE_ATTEMPTS = 5
const CAP_MS = { address: 15 * 60_000, account: 60_000 } as const

interface Counter {
  attempts: number
  nextAllowedAt: number
}

export type ThrottleKind = keyof typeof CAP_MS
export type ThrottleKeys = Partial<Record<ThrottleKind, string>>

/** How long the next attempt waits after this many. */
const delayAfter = (kind: ThrottleKind, attempts: number) => (attempts < FREE_ATTEMPTS ? 0 : Math.min(CAP_MS[kind], 1000 * 2 ** (attempts - FREE_ATTEMPTS)))

const present = (keys: ThrottleKeys) =>
  (Object.entries(keys) as [ThrottleKind, string | undefined][]).filter((entry): entry is [ThrottleKind, string] => Boolean(entry[1]))

export class LoginThrottle {
  private readonly counters = new Map<string, Counter>()

  constructor(private readonly now: () => number = Date.now) {}

  /** Milliseconds to wait before this attempt may go on (0: go on now). */
  waitFor(keys: Partial<Record<ThrottleKind, string>>): number {
    const time = this.now()
    let wait = 0
    for (const [kind, key] of Object.entries(keys) as [ThrottleKind, string | undefined][]) {
      if (!key) continue
      const counter = this.counters.get(`${kind}:${key}`)
      if (counter) wait = Math.max(wait, counter.nextAllowedAt - time)
    }
    return Math.max(0, wait)
  }

  /** Counts an attempt that is going on now. */
  attempt(keys: Partial<Record<ThrottleKind, string>>): void {
    const time = this.now()
    for (const [kind, key] of Object.entries(keys) as [ThrottleKind, string | undefined][]) {
      if (!key) continue
      const id = `${kind}:${key}`
      const attempts = (this.counters.get(id)?.attempts ?? 0) + 1
      this.counters.set(id, { attempts, nextAllowedAt: time + delayAfter(kind, attempts) })
    }
    if (this.counters.size > 50_000) this.forgetOldest()
  }

  /** A successful sign-in clears its address and account. */
  succeeded(keys: Partial<Record<ThrottleKind, string>>): void {
    for (const [kind, key] of Object.entries(keys)) if (key) this.counters.delete(`${kind}:${key}`)
  }

  private forgetOldest() {
    const time = this.now()
    for (const [id, counter] of this.counters) if (counter.nextAllowedAt < time - CAP_MS.address) this.counters.delete(id)
  }
}

/** What the sign-in hooks use: the counters in this process, or shared by every instance. */
export interface SharedLoginThrottle {
  waitFor(keys: ThrottleKeys): Promise<number>
  attempt(keys: ThrottleKeys): Promise<void>
  succeeded(keys: ThrottleKeys): Promise<void>
}

/** The subset of an ioredis client this needs. */
interface RedisCommands {
  hget(key: string, field: string): Promise<string | null>
  hincrby(key: string, field: string, increment: number): Promise<number>
  hset(key: string, field: string, value: string): Promise<number>
  pexpire(key: string, ms: number): Promise<number>
  del(...keys: string[]): Promise<number>
}

/**
 * The same throttle with its counters in Redis (REDIS_URL), so a guesser gets one allowance however many
 * instances answer: a hash per address and per account (`ashford:signin:…`: attempts, next allowed time),
 * expiring once its cap has passed. While Redis cannot be reached the process's own counters take over.
 */
export function sharedLoginThrottle(redis: RedisCommands | undefined, now: () => number = Date.now, local = new LoginThrottle(now)): SharedLoginThrottle {
  if (!redis) {
    return {
      waitFor: async (keys) => local.waitFor(keys),
      attempt: async (keys) => local.attempt(keys),
      succeeded: async (keys) => local.succeeded(keys),
    }
  }
  const id = (kind: ThrottleKind, key: string) => `ashford:signin:${kind}:${key}`
  const orLocal = async <T>(shared: () => Promise<T>, fallback: () => T): Promise<T> => {
    try {
      return await shared()
    } catch {
      return fallback()
    }
  }
  return {
    waitFor: (keys) =>
      orLocal(
        async () => {
          const time = now()
          const next = await Promise.all(present(keys).map(([kind, key]) => redis.hget(id(kind, key), 'next')))
          return Math.max(0, ...next.map((value) => (value === null ? 0 : Number(value) - time)))
        },
        () => local.waitFor(keys),
      ),
    attempt: (keys) =>
      orLocal(
        async () => {
          const time = now()
          for (const [kind, key] of present(keys)) {
            const attempts = await redis.hincrby(id(kind, key), 'attempts', 1)
            const delay = delayAfter(kind, attempts)
            await redis.hset(id(kind, key), 'next', String(time + delay))
            await redis.pexpire(id(kind, key), CAP_MS[kind] + delay)
          }
        },
        () => local.attempt(keys),
      ),
    succeeded: (keys) =>
      orLocal(
        async () => {
          const ids = present(keys).map(([kind, key]) => id(kind, key))
          if (ids.length) await redis.del(...ids)
          local.succeeded(keys)
        },
        () => local.succeeded(keys),
      ),
  }
}
