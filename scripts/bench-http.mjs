#!/usr/bin/env node
/**
 * `npm run bench:http`: how fast the origin serves a cached page, against the framework's own floor. A
 * production build of the site (scripts/server.mjs, as `npm start` serves it) and a bare Next.js page of
 * the same HTML size, built with the project's Next.js and served by `next start`, are loaded in turn with
 * wrk (Debian's package: `apt-get install wrk`), gzip accepted, BENCH_CONNECTIONS (32) connections for
 * BENCH_SECONDS (10) each, BENCH_ROUNDS (3) rounds alternating the two so that both see the same machine.
 * Prints each round, the medians and their ratio (the budget: the site at 0.9 or more of the bare page),
 * and the page's HTML bytes (raw and gzipped) next to the bare page's.
 *
 * A benchmark, not a test: it exits 0 whatever the figures, 1 when nothing could be measured.
 * BENCH_PAGE (default /en-au/products/fusion5), BENCH_PORT (3203; the bare page uses the next one),
 * BENCH_REUSE_BUILD=1 reuses .next-bench when it holds a build.
 * BENCH_BASELINE: a git ref built and served beside this checkout (scripts/bench/baseline.mjs, on BENCH_PORT + 2)
 * and loaded in the same alternating rounds: its row is the "before" of the same run.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { prepareBaseline, removeBaseline, startBaseline } from './bench/baseline.mjs'
import { buildReferenceApp, removeReferenceApp, startReferenceApp, stopProcess, waitForOk } from './bench/referenceApps.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const distDir = '.next-bench'
const port = Number(process.env.BENCH_PORT ?? '3203')
const site = `http://127.0.0.1:${port}`
const bareUrl = `http://127.0.0.1:${port + 1}/`
const page = process.env.BENCH_PAGE ?? '/en-au/products/fusion5'
const connections = Number(process.env.BENCH_CONNECTIONS ?? '32')
const seconds = Number(process.env.BENCH_SECONDS ?? '10')
const rounds = Number(process.env.BENCH_ROUNDS ?? '3')
const reuseRequested = process.env.BENCH_REUSE_BUILD === '1'
const BUDGET = 0.9
const baselineRef = process.env.BENCH_BASELINE?.trim() || null
const baselineSite = `http://127.0.0.1:${port + 2}`

try {
  execFileSync('wrk', ['--version'], { stdio: 'ignore' })
} catch (error) {
  // wrk prints its version and exits 1; only a missing command is a failure.
  if (error.code === 'ENOENT') {
    console.error("wrk is not installed: apt-get install wrk (Debian's package).")
    process.exit(1)
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'))
const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: distDir,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SITE_URL: site,
}

function must(result, what) {
  if (result.status !== 0) throw new Error(`${what} failed`)
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** The HTML as a browser asking for gzip gets it: raw and gzipped sizes, and the cache status. */
async function htmlOf(url) {
  const response = await fetch(url)
  const html = Buffer.from(await response.arrayBuffer())
  return { raw: html.length, gzip: gzipSync(html, { level: 6 }).length, cache: response.headers.get('x-nextjs-cache') ?? '–', status: response.status }
}

/** One wrk run: requests per second and latency percentiles (ms). */
function wrk(url) {
  const out = execFileSync('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-H', 'Accept-Encoding: gzip', url], { encoding: 'utf8' })
  const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1])
  const latency = (p) => {
    const match = out.match(new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`))
    if (!match) return NaN
    return Number(match[1]) * { us: 0.001, ms: 1, s: 1000 }[match[2]]
  }
  const errors = out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? '0'
  return { rps, p50: latency(50), p99: latency(99), errors: Number(errors) }
}

let server
let bare
let bareDir
let baseline
let baselineServer
let exitCode = 0
const runs = { site: [], bare: [], baseline: [] }
let sizes
try {
  must(spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/setup.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] }), 'database setup')
  if (!(reuseRequested && fs.existsSync(path.join(root, distDir, 'BUILD_ID')))) {
    fs.rmSync(path.join(root, distDir), { recursive: true, force: true })
    must(spawnSync(bin('next'), ['build'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] }), 'build')
  }
  server = spawn(process.execPath, ['scripts/server.mjs'], { cwd: root, env: { ...env, PORT: String(port), HOSTNAME: '127.0.0.1' }, stdio: 'ignore' })
  if (!(await waitForOk(`${site}/en-au/`, server))) throw new Error(`the site never answered ${site}/en-au/`)
  await fetch(site + page) // first render: from here on the page is served from the cache
  const pageHtml = await htmlOf(site + page)
  if (pageHtml.status !== 200) throw new Error(`${page} answered ${pageHtml.status}`)

  // A bare page of the same size: the page's text appears twice in a Next.js page (HTML and RSC
  // payload), so ask for half, then correct once by what came out.
  let target = Math.round(pageHtml.raw / 2)
  let bareHtml
  for (let attempt = 0; attempt < 2; attempt += 1) {
    removeReferenceApp(bareDir)
    bareDir = buildReferenceApp('bare', { bytes: target })
    await stopProcess(bare)
    bare = await startReferenceApp(bareDir, port + 1)
    bareHtml = await htmlOf(bareUrl)
    if (Math.abs(bareHtml.raw - pageHtml.raw) / pageHtml.raw < 0.05) break
    target = Math.round(target * (pageHtml.raw / bareHtml.raw))
  }
  sizes = { page: pageHtml, bare: bareHtml }
  if (baselineRef) {
    baseline = prepareBaseline(baselineRef, env, port + 2)
    baselineServer = startBaseline(baseline)
    if (!(await waitForOk(`${baselineSite}/en-au/`, baselineServer))) throw new Error(`the baseline never answered ${baselineSite}/en-au/`)
    await fetch(baselineSite + page)
    sizes.baseline = await htmlOf(baselineSite + page)
  }
  const urls = { bare: bareUrl, site: site + page, ...(baselineRef ? { baseline: baselineSite + page } : {}) }

  // Warm each up, then alternate.
  for (const url of Object.values(urls)) execFileSync('wrk', ['-t1', '-c4', '-d2s', '-H', 'Accept-Encoding: gzip', url], { stdio: 'ignore' })
  for (let round = 0; round < rounds; round += 1) {
    process.stderr.write(`round ${round + 1}/${rounds}…\n`)
    for (const [name, url] of Object.entries(urls)) runs[name].push(wrk(url))
  }
} catch (error) {
  console.error(error.message)
  exitCode = 1
} finally {
  await stopProcess(server)
  await stopProcess(bare)
  await stopProcess(baselineServer)
  removeBaseline(baseline)
  removeReferenceApp(bareDir)
  fs.rmSync(dataDir, { recursive: true, force: true })
  if (!reuseRequested) fs.rmSync(path.join(root, distDir), { recursive: true, force: true })
}
if (exitCode || !runs.site.length) process.exit(1)

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
console.log(
  `\nOrigin throughput: ${page} (cache: ${sizes.page.cache}) against a bare Next.js page of the same size, wrk -t1 -c${connections} -d${seconds}s, gzip, ${rounds} alternating rounds, ${os.cpus().length} cores\n`,
)
console.log('| served | HTML raw | HTML gzip | req/s per round | median req/s | p50 | p99 | non-2xx |')
console.log('|---|---:|---:|---|---:|---:|---:|---:|')
for (const [name, label, html] of [
  ['bare', 'bare Next.js page (next start)', sizes.bare],
  ...(baselineRef ? [['baseline', `${page}, before (${baseline.commit})`, sizes.baseline]] : []),
  ['site', `${page} (scripts/server.mjs)`, sizes.page],
]) {
  const list = runs[name]
  console.log(
    `| ${label} | ${kb(html.raw)} | ${kb(html.gzip)} | ${list.map((run) => run.rps.toFixed(0)).join(', ')} | ${median(list.map((run) => run.rps)).toFixed(0)} | ${median(list.map((run) => run.p50)).toFixed(1)} ms | ${median(list.map((run) => run.p99)).toFixed(1)} ms | ${list.reduce((sum, run) => sum + run.errors, 0)} |`,
  )
}
const ratio = median(runs.site.map((run) => run.rps)) / median(runs.bare.map((run) => run.rps))
console.log(`\nRatio (site / bare page): ${ratio.toFixed(2)} — ${ratio >= BUDGET ? 'within' : 'under'} the budget of ${BUDGET}.`)
if (baselineRef)
  console.log(`Before (${baseline.commit}) / bare page: ${(median(runs.baseline.map((run) => run.rps)) / median(runs.bare.map((run) => run.rps))).toFixed(2)}.`)
