import { RateLimiterMemory } from 'rate-limiter-flexible'

/**
 * Per-process counters for a form's submits: per client address and per email address. A limit that is
 * hit answers a clear message and stores nothing. (One process holds its own counts; with several
 * instances each counts its share, which still bounds abuse.)
 */
export interface FormLimits {
  perAddress: { points: number; duration: number }
  perEmail: { points: number; duration: number }
}

const limiters = new Map<string, { address: RateLimiterMemory; email: RateLimiterMemory }>()

function limitersFor(form: string, limits: FormLimits) {
  let entry = limiters.get(form)
  if (!entry) {
    entry = {
      address: new RateLimiterMemory({ keyPrefix: `${form}:ip`, ...limits.perAddress }),
      email: new RateLimiterMemory({ keyPrefix: `${form}:email`, ...limits.perEmail }),
    }
    limiters.set(form, entry)
  }
  return entry
}

/** Seconds to wait when a limit is hit, else 0. */
export async function consumeFormLimit(form: string, limits: FormLimits, clientAddress: string, email?: string): Promise<number> {
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

export const TOO_MANY = (seconds: number) => `Too many attempts. Please wait ${seconds} seconds and try again.`

/** Forms' default limits: a person may correct and resend, a script may not flood. */
export const DEFAULT_FORM_LIMITS: FormLimits = {
  perAddress: { points: 30, duration: 60 },
  perEmail: { points: 6, duration: 60 },
}
