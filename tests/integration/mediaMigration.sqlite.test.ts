import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { mediaMigrationSuite } from './mediaMigration.suite'

// A fresh SQLite database in a temporary DATA_DIR, migrated step by step by the suite.
Object.assign(process.env, { NODE_ENV: 'test', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'site-media-migration-')) })
delete process.env.DATABASE_URL

mediaMigrationSuite('SQLite', () => import('../../src/cms/migrations/sqlite'))
