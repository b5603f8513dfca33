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
      const delay = attempts < FREE_ATTEMPTS ? 0 : Math.min(CAP_MS[kind], 1000 * 2 ** (attempts - FREE_ATTEMPTS))
      this.counters.set(id, { attempts, nextAllowedAt: time + delay })
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
