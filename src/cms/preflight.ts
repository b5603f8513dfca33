import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { dataDir, settings, sqliteFile } from '../shared/settings'

/** A start-up problem an operator can fix, told in one line that names the setting. */
export class PreflightError extends Error {}

const SQLITE_HEADER = 'SQLite format 3\u0000'

/** Checks that the database the settings point at can be opened, before Payload touches it. */
export async function checkDatabase(): Promise<void> {
  const url = settings().DATABASE_URL
  if (url) await checkPostgres(url)
  else checkSqlite()
}

function checkSqlite(): void {
  const dir = dataDir()
  const shown = path.relative(process.cwd(), dir) || dir
  try {
    fs.mkdirSync(dir, { recursive: true })
    const probe = path.join(dir, `.write-test-${process.pid}`)
    fs.writeFileSync(probe, '')
    fs.rmSync(probe)
  } catch (error) {
    throw new PreflightError(
      `DATA_DIR: cannot write to '${shown}' (${(error as NodeJS.ErrnoException).code ?? 'error'}); make it writable or set DATA_DIR to another folder.`,
    )
  }
  const file = sqliteFile()
  if (!fs.existsSync(file)) return
  const stat = fs.statSync(file)
  if (!stat.isFile()) throw new PreflightError(`DATA_DIR: '${path.join(shown, 'site.db')}' is not a file.`)
  if (stat.size === 0) return
  const header = Buffer.alloc(16)
  const fd = fs.openSync(file, 'r')
  try {
    fs.readSync(fd, header, 0, 16, 0)
  } finally {
    fs.closeSync(fd)
  }
  if (header.toString('latin1') !== SQLITE_HEADER) {
    throw new PreflightError(
      `DATA_DIR: '${path.join(shown, 'site.db')}' is not a SQLite database (corrupt?); move it away to start afresh or set DATA_DIR to another folder.`,
    )
  }
}

async function checkPostgres(url: string): Promise<void> {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new PreflightError('DATABASE_URL: not a valid URL; expected postgres://user:password@host:5432/database')
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    throw new PreflightError(`DATABASE_URL: unsupported scheme '${parsed.protocol}'; expected postgres://user:password@host:5432/database`)
  }
  // Never echo the password: name the server by host, port and database only.
  const where = `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    await client.query('select 1')
  } catch (error) {
    const err = error as NodeJS.ErrnoException
    throw new PreflightError(`DATABASE_URL: cannot use PostgreSQL at ${where} (${err.code ?? err.message.split('\n')[0]}).`)
  } finally {
    await client.end().catch(() => {})
  }
}
