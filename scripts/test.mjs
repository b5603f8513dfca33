#!/usr/bin/env node
/**
 * `npm test`: lint, type-check, unit and integration tests (Vitest; PostgreSQL too when
 * TEST_DATABASE_URL is set), then browser tests (Playwright in Debian's Chromium) against a fresh
 * production build in .next-test. Ends with one line `N passed, N failed[, N skipped]` over all suites; under
 * CI (CI set) a skipped test fails the run.
 *
 * TEST_SKIP_BUILD=1 reuses an existing .next-test build (local iteration only).
 *
 * The test build includes the test-only routes (`*.test-route.tsx`: a failing page and a failing root
 * layout, SITE_TEST_ROUTES=1 in next.config.ts); the server then turns them on with SITE_TEST_HOOKS=1.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { checkNode } from './node-check.mjs'

checkNode()

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'))
const totals = { passed: 0, failed: 0, skipped: 0 }
const failures = []

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env }, stdio: 'inherit' })
    child.on('exit', (code) => resolve(code ?? 1))
    child.on('error', () => resolve(127))
  })
}

function heading(text) {
  console.log(`\n━━ ${text} ${'━'.repeat(Math.max(0, 70 - text.length))}`)
}

async function check(name, command, args, env) {
  heading(name)
  const code = await run(command, args, env)
  if (code === 0) totals.passed += 1
  else {
    totals.failed += 1
    failures.push(name)
  }
  return code === 0
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

// 1. Static checks
await check('format (prettier --check)', bin('prettier'), ['--check', '.', '--log-level', 'warn'])
await check('lint (eslint)', bin('eslint'), ['.', '--max-warnings=0'])
await check('type-check (tsc)', bin('tsc'), ['--noEmit', '-p', '.'])

// 2. Unit and integration tests
/** A Vitest run whose tests count in the totals (its JSON report read back). */
async function vitestRun(name, args) {
  heading(name)
  const report = path.join(work, `vitest-${totals.passed + totals.failed}.json`)
  const code = await run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args])
  const result = readJson(report)
  if (result) {
    totals.passed += result.numPassedTests
    totals.failed += result.numFailedTests
    totals.skipped += result.numPendingTests + (result.numTodoTests ?? 0)
    if (result.numFailedTests > 0 || code !== 0) failures.push(name)
    if (code !== 0 && result.numFailedTests === 0) totals.failed += 1 // a suite that crashed outside a test
  } else {
    totals.failed += 1
    failures.push(`${name} (no report)`)
  }
}

// Suites that serve the production build run after it is made (below): its start-up check, a start under load.
const AFTER_BUILD = ['tests/integration/servedByServer.test.ts', 'tests/integration/startUnderLoad.test.ts']
await vitestRun(
  'unit and integration tests (vitest)',
  AFTER_BUILD.flatMap((file) => ['--exclude', file]),
)

// 3. Browser tests against the production build
heading('browser tests (playwright, Debian chromium)')
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const dataDir = path.join(work, 'browser-data')
const port = process.env.TEST_PORT ?? '3100'
const serverEnv = {
  NODE_ENV: 'production',
  NEXT_DIST_DIR: '.next-test',
  DATA_DIR: dataDir,
  TEST_DATA_DIR: dataDir,
  TEST_PORT: port,
  SITE_URL: `http://127.0.0.1:${port}`,
  ADMIN_EMAIL: 'editor@test.example',
  ADMIN_PASSWORD: 'browser-tests-only-password',
  DATABASE_URL: '',
  SITE_TEST_HOOKS: '1',
}
if (!fs.existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}: install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH.`)
  totals.failed += 1
  failures.push('browser tests (no chromium)')
} else if (
  (await check('prepare the test database', process.execPath, ['scripts/run-ts.mjs', 'scripts/setup.ts'], serverEnv)) &&
  (process.env.TEST_SKIP_BUILD === '1' && fs.existsSync(path.join(root, '.next-test', 'BUILD_ID'))
    ? true
    : await check('production build (.next-test)', bin('next'), ['build'], { ...serverEnv, SITE_TEST_ROUTES: '1' }))
) {
  await vitestRun('the build refuses a start without its server; a start under load (vitest)', AFTER_BUILD)
  const report = path.join(work, 'playwright.json')
  const code = await run(bin('playwright'), ['test'], { ...serverEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: report })
  const stats = readJson(report)?.stats
  if (stats) {
    totals.passed += stats.expected + stats.flaky
    totals.failed += stats.unexpected
    totals.skipped += stats.skipped
    if (stats.unexpected > 0) failures.push('playwright')
    if (code !== 0 && stats.unexpected === 0) {
      totals.failed += 1
      failures.push('playwright (runner error)')
    }
  } else {
    totals.failed += 1
    failures.push('playwright (no report)')
  }
}

fs.rmSync(work, { recursive: true, force: true })
// Under CI every suite runs: a suite skipped for a missing service (PostgreSQL, Redis, nginx) is a failure.
if (process.env.CI && totals.skipped > 0) {
  totals.failed += 1
  failures.push(`${totals.skipped} skipped under CI (each needs its service: .ci/run starts PostgreSQL and Redis)`)
}
const executed = totals.passed + totals.failed
console.log(`\n${failures.length ? `Failed: ${failures.join(', ')}` : 'All suites passed.'}`)
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`)
process.exit(totals.failed > 0 || executed === 0 ? 1 : 0)
