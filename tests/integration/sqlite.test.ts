import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { platformSuite } from './platform.suite'

// A fresh SQLite database in a temporary DATA_DIR, opened the way `npm start` opens it.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-sqlite-'))
Object.assign(process.env, { NODE_ENV: 'production', DATA_DIR: dir })
delete process.env.DATABASE_URL

platformSuite('SQLite')
