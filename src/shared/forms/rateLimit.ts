import 'server-only'

import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible'

import { redisClient } from '../redis'

/**
 * Counters for a form's submits: per client address and per email address. A limit that is hit answers a
 * clear message and stores nothing. With REDIS_URL the counts live in Redis, shared by every instance (so
 * two instances do not double the allowance); while Redis is unreachable each process counts in memory.
 * Without it one process holds its own counts.
 */
export interface FormLimits {
  perAddress: { points: number; duration: number }
  perEmail: { points: number; duration: number }
}

interface Limiters {
  address: RateLimiterAbstract
  email: RateLimiterAbstract
}

/** One limiter: in Redis (memory as its insurance) when a client is given, else in memory. */
function limiter(keyPrefix: string, limit: { points: number; duration: number }, redis: ReturnType<typeof redisClient>): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix, ...limit })
  return redis ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `ashford:limit:${keyPrefix}`, ...limit, insuranceLimiter: memory }) : memory
}

/** A set of form limiters (one per form) over one store: each process has one (`consumeFormLimit`). */
export function createFormLimiters(redis: ReturnType<typeof redisClient>) {
  const byForm = new Map<string, Limiters>()
  const limitersFor = (form: string, limits: FormLimits): Limiters => {
    let entry = byForm.get(form)
    if (!entry) {
      entry = { address: limiter(`${form}:ip`, limits.perAddress, redis), email: limiter(`${form}:email`, limits.perEmail, redis) }
      byForm.set(form, entry)
    }
    return entry
  }
  /** Seconds to wait when a limit is hit, else 0. */
  return async function consume(form: string, limits: FormLimits, clientAddress: string, email?: string): Promise<number> {
    const entry = limitersFor(form, limits)
    try {
      await entry.address.consume(clientAddress)
      if (email) await entry.email.consume(email.toLowerCase())
      return 0
    } catch (rejection) {
      const ms = (rejection as { msBeforeNext?: number }).msBeforeNext ?? 60_000
      return Math.max(1, Math.ceil(ms / 1000))
    }
  }
}

let processLimiters: ReturnType<typeof createFormLimiters> | undefined

/** Seconds to wait when a limit is hit, else 0 (this process's limiters, in Redis when REDIS_URL is set). */
export async function consumeFormLimit(form: string, limits: FormLimits, clientAddress: string, email?: string): Promise<number> {
  processLimiters ??= createFormLimiters(redisClient())
  return processLimiters(form, limits, clientAddress, email)
}

export const TOO_MANY = (seconds: number) => `Too many attempts. Please wait ${seconds} seconds and try again.`

/** Forms' default limits: a person may correct and resend, a script may not flood. */
export const DEFAULT_FORM_LIMITS: FormLimits = {
  perAddress: { points: 30, duration: 60 },
  perEmail: { points: 6, duration: 60 },
}
