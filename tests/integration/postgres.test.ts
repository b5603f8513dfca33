import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { beforeAll } from 'vitest'

import { platformSuite } from './platform.suite'

// Runs when TEST_DATABASE_URL names a PostgreSQL database (CI sets it); the schema is emptied first.
// Without it every test of the suite is reported as skipped, by name.
const url = process.env.TEST_DATABASE_URL
const skipBecause = url ? undefined : 'TEST_DATABASE_URL is not set'

if (url) {
  // Uploaded media go to a temporary DATA_DIR, not the checkout's data/.
  Object.assign(process.env, { NODE_ENV: 'production', DATABASE_URL: url, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'site-postgres-')) })
  beforeAll(async () => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;')
    await client.end()
  })
}
platformSuite('PostgreSQL', { skipBecause })
