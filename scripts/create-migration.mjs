#!/usr/bin/env node
/**
 * `npm run db:migration:create -- name`: after changing collections, writes a migration for BOTH
 * adapters (src/cms/migrations/sqlite and src/cms/migrations/postgres). The SQLite one is diffed
 * against a scratch database migrated to the current head; the PostgreSQL one against
 * MIGRATION_DATABASE_URL (default: a local `postgres://postgres@127.0.0.1:5432/migrations`, which
 * should be a scratch database at the current head; create it once with `createdb migrations`).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const name = process.argv[2] ?? 'change'
const payload = path.join(root, 'node_modules', '.bin', 'payload')
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'migration-'))
const pgUrl = process.env.MIGRATION_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/migrations'

function payloadCli(args, env) {
  const result = spawnSync(payload, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', ...env } })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

for (const [label, env] of [
  ['SQLite', { DATA_DIR: scratch, DATABASE_URL: '' }],
  ['PostgreSQL', { DATABASE_URL: pgUrl }],
]) {
  console.log(`\n${label}: migrating a scratch database to the current head, then creating '${name}'`)
  payloadCli(['migrate'], env)
  payloadCli(['migrate:create', name], env)
}
fs.rmSync(scratch, { recursive: true, force: true })
