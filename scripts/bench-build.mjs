#!/usr/bin/env node
/**
 * `npm run bench:build`: a clean production build, timed, then each public page type's first-load
 * JavaScript (gzipped; scripts plus preloaded chunks, scripts/bench/firstLoadJs.mjs) against an empty
 * Next.js page (a heading and a sentence) built with the project's Next.js in the same run and served by
 * `next start`. The budget is that empty page plus 10 KB; the 404 page is the shell alone.
 *
 * A benchmark, not a test: it exits 0 whatever the figures (1 only when nothing could be measured).
 * BENCH_ROUTES  comma list of paths (default: one page per page type, scripts/bench/pages.mjs)
 * BENCH_PORT    port for the site (default 3200; the empty page uses the next one)
 * KB are 1,024 bytes.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { firstLoadJs } from './bench/firstLoadJs.mjs'
import { pagesToMeasure } from './bench/pages.mjs'
import { buildReferenceApp, removeReferenceApp, startReferenceApp, stopProcess, waitForOk } from './bench/referenceApps.mjs'

const BUDGET_KB = 10
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const distDir = '.next-bench'
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'))
const port = Number(process.env.BENCH_PORT ?? '3200')
const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: distDir,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SITE_URL: `http://127.0.0.1:${port}`,
}

// One page per page type (scripts/bench/pages.mjs), or BENCH_ROUTES.
const routes = pagesToMeasure('BENCH_ROUTES')

function must(result, what) {
  if (result.status !== 0) {
    console.error(`${what} failed`)
    process.exit(1)
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

must(spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/setup.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] }), 'database setup')
fs.rmSync(path.join(root, distDir), { recursive: true, force: true })
const started = process.hrtime.bigint()
must(spawnSync(bin('next'), ['build'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] }), 'build')
const buildSeconds = Number(process.hrtime.bigint() - started) / 1e9

let server
let reference
let referenceDir
const rows = []
let empty
try {
  referenceDir = buildReferenceApp('empty')
  reference = await startReferenceApp(referenceDir, port + 1)
  empty = await firstLoadJs(`http://127.0.0.1:${port + 1}/`)

  server = spawn(process.execPath, ['scripts/server.mjs'], { cwd: root, env: { ...env, PORT: String(port), HOSTNAME: '127.0.0.1' }, stdio: 'ignore' })
  const base = `http://127.0.0.1:${port}`
  if (!(await waitForOk(`${base}/en-au/`, server))) throw new Error(`the site never answered ${base}/en-au/`)
  for (const route of routes) rows.push({ route, ...(await firstLoadJs(base + route)) })
} finally {
  await stopProcess(server)
  await stopProcess(reference)
  removeReferenceApp(referenceDir)
  fs.rmSync(dataDir, { recursive: true, force: true })
  // BENCH_REUSE_BUILD=1: the build is kept for the other benchmarks to reuse (this one always builds afresh).
  if (process.env.BENCH_REUSE_BUILD !== '1') fs.rmSync(path.join(root, distDir), { recursive: true, force: true })
}

console.log(`\nBuild time: ${buildSeconds.toFixed(1)} s (clean, ${os.cpus().length} cores)\n`)
console.log(
  `First-load JS per page type (gzipped; scripts plus the chunks the page preloads), against an empty Next.js page built with the same Next.js: ${kb(empty.bytes)} in ${empty.files} files. Budget: +${BUDGET_KB} KB.\n`,
)
console.log('| page | files | first-load JS | of which preloaded | over the empty page | budget | inline RSC payload | HTML |')
console.log('|---|---:|---:|---:|---:|:---:|---:|---:|')
let over = 0
for (const row of rows) {
  const excess = (row.bytes - empty.bytes) / 1024
  const within = excess <= BUDGET_KB
  if (!within) over += 1
  console.log(
    `| ${row.route} | ${row.files} | ${kb(row.bytes)} | ${kb(row.preloadBytes)} | ${excess >= 0 ? '+' : ''}${excess.toFixed(1)} KB | ${within ? 'ok' : 'OVER'} | ${kb(row.inlineBytes)} | ${kb(row.htmlBytes)} |`,
  )
}
console.log(`\n${over === 0 ? `Every page is within ${BUDGET_KB} KB of the empty page.` : `${over} of ${rows.length} pages over the budget.`}`)
