/**
 * What an operator sees when the database settings are wrong: `npm start` (scripts/setup.ts) stops
 * with one clear line naming the setting, no stack trace, no password, and nothing half-written.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')

function setup(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/setup.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), NODE_ENV: 'production', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  })
  const lines = result.stderr.split('\n').filter((line) => line.trim() !== '')
  return { status: result.status, lines, stdout: result.stdout, stderr: result.stderr }
}

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'site-start-'))

describe('start-up with bad database settings', () => {
  it('names DATA_DIR when the SQLite file is corrupt, and leaves it untouched', () => {
    const dir = tempDir()
    const garbage = 'this is not a database'.repeat(100)
    fs.writeFileSync(path.join(dir, 'site.db'), garbage)
    const run = setup({ DATA_DIR: dir })
    expect(run.status).toBe(1)
    expect(run.lines).toHaveLength(1)
    expect(run.lines[0]).toMatch(/^✖ DATA_DIR: .*site\.db' is not a SQLite database/)
    expect(fs.readFileSync(path.join(dir, 'site.db'), 'utf8')).toBe(garbage)
  })

  it('names DATA_DIR when the data folder cannot be created', () => {
    const dir = tempDir()
    fs.writeFileSync(path.join(dir, 'a-file'), '')
    const run = setup({ DATA_DIR: path.join(dir, 'a-file', 'data') })
    expect(run.status).toBe(1)
    expect(run.lines).toEqual([expect.stringMatching(/^✖ DATA_DIR: cannot write to .* \((ENOTDIR|EEXIST|EACCES)\)/)])
  })

  it('names DATABASE_URL when it is not a PostgreSQL URL', () => {
    const run = setup({ DATABASE_URL: 'mysql://root@localhost/site' })
    expect(run.status).toBe(1)
    expect(run.lines).toEqual([expect.stringMatching(/^✖ DATABASE_URL: unsupported scheme 'mysql:'/)])
  })

  it('names DATABASE_URL when PostgreSQL is unreachable, without printing the password', () => {
    const run = setup({ DATABASE_URL: 'postgres://site:s3cret-pw@127.0.0.1:1/site' })
    expect(run.status).toBe(1)
    expect(run.lines).toEqual([expect.stringMatching(/^✖ DATABASE_URL: cannot use PostgreSQL at 127\.0\.0\.1:1\/site \(ECONNREFUSED\)/)])
    expect(run.stderr + run.stdout).not.toContain('s3cret-pw')
  })

  it('names the setting when a value is malformed', () => {
    const run = setup({ PORT: 'eighty', DATA_DIR: tempDir() })
    expect(run.status).toBe(1)
    expect(run.lines).toEqual([expect.stringMatching(/^✖ PORT: /)])
  })
})

describe('start-up without a public address', () => {
  // A bad PORT makes the start stop right after its checks: enough to read what it says first.
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), NODE_ENV: 'production', PORT: 'eighty', DATA_DIR: tempDir(), ...env },
      encoding: 'utf8',
      timeout: 60_000,
    })

  it('says loudly, in one line naming SITE_URL, that absolute links will point at localhost', () => {
    const run = start({})
    const warnings = run.stderr.split('\n').filter((line) => line.includes('SITE_URL'))
    expect(warnings).toEqual([expect.stringMatching(/^WARNING: SITE_URL is not set/)])
  })

  it('says nothing of it when SITE_URL is set', () => {
    expect(start({ SITE_URL: 'https://www.example.com.au' }).stderr).not.toContain('SITE_URL')
  })
})
