import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

/**
 * The intake table (migration 20261126_150000_submission_intake): one row per accepted submission not yet
 * stored in its collection. Written and read with one SQL statement each, through the adapter's own
 * connection, so accepting a submission costs one insert rather than a Payload operation.
 */

/** The two adapters' drizzle handles: SQLite's `all`/`run`, PostgreSQL's `execute`. */
interface Drizzle {
  all?: (query: SQL) => Promise<Record<string, unknown>[]>
  run?: (query: SQL) => Promise<{ rowsAffected?: number }>
  execute?: (query: SQL) => Promise<{ rows: Record<string, unknown>[]; rowCount?: number | null }>
}

const drizzleOf = (payload: Payload) => (payload.db as unknown as { drizzle: Drizzle }).drizzle
const isPostgres = (payload: Payload) => payload.db.name === 'postgres'

/** The rows a statement returns, on either adapter. */
export async function rowsOf(payload: Payload, query: SQL): Promise<Record<string, unknown>[]> {
  const drizzle = drizzleOf(payload)
  if (isPostgres(payload)) return (await drizzle.execute!(query)).rows
  return drizzle.all!(query)
}

/** How many rows a statement changed, on either adapter. */
export async function changed(payload: Payload, query: SQL): Promise<number> {
  const drizzle = drizzleOf(payload)
  if (isPostgres(payload)) return (await drizzle.execute!(query)).rowCount ?? 0
  return (await drizzle.run!(query)).rowsAffected ?? 0
}

export interface IntakeRow {
  id: number
  kind: string
  key: string
  data: unknown
  attempts: number
}

/** Adds a submission unless one with its key is waiting: true when added. */
export async function addToIntake(payload: Payload, kind: string, key: string, data: unknown): Promise<boolean> {
  const now = Date.now()
  return (
    (await changed(
      payload,
      sql`insert into submission_intake (kind, "key", data, attempts, claimed_until, created_at) values (${kind}, ${key}, ${JSON.stringify(data)}, 0, 0, ${now}) on conflict ("key") do nothing`,
    )) === 1
  )
}

/**
 * Claims up to `limit` waiting rows of the given kinds for `leaseMs`: a row another process claimed is
 * skipped until its lease runs out (that process stopped midway), so each row is worked by one process
 * at a time.
 */
export async function claimFromIntake(payload: Payload, kinds: string[], limit: number, leaseMs: number): Promise<IntakeRow[]> {
  if (kinds.length === 0) return []
  const now = Date.now()
  const kindList = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  )
  const rows = await rowsOf(
    payload,
    sql`update submission_intake set claimed_until = ${now + leaseMs} where id in (select id from submission_intake where claimed_until < ${now} and kind in (${kindList}) order by id limit ${limit}) and claimed_until < ${now} returning id, kind, "key", data, attempts`,
  )
  return rows
    .map((row) => ({
      id: Number(row.id),
      kind: String(row.kind),
      key: String(row.key),
      data: JSON.parse(String(row.data)) as unknown,
      attempts: Number(row.attempts),
    }))
    .sort((a, b) => a.id - b.id)
}

/** A row's work is done: it leaves the intake. */
export async function removeFromIntake(payload: Payload, id: number): Promise<void> {
  await changed(payload, sql`delete from submission_intake where id = ${id}`)
}

/** A row's work failed: tried again after `retryMs`, its error's name kept (never its message: it can quote personal data). */
export async function retryLater(payload: Payload, id: number, retryMs: number, error: string): Promise<void> {
  await changed(
    payload,
    sql`update submission_intake set attempts = attempts + 1, claimed_until = ${Date.now() + retryMs}, last_error = ${error.slice(0, 200)} where id = ${id}`,
  )
}

/** How many rows wait (claimed or not). */
export async function intakeLength(payload: Payload): Promise<number> {
  const [row] = await rowsOf(payload, sql`select count(*) as waiting from submission_intake`)
  return Number(row?.waiting ?? 0)
}
