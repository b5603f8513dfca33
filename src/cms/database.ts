import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'

import { settings, sqliteFile } from '../shared/settings'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * SQLite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set. Both take their schema
 * from committed migrations only: `push` stays off so no database is ever marked dev-managed.
 */
export function databaseAdapter() {
  const url = settings().DATABASE_URL
  if (url) {
    return postgresAdapter({
      pool: { connectionString: url, connectionTimeoutMillis: 5000, max: settings().DATABASE_POOL_MAX },
      push: false,
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      prodMigrations: postgresMigrations,
    })
  }
  return sqliteAdapter({
    client: { url: `file:${sqliteFile()}` },
    // Concurrent writers (sign-ups, reviews, votes) queue for up to 5 s instead of failing with
    // SQLITE_BUSY, and readers never wait for a writer (write-ahead log).
    busyTimeout: 5000,
    wal: { journalSizeLimit: 64 * 1024 * 1024, synchronous: 'NORMAL' },
    push: false,
    migrationDir: path.resolve(dirname, 'migrations/sqlite'),
    prodMigrations: sqliteMigrations,
  })
}
