/**
 * A start under load: the production server (scripts/server.mjs) started on a fresh, just-seeded database
 * with visitors asking from its first second answers every page as it would later (no 500), however many
 * first requests race through Payload's start and the first cached reads.
 *
 * Runs against the browser tests' build (.next-test, which `npm test` makes before it runs this suite) and
 * never builds: skipped without one, which `npm test` under CI counts as a failure.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { freePort } from '../support/services'

const root = path.resolve(__dirname, '../..')
const distDir = '.next-test'
const hasBuild = fs.existsSync(path.join(root, distDir, 'BUILD_ID'))
if (!hasBuild) console.warn(`startUnderLoad.test.ts skipped: no build in ${distDir} (npm test builds it first)`)

/** What the visitors ask for, and what each must answer once the site is up. */
const PAGES: Record<string, number> = {
  '/en-au/': 200,
  '/en-au/products': 200,
  '/en-au/products/fusion5': 200,
  '/en-au/articles': 200,
  '/en-au/kingcashford': 200,
  '/en-au/search-results?q=razor': 200,
  '/en-au/faq': 200,
  '/en-au/no-such-page': 404,
  '/api/site-paths': 200,
}
const VISITORS = 24
const AFTER_FIRST_ANSWER_MS = 15_000

let server: ChildProcess | undefined
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-start-under-load-'))
afterAll(() => {
  if (server && server.exitCode === null) server.kill('SIGKILL')
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe.skipIf(!hasBuild)('a start under load', () => {
  it('answers every page from its first second on a fresh database: no 500, each page as it answers later', async () => {
    const port = await freePort()
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: os.tmpdir(),
      NODE_ENV: 'production',
      NEXT_DIST_DIR: distDir,
      NEXT_TELEMETRY_DISABLED: '1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SITE_URL: `http://127.0.0.1:${port}`,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      ADMIN_EMAIL: 'start-under-load@test.example',
      ADMIN_PASSWORD: 'start-under-load-password',
    } as NodeJS.ProcessEnv
    const setup = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/setup.ts'], { cwd: root, env, encoding: 'utf8' })
    expect(setup.status, setup.stderr).toBe(0)

    let output = ''
    server = spawn(process.execPath, ['scripts/server.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))

    // Visitors ask from the moment the process starts; a refused connection (not listening yet) is asked again.
    const answers: { path: string; status: number; at: number }[] = []
    let firstAnswerAt = 0
    const paths = Object.keys(PAGES)
    const started = Date.now()
    const visitor = async (index: number) => {
      for (let turn = index; ; turn += 1) {
        if (firstAnswerAt && Date.now() - firstAnswerAt > AFTER_FIRST_ANSWER_MS) return
        if (Date.now() - started > 180_000 || server!.exitCode !== null) return
        const page = paths[turn % paths.length]!
        try {
          const response = await fetch(`http://127.0.0.1:${port}${page}`, { redirect: 'manual', signal: AbortSignal.timeout(30_000) })
          await response.arrayBuffer()
          firstAnswerAt ||= Date.now()
          answers.push({ path: page, status: response.status, at: Date.now() })
        } catch {
          if (!firstAnswerAt) await new Promise((resolve) => setTimeout(resolve, 100))
        }
      }
    }
    await Promise.all(Array.from({ length: VISITORS }, (_, index) => visitor(index)))

    expect(firstAnswerAt, output).toBeGreaterThan(0)
    const errors = answers.filter(({ status }) => status >= 500 && status !== 503)
    expect(errors.slice(0, 5), output.slice(-3000)).toEqual([])
    // The site is not merely refusing: most answers are answers, and by the end each page answers as it should.
    expect(answers.filter(({ status }) => status !== 503).length).toBeGreaterThan(answers.length / 2)
    for (const [page, status] of Object.entries(PAGES)) {
      const last = answers.filter((answer) => answer.path === page && answer.status !== 503).at(-1)
      expect(last?.status, page).toBe(status)
    }
  })
})
