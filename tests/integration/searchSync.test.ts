/**
 * `npm run search:sync` as an operator meets it without hosted search settings: one line naming the
 * missing setting, exit 1, nothing sent anywhere. (It also proves the script still bundles and loads.)
 */
import { spawnSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')

function searchSync(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/search-sync.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), NODE_ENV: 'production', DATA_DIR: os.tmpdir(), ...env },
    encoding: 'utf8',
    timeout: 60_000,
  })
  return { status: result.status, lines: result.stderr.split('\n').filter((line) => line.trim() !== '') }
}

describe('search:sync without hosted search settings', () => {
  it('names ALGOLIA_APP_ID when no app id is set', () => {
    const run = searchSync({})
    expect(run.status).toBe(1)
    expect(run.lines).toEqual([expect.stringMatching(/^✖ ALGOLIA_APP_ID is not set/)])
  })

  it('names ALGOLIA_ADMIN_KEY when only the public settings are set, and never prints a key', () => {
    const run = searchSync({ ALGOLIA_APP_ID: 'APPID123', ALGOLIA_SEARCH_KEY: 'public-search-key-value' })
    expect(run.status).toBe(1)
    expect(run.lines).toEqual([expect.stringMatching(/^✖ ALGOLIA_ADMIN_KEY is not set/)])
    expect(run.lines.join('\n')).not.toContain('public-search-key-value')
  })
})
