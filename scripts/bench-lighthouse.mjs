#!/usr/bin/env node
/**
 * `npm run bench:lighthouse`: Lighthouse (mobile: emulated Moto G Power, simulated throttling, Lighthouse's
 * default config) on one page of each type of a production build served by scripts/server.mjs (as
 * `npm start` serves it), against an empty Next.js page (a heading and a sentence) built with the
 * project's Next.js and served by `next start`, measured in the same run. The runs are interleaved (run 1
 * of every page, the empty page first, then run 2 ...), so a busy or slow spell of the machine touches all
 * pages alike. Each page's medians are printed with their difference from the empty page's, and checked
 * against the budget: performance within 2 points of the empty page, LCP no later than the empty page's
 * + 0.5 s, accessibility, best practices and SEO 100 (SEO on pages that may be indexed: the others are
 * noindex by SPEC.md, which Lighthouse's is-crawlable audit counts against them). Debian's Chromium
 * (CHROMIUM_PATH, default /usr/bin/chromium); nothing is downloaded.
 *
 * A benchmark, not a test: it exits 0 however low the scores are, and 1 only when nothing could be
 * measured (database setup or build failed, no Chromium, or a server never came up).
 *
 * BENCH_PAGES   comma list of paths (default: one page per page type, scripts/bench/pages.mjs)
 * BENCH_RUNS    Lighthouse runs per page (default 3; medians)
 * BENCH_PORT    port for the site (default 3201; the empty page uses the next one)
 * BENCH_REPORT_DIR  when set, each run's Lighthouse report (JSON) is written there, for reading a trace's
 *               details (LCP breakdown, the simulated request graph)
 * BENCH_BASELINE  a git ref (commit, tag, branch): that commit is built too, in a temporary worktree
 *               (scripts/bench/baseline.mjs), served on BENCH_PORT + 2 and measured in the same interleaved
 *               runs (each page on the site, then on the baseline); a second table prints each page before
 *               (the baseline) and after (this checkout): performance, its difference from the empty page,
 *               LCP, TBT and the document's bytes on the wire
 * BENCH_CPU_SLOWDOWN  the CPU slowdown of every run. By default each run is calibrated to the machine as it
 *               is during that run (scripts/bench/calibratedLighthouse.mjs): 4 x the benchmark index
 *               Lighthouse measures in that run / 1750, as Lighthouse's throttling guide describes, the same
 *               simulated phone in a fast or a slow hour. The indexes and the slowdowns are printed.
 * BENCH_BARE    a second reference row (default on; 0 leaves it out): a bare Next.js page of the measured pages'
 *               size (paragraphs of text, its HTML as long as the pages' median), built and served like the
 *               empty page on BENCH_PORT + 3: its Δ from the empty page is what the HTML's size alone costs in
 *               the same runs, so a page's own cost is its Δ beyond that.
 * BENCH_REUSE_BUILD=1  reuse .next-bench when it holds a build (and keep it afterwards); otherwise build
 *               into .next-bench and delete it at the end. A reused build keeps the SITE_URL (port) it was
 *               built with.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import { throttling as throttlingPresets } from 'lighthouse/core/config/constants.js'

import { prepareBaseline, removeBaseline, startBaseline } from './bench/baseline.mjs'
import { calibratedLighthouse, DEFAULT_SLOWDOWN, DEFAULT_SLOWDOWN_INDEX } from './bench/calibratedLighthouse.mjs'
import { pagesToMeasure } from './bench/pages.mjs'
import { buildReferenceApp, removeReferenceApp, startReferenceApp, stopProcess, waitForOk } from './bench/referenceApps.mjs'
import { median } from './bench/stats.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const distDir = '.next-bench'
const port = Number(process.env.BENCH_PORT ?? '3201')
const base = `http://127.0.0.1:${port}`
const referenceUrl = `http://127.0.0.1:${port + 1}/`
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const reuseRequested = process.env.BENCH_REUSE_BUILD === '1'
const reportDir = process.env.BENCH_REPORT_DIR ? path.resolve(process.env.BENCH_REPORT_DIR) : null
const baselineRef = process.env.BENCH_BASELINE?.trim() || null
const baselineBase = `http://127.0.0.1:${port + 2}`
const withBare = process.env.BENCH_BARE !== '0'
const bareUrl = `http://127.0.0.1:${port + 3}/`
// The bare page's HTML is about this many times its text (the text, then again in the RSC payload).
const BARE_HTML_PER_TEXT_BYTE = 2.3
const runs = Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? '3', 10) || 3)

// Every run's slowdown, fixed here or calibrated in the run (scripts/bench/calibratedLighthouse.mjs).
const fixedSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN) > 0 ? Number(process.env.BENCH_CPU_SLOWDOWN) : null

// The budget, against the empty Next.js page of the same run.
const PERFORMANCE_POINTS = 2
const LCP_SECONDS = 0.5

// One page per page type (scripts/bench/pages.mjs), or BENCH_PAGES.
const pages = pagesToMeasure('BENCH_PAGES')

const CATEGORIES = [
  ['performance', 'perf'],
  ['accessibility', 'a11y'],
  ['best-practices', 'best pr.'],
  ['seo', 'SEO'],
]
// Failing audits are listed for these categories (performance has its own metrics).
const AUDITED = ['accessibility', 'best-practices', 'seo']
// On a page that answers with an error status these fail by design (status code, noindex, the browser
// logging the status).
const EXPECTED_ON_ERROR_PAGE = new Set(['http-status-code', 'is-crawlable', 'errors-in-console'])

if (!fs.existsSync(chromePath)) {
  console.error(`Chromium not found at ${chromePath}: install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH.`)
  process.exit(1)
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'))
const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: distDir,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SITE_URL: base,
}

let server
let reference
let baseline
let baselineServer
let referenceDir
let bareDir
let bareReference
let chrome
let chromeDataDir
let cleanedUp = false

function killChrome() {
  if (chrome) {
    try {
      chrome.kill()
    } catch {
      /* already gone */
    }
    chrome = undefined
  }
  if (chromeDataDir) {
    fs.rmSync(chromeDataDir, { recursive: true, force: true, maxRetries: 5 })
    chromeDataDir = undefined
  }
}

function removeTemporaryFiles() {
  if (cleanedUp) return
  cleanedUp = true
  fs.rmSync(dataDir, { recursive: true, force: true })
  removeReferenceApp(referenceDir)
  removeReferenceApp(bareDir)
  removeBaseline(baseline)
  if (!reuseRequested) fs.rmSync(path.join(root, distDir), { recursive: true, force: true })
}

// Ctrl-C / kill: stop Chrome and the servers before leaving (chrome-launcher's own handler is turned off).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    killChrome()
    for (const child of [server, reference, bareReference, baselineServer]) if (child && child.exitCode === null) child.kill('SIGKILL')
    removeTemporaryFiles()
    process.exit(130)
  })
}

function must(result, what) {
  if (result.status !== 0) {
    console.error(`${what} failed`)
    removeTemporaryFiles()
    process.exit(1)
  }
}

/** One Lighthouse run in a fresh Chromium with a fresh profile. */
async function audit(url) {
  chromeDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-chrome-'))
  try {
    // userDataDir makes chrome-launcher pass --user-data-dir=<that folder> (and not create its own).
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags, userDataDir: chromeDataDir, handleSIGINT: false, logLevel: 'silent' })
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES.map(([id]) => id),
      // Scored like any other page, so the 404 page gets scores too (its status is noted below the table).
      ignoreStatusCode: true,
      throttling: throttlingPresets.mobileSlow4G,
      disableFullPageScreenshot: true,
    }
    const result = await calibratedLighthouse(url, flags, fixedSlowdown)
    if (!result?.lhr) throw new Error('Lighthouse returned no result')
    if (reportDir) {
      fs.mkdirSync(reportDir, { recursive: true })
      const which = url === referenceUrl ? 'empty' : url === bareUrl ? 'bare' : url.startsWith(baselineBase) ? 'baseline' : 'site'
      const name = `${new URL(url).pathname.replace(/[^\w]+/g, '_').replace(/^_|_$/g, '') || 'root'}-${which}-${Date.now()}.json`
      fs.writeFileSync(path.join(reportDir, name), result.report)
    }
    return result.lhr
  } finally {
    killChrome()
  }
}

// Each page on the site, then (with BENCH_BASELINE) the same page on the baseline, one after the other.
const targets = [
  { page: 'empty Next.js page (reference)', url: referenceUrl, reference: true },
  ...pages.flatMap((page) => [
    { page, url: new URL(page, base).href },
    ...(baselineRef ? [{ page, url: new URL(page, baselineBase).href, baseline: true }] : []),
  ]),
]
const rows = targets.map((target) => ({ ...target, status: null, results: [], errors: [] }))
const siteRows = rows.filter((row) => !row.baseline)
const pageRows = () => siteRows.filter((row) => !row.reference)
let lighthouseVersion = ''
const benchmarkIndexes = []
const slowdowns = []
let reused = false
let buildSeconds = null
let measured = false

try {
  must(spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/setup.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] }), 'database setup')
  reused = reuseRequested && fs.existsSync(path.join(root, distDir, 'BUILD_ID'))
  if (!reused) {
    fs.rmSync(path.join(root, distDir), { recursive: true, force: true })
    const started = process.hrtime.bigint()
    must(spawnSync(bin('next'), ['build'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] }), 'build')
    buildSeconds = Number(process.hrtime.bigint() - started) / 1e9
  }
  referenceDir = buildReferenceApp('empty')
  if (baselineRef) baseline = prepareBaseline(baselineRef, env, port + 2)

  // Another server on these ports would be measured in place of these builds.
  for (const url of [`${base}/en-au/`, referenceUrl, ...(baseline ? [`${baselineBase}/en-au/`] : [])]) {
    const taken = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      () => true,
      () => false,
    )
    if (taken) throw new Error(`${new URL(url).host} is already in use: set BENCH_PORT to a free port.`)
  }

  reference = await startReferenceApp(referenceDir, port + 1)
  let serverErrors = ''
  server = spawn(process.execPath, ['scripts/server.mjs'], {
    cwd: root,
    env: { ...env, PORT: String(port), HOSTNAME: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  server.stderr.on('data', (chunk) => {
    serverErrors = (serverErrors + chunk).slice(-4000)
  })
  if (!(await waitForOk(`${base}/en-au/`, server))) throw new Error(`the site never answered ${base}/en-au/${serverErrors ? `:\n${serverErrors}` : ''}`)
  if (baseline) {
    baselineServer = startBaseline(baseline)
    if (!(await waitForOk(`${baselineBase}/en-au/`, baselineServer))) throw new Error(`the baseline (${baselineRef}) never answered ${baselineBase}/en-au/`)
  }

  // Warm-up: first render and data cache, so Lighthouse measures what a later visitor gets.
  for (const row of rows) {
    try {
      const response = await fetch(row.url, { signal: AbortSignal.timeout(30000) })
      row.status = response.status
      row.htmlBytes = (await response.arrayBuffer()).byteLength
    } catch (error) {
      row.errors.push(`warm-up request: ${error.message}`)
    }
  }
  if (withBare) {
    // Built once the pages' size is known: the median of their HTML, as the warm-up received it.
    const htmlBytes = median(pageRows().map((row) => row.htmlBytes))
    if (htmlBytes) {
      bareDir = buildReferenceApp('bare', { bytes: Math.round(htmlBytes / BARE_HTML_PER_TEXT_BYTE) })
      bareReference = await startReferenceApp(bareDir, port + 3)
      const bytes = (await (await fetch(bareUrl, { signal: AbortSignal.timeout(30000) })).arrayBuffer()).byteLength
      rows.splice(1, 0, {
        page: `bare Next.js page of ${(bytes / 1024).toFixed(1)} KB of HTML (reference; pages' median ${(htmlBytes / 1024).toFixed(1)} KB)`,
        url: bareUrl,
        reference: true,
        bare: true,
        status: 200,
        results: [],
        errors: [],
      })
      siteRows.splice(1, 0, rows[1])
    }
  }
  for (let run = 0; run < runs; run += 1) {
    for (const row of rows) {
      process.stderr.write(`Lighthouse run ${run + 1}/${runs}: ${row.page}…\n`)
      try {
        const lhr = await audit(row.url)
        lighthouseVersion = lhr.lighthouseVersion
        benchmarkIndexes.push(lhr.environment?.benchmarkIndex)
        slowdowns.push(lhr.configSettings.throttling.cpuSlowdownMultiplier)
        row.results.push(lhr)
        measured = true
      } catch (error) {
        row.errors.push(error.message)
      }
    }
  }
} catch (error) {
  console.error(error.message)
  process.exitCode = 1
} finally {
  killChrome()
  await stopProcess(server)
  await stopProcess(reference)
  await stopProcess(bareReference)
  await stopProcess(baselineServer)
  removeTemporaryFiles()
}

if (!measured) process.exit(1)

const metric = (row, id) => median(row.results.map((lhr) => lhr.audits[id]?.numericValue))
const category = (row, id) => median(row.results.map((lhr) => lhr.categories[id]?.score))
const score = (value) => (value === null ? '–' : String(Math.round(value * 100)))
const signed = (value, digits = 0) => (value === null ? '–' : `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`)
const indexable = (row) => !row.results.some((lhr) => lhr.audits['is-crawlable']?.score === 0)
/** A failing audit the page fails by design: noindex by SPEC.md, or what an error status brings. */
const expectedFailure = (row, id) => (row.status >= 400 && EXPECTED_ON_ERROR_PAGE.has(id)) || (id === 'is-crawlable' && !indexable(row))
/** Whether a category has a failing audit, other than the expected ones, in any run. */
const failsUnexpectedly = (row, categoryId) =>
  row.results.some((lhr) =>
    (lhr.categories[categoryId]?.auditRefs ?? []).some((ref) => {
      const result = lhr.audits[ref.id]
      return result && ['binary', 'numeric'].includes(result.scoreDisplayMode) && result.score !== null && result.score < 1 && !expectedFailure(row, ref.id)
    }),
  )

const empty = rows[0]
const emptyPerformance = category(empty, 'performance')
const emptyLcp = metric(empty, 'largest-contentful-paint')
/** A page's performance points and LCP seconds from the empty page's (what the budget counts), or null. */
const performanceFromEmpty = (row) => {
  const performance = category(row, 'performance')
  return performance === null || emptyPerformance === null ? null : Math.round(performance * 100) - Math.round(emptyPerformance * 100)
}
const lcpFromEmpty = (row) => {
  const lcp = metric(row, 'largest-contentful-paint')
  return lcp === null || emptyLcp === null ? null : (lcp - emptyLcp) / 1000
}

console.log(
  `\nLighthouse ${lighthouseVersion || '–'}, mobile (emulated Moto G Power, simulated throttling), medians of ${runs} interleaved run${runs > 1 ? 's' : ''}; ` +
    `${reused ? `reused build in ${distDir}` : `fresh build in ${distDir} (${buildSeconds.toFixed(1)} s)`}; ` +
    `${os.cpus().length} cores, Lighthouse benchmarkIndex ${median(benchmarkIndexes)?.toFixed(0) ?? '–'} (runs ${Math.round(Math.min(...benchmarkIndexes.filter(Boolean)))}–${Math.round(Math.max(...benchmarkIndexes.filter(Boolean)))}); ` +
    (fixedSlowdown !== null
      ? `CPU slowdown ${fixedSlowdown}x (BENCH_CPU_SLOWDOWN)\n`
      : `CPU slowdown calibrated in each run, its own index x ${DEFAULT_SLOWDOWN} / ${DEFAULT_SLOWDOWN_INDEX}: median ${median(slowdowns).toFixed(1)}x (runs ${Math.min(...slowdowns)}–${Math.max(...slowdowns)}x)\n`),
)
console.log(
  `Budget: performance at least the empty page's − ${PERFORMANCE_POINTS}, LCP at most the empty page's + ${LCP_SECONDS} s, accessibility, best practices and SEO 100 but for the audits a page fails by design.\n`,
)
console.log(`| page | ${CATEGORIES.map(([, label]) => label).join(' | ')} | Δ perf | LCP | Δ LCP | TBT | CLS | JS transferred | budget |`)
console.log(`|---|${CATEGORIES.map(() => '---:').join('|')}|---:|---:|---:|---:|---:|---:|:---|`)
let over = 0
for (const row of siteRows) {
  if (!row.results.length) {
    console.log(`| ${row.page} | ${CATEGORIES.map(() => 'error').join(' | ')} | | | | | | | |`)
    over += 1
    continue
  }
  const lcp = metric(row, 'largest-contentful-paint')
  const tbt = metric(row, 'total-blocking-time')
  const cls = metric(row, 'cumulative-layout-shift')
  const scripts = median(row.results.map((lhr) => lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')?.transferSize))
  const deltaPerformance = performanceFromEmpty(row)
  const deltaLcp = lcpFromEmpty(row)
  const misses = []
  if (!row.reference) {
    if (deltaPerformance === null || deltaPerformance < -PERFORMANCE_POINTS) misses.push('perf')
    if (deltaLcp === null || deltaLcp > LCP_SECONDS) misses.push('LCP')
    for (const [id, label] of CATEGORIES.slice(1)) if (failsUnexpectedly(row, id)) misses.push(label)
    if (misses.length) over += 1
  }
  const cells = CATEGORIES.map(([id]) => score(category(row, id)) + (id === 'seo' && !indexable(row) ? '*' : ''))
  const budget = row.reference ? 'reference' : misses.length ? `OVER: ${misses.join(', ')}` : 'ok'
  console.log(
    `| ${row.page}${row.status && row.status !== 200 ? ` (${row.status})` : ''} | ${cells.join(' | ')} | ${row.reference && !row.bare ? '–' : signed(deltaPerformance)} | ${lcp === null ? '–' : `${(lcp / 1000).toFixed(2)} s`} | ${row.reference && !row.bare ? '–' : `${signed(deltaLcp, 2)} s`} | ${tbt === null ? '–' : `${Math.round(tbt)} ms`} | ${cls === null ? '–' : cls.toFixed(3)} | ${scripts === null ? '–' : `${(scripts / 1024).toFixed(1)} KB`} | ${budget} |`,
  )
}
console.log(
  `\n* noindex,nofollow by SPEC.md (or the 404 page): Lighthouse's is-crawlable audit fails by design, and on the 404 page the browser logs its status; those audits are not held against the budget.`,
)
console.log(`${over === 0 ? 'Every page is within the budget.' : `${over} of ${pageRows().length} pages miss the budget.`}`)

if (baseline) {
  // Before (the baseline) and after (this checkout), measured in the same runs.
  const documentBytes = (row) =>
    median(row.results.map((lhr) => lhr.audits['network-requests']?.details?.items?.find((item) => item.resourceType === 'Document')?.transferSize))
  const kb = (bytes) => (bytes === null ? '–' : `${(bytes / 1024).toFixed(1)} KB`)
  const seconds = (ms) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`)
  const millis = (ms) => (ms === null ? '–' : `${Math.round(ms)} ms`)
  console.log(
    `\nBefore (${baseline.ref === baseline.commit ? baseline.ref : `${baseline.ref}, ${baseline.commit}`}) → after (this checkout), measured in the same runs; Δ: from the empty page of the same runs.\n`,
  )
  console.log('| page | perf | Δ perf | LCP | Δ LCP | TBT | document on the wire |')
  console.log('|---|---:|---:|---:|---:|---:|---:|')
  for (const row of pageRows()) {
    const before = rows.find((other) => other.baseline && other.page === row.page)
    const pair = (format) => `${format(before)} → ${format(row)}`
    console.log(
      `| ${row.page} | ${pair((r) => score(category(r, 'performance')))} | ${pair((r) => signed(performanceFromEmpty(r)))} | ${pair((r) => seconds(metric(r, 'largest-contentful-paint')))} | ${pair((r) => `${signed(lcpFromEmpty(r), 2)} s`)} | ${pair((r) => millis(metric(r, 'total-blocking-time')))} | ${pair((r) => kb(documentBytes(r)))} |`,
    )
  }
}

console.log('\nFailing audits (score below 1 in accessibility, best practices and SEO), per page:\n')
for (const row of siteRows) {
  console.log(`- ${row.page}`)
  for (const error of row.errors) console.log(`  - error: ${error}`)
  const failing = new Map() // audit id -> { category, title, runs }
  for (const lhr of row.results) {
    if (lhr.runtimeError) console.log(`  - Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    for (const id of AUDITED) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const result = lhr.audits[ref.id]
        if (!result || !['binary', 'numeric'].includes(result.scoreDisplayMode) || result.score === null || result.score >= 1) continue
        const seen = failing.get(ref.id) ?? { category: id, title: result.title, runs: 0 }
        seen.runs += 1
        failing.set(ref.id, seen)
      }
    }
  }
  if (row.results.length && failing.size === 0) console.log('  - none')
  for (const [id, { category: where, title, runs: count }] of failing) {
    const expected = expectedFailure(row, id) ? ' (expected: noindex by SPEC.md, or an error status)' : ''
    const often = row.results.length > 1 ? ` [${count}/${row.results.length} runs]` : ''
    console.log(`  - ${where}: ${id}${expected}${often} — ${title}`)
  }
  const warnings = new Set(row.results.flatMap((lhr) => lhr.runWarnings ?? []))
  for (const warning of warnings) console.log(`  - warning: ${warning}`)
}

process.exit(process.exitCode ?? 0)
