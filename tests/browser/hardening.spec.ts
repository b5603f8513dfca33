// Hardening: malformed input never reaches a server error (the short run of `npm run test:fuzz`).
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import { expect, test } from './fixtures'

const run = promisify(execFile)

test('500 malformed requests across pages, the search and reviews APIs, forms and the CMS login: no 5xx, no dropped connection', async ({ baseURL }) => {
  test.setTimeout(120_000)
  const { stdout } = await run(process.execPath, ['scripts/fuzz.mjs'], {
    env: { ...process.env, FUZZ_URL: baseURL!, FUZZ_REQUESTS: '500', FUZZ_SEED: '7', FUZZ_CONCURRENCY: '4' },
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? String(error) }))
  expect(stdout).toContain('responses >= 500: 0; dropped connections: 0')
})
