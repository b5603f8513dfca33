import type { Payload } from 'payload'

import { settings } from '../../shared/settings'
import { addToIntake, claimFromIntake, type IntakeRow, removeFromIntake, retryLater } from './store'

export { sql } from 'drizzle-orm'
export { changed, rowsOf } from './store'

/**
 * The intake: submissions a crowd sends are accepted with one insert and stored in their collections
 * moments later, by one loop per server process, through the same code that stores them while the site is
 * quiet. Features register what a kind of submission stores (`defineIntake`); `storeOrQueue` decides per
 * submission. A row leaves the intake only once its work is done, and that work is idempotent (the
 * collections' unique keys), so a process that stops midway loses nothing and a row worked twice stores once.
 */

type Work = (payload: Payload, data: never) => Promise<void>

const BATCH = 20
const CROWD_BATCH = 5
const LEASE_MS = 60_000
const RESUME_EVERY_MS = 30_000
const CROWD_MS = 2000

/**
 * The process's intake state, on globalThis: Next bundles route handlers, pages and the Payload config
 * apart, and a module-level variable would exist once per bundle (a registry missing kinds, one loop each,
 * each counting only its own arrivals).
 */
interface IntakeState {
  works: Map<string, Work>
  /** When this process's submissions of the last second arrived: the crowd's measure. */
  arrivals: number[]
  lastQueuedAt: number
  /** Something may wait: submissions are queued behind it rather than stored before it. */
  waiting: boolean
  draining?: Promise<void>
  resuming?: ReturnType<typeof setInterval>
}

const STATE = Symbol.for('ashford.intake')
const state = (): IntakeState =>
  ((globalThis as typeof globalThis & { [STATE]?: IntakeState })[STATE] ??= { works: new Map(), arrivals: [], lastQueuedAt: 0, waiting: false })

/** Registers how a kind of submission is stored; features call it where they define the submission. */
export function defineIntake<T>(kind: string, work: (payload: Payload, data: T) => Promise<void>): void {
  state().works.set(kind, work as Work)
}

/** Whether a crowd is on: a submission went to the intake in the last 2 s. */
const crowded = () => Date.now() - state().lastQueuedAt < CROWD_MS

interface Submission<T, R> {
  kind: string
  /** Unique per submission (a retry or a racing twin carries the same key): it waits in the intake once. */
  key: string
  /** What the registered work stores later (JSON). */
  data: T
  /** Stores it now and answers, while the site is quiet. */
  now: () => Promise<R>
  /** Before it is queued: the answer when it must be refused (already stored, say), else undefined. */
  check?: () => Promise<R | undefined>
  /** The answer once it is in the intake (also to a retry of a submission that waits there). */
  accepted: () => R
}

/** Counts a submission in; true while no more than INTAKE_INLINE_RATE arrived in the last second. */
function quiet(): boolean {
  const { arrivals } = state()
  const now = Date.now()
  while (arrivals.length && (arrivals[0] ?? 0) <= now - 1000) arrivals.shift()
  arrivals.push(now)
  return arrivals.length <= settings().INTAKE_INLINE_RATE
}

/**
 * Stores a submission at once while the site is quiet (at most INTAKE_INLINE_RATE submissions a second, none
 * waiting); otherwise accepts it into the intake and answers at once. Counted by arrivals, not by
 * submissions in progress: SQLite's driver answers synchronously, so each is done before the next begins
 * and none would ever be seen overlapping. Throws only when the database is unreachable.
 */
export async function storeOrQueue<T, R>(payload: Payload, submission: Submission<T, R>): Promise<R> {
  if (quiet() && !state().waiting) return submission.now()
  const refusal = await submission.check?.()
  if (refusal !== undefined) return refusal
  await addToIntake(payload, submission.kind, submission.key, submission.data)
  Object.assign(state(), { lastQueuedAt: Date.now(), waiting: true })
  drainIntake(payload)
  return submission.accepted()
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function work(payload: Payload, row: IntakeRow) {
  try {
    await state().works.get(row.kind)!(payload, row.data as never)
    await removeFromIntake(payload, row.id)
  } catch (error) {
    // The error's name only: a database message can quote the values (an email address).
    const name = error instanceof Error ? error.name : 'error'
    console.error(`intake: a ${row.kind} submission will be stored later (${name}, attempt ${row.attempts + 1})`)
    await retryLater(payload, row.id, Math.min(3_600_000, 10_000 * 2 ** row.attempts), name).catch(() => undefined)
  }
}

async function drain(payload: Payload) {
  for (;;) {
    const started = Date.now()
    const rows = await claimFromIntake(payload, [...state().works.keys()], crowded() ? CROWD_BATCH : BATCH, LEASE_MS)
    if (rows.length === 0) {
      state().waiting = false
      return
    }
    for (const row of rows) await work(payload, row)
    // About a tenth of the process's time while the crowd is on, half of it after: answering comes first.
    const spent = Date.now() - started
    await pause(crowded() ? Math.min(1000, Math.max(100, spent * 9)) : Math.max(20, spent))
  }
}

/** Starts this process's loop unless it runs; it ends when nothing it can store waits. */
export function drainIntake(payload: Payload): void {
  const current = state()
  current.draining ??= drain(payload)
    .catch((error: unknown) =>
      console.error(`intake: the loop stopped (${error instanceof Error ? error.name : 'error'}); it resumes within ${RESUME_EVERY_MS / 1000} s`),
    )
    .finally(() => {
      current.draining = undefined
    })
}

/** In the server: drains what waits at start (a restart, another instance that stopped) and every 30 s after. */
export function resumeIntake(payload: Payload): void {
  const current = state()
  if (current.resuming) return
  drainIntake(payload)
  current.resuming = setInterval(() => drainIntake(payload), RESUME_EVERY_MS)
  current.resuming.unref()
}
