#!/usr/bin/env node
/**
 * `node scripts/bench-lighthouse.mjs`: Lighthouse scores (performance, accessibility, best practices, SEO)
 * for one page of each type, measured against a production build served by scripts/server.mjs (as `npm start` serves it), with Debian's
 * Chromium (CHROMIUM_PATH, default /usr/bin/chromium) and Lighthouse's default config: mobile, an emulated
 * Moto G Power, simulated throttling. Nothing is downloaded.
 *
 * A benchmark, not a test: it exits 0 however low the scores are, and 1 only when nothing could be measured
 * (database setup or build failed, no Chromium, or the server never came up).
 *
 * BENCH_PAGES   comma list of paths (default: one page per page type, below)
 * BENCH_RUNS    Lighthouse runs per page (default 1; with more, the median of each score and metric)
 * BENCH_PORT    port for the server (default 3201)
 * BENCH_REUSE_BUILD=1  reuse .next-bench when it holds a build (and keep it afterwards); otherwise build
 *               into .next-bench and delete it at the end. A reused build keeps the SITE_URL (port) it was
 *               built with.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const distDir = '.next-bench'
const port = process.env.BENCH_PORT ?? '3201'
const base = `http://127.0.0.1:${port}`
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
const reuseRequested = process.env.BENCH_REUSE_BUILD === '1'
const runs = Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? '1', 10) || 1)

// One page per page type; the last one is the 404 page.
const pages = (
  process.env.BENCH_PAGES ??
  [
    '/en-au/', // home
    '/en-au/kingcashford', // brand home
    '/en-au/products', // product listing
    '/en-au/razors?filter=skin-type:sensitive&sort=price-asc', // filtered listing (query-driven route)
    '/en-au/products/fusion5', // product detail
    '/en-au/compare-products?products=fusion5%2Cmach3%2Cproglide', // compare (%2C: the list is split on commas)
    '/en-au/shaving-advisor?skin=sensitive&beard=clean&shave=daily&razor=any', // advisor with answers
    '/en-au/search-results?q=razor', // search results
    '/en-au/contact-us', // content page
    '/en-au/faq',
    '/en-au/ingredient-glossary',
    '/en-au/sitemap',
    '/en-au/heated-razor',
    '/en-au/spare-blades',
    '/en-au/articles', // article list
    '/en-au/articles/grooming-guides', // article section
    '/en-au/articles/grooming-guides/body-grooming-guide', // article page
    '/en-au/fav-page', // Saved items
    '/en-au/gaming',
    '/en-au/gaming/register', // gaming registration form
    '/en-au/product-registration', // product registration form
    '/en-au/write-review/fusion5', // write review form
    '/en-au/double-optin/thanks', // opt-in result
    '/en-au/no-such-page', // 404
  ].join(',')
)
  .split(',')
  .map((page) => page.trim())
  .filter(Boolean)

const CATEGORIES = [
  ['performance', 'performance'],
  ['accessibility', 'accessibility'],
  ['best-practices', 'best practices'],
  ['seo', 'SEO'],
]
// Failing audits are listed for these categories (performance has its own metrics table).
const AUDITED = ['accessibility', 'best-practices', 'seo']
// On a page that answers with an error status these fail by design (status code, noindex).
const EXPECTED_ON_ERROR_PAGE = new Set(['http-status-code', 'is-crawlable'])

if (!fs.existsSync(chromePath)) {
  console.error(`Chromium not found at ${chromePath}: install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH.`)
  process.exit(1)
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'))
const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir, DATA_DIR: dataDir, DATABASE_URL: '', SITE_URL: base }

let server
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

async function stopServer() {
  if (!server || server.exitCode !== null || server.signalCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 5000).unref())
  if ((await Promise.race([exited, timeout])) === 'timeout') server.kill('SIGKILL')
}

function removeTemporaryFiles() {
  if (cleanedUp) return
  cleanedUp = true
  fs.rmSync(dataDir, { recursive: true, force: true })
  if (!reuseRequested) fs.rmSync(path.join(root, distDir), { recursive: true, force: true })
}

// Ctrl-C / kill: stop Chrome and the server before leaving (chrome-launcher's own handler is turned off).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    killChrome()
    if (server && server.exitCode === null) server.kill('SIGKILL')
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

function median(values) {
  const known = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b)
  if (known.length === 0) return null
  const middle = Math.floor(known.length / 2)
  return known.length % 2 ? known[middle] : (known[middle - 1] + known[middle]) / 2
}

/** One Lighthouse run in a fresh Chromium with a fresh profile. */
async function audit(url) {
  chromeDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-chrome-'))
  try {
    // userDataDir makes chrome-launcher pass --user-data-dir=<that folder> (and not create its own).
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags, userDataDir: chromeDataDir, handleSIGINT: false, logLevel: 'silent' })
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES.map(([id]) => id),
      // Scored like any other page, so the 404 page gets scores too (its status is noted below the table).
      ignoreStatusCode: true,
      disableFullPageScreenshot: true,
    })
    if (!result?.lhr) throw new Error('Lighthouse returned no result')
    return result.lhr
  } finally {
    killChrome()
  }
}

let serverUp = false
let lighthouseVersion = ''
const benchmarkIndexes = []
const rows = []
let reused = false
let buildSeconds = null

try {
  must(spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/setup.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] }), 'database setup')
  reused = reuseRequested && fs.existsSync(path.join(root, distDir, 'BUILD_ID'))
  if (!reused) {
    fs.rmSync(path.join(root, distDir), { recursive: true, force: true })
    const started = process.hrtime.bigint()
    must(spawnSync(bin('next'), ['build'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] }), 'build')
    buildSeconds = Number(process.hrtime.bigint() - started) / 1e9
  }

  // Another server on this port would be measured in place of this build.
  try {
    await fetch(`${base}/en-au/`, { signal: AbortSignal.timeout(2000) })
    console.error(`Port ${port} is already in use: set BENCH_PORT to a free port.`)
    process.exitCode = 1
  } catch {
    /* free, as it should be */
  }

  if (process.exitCode !== 1) {
    let serverErrors = ''
    server = spawn(process.execPath, ['scripts/server.mjs'], { cwd: root, env: { ...env, PORT: String(port), HOSTNAME: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'pipe'] })
    server.stderr.on('data', (chunk) => {
      serverErrors = (serverErrors + chunk).slice(-4000)
    })
    for (let i = 0; i < 200 && server.exitCode === null && server.signalCode === null; i += 1) {
      try {
        if ((await fetch(`${base}/en-au/`, { signal: AbortSignal.timeout(10000) })).ok) {
          serverUp = true
          break
        }
      } catch {
        /* not up yet */
      }
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
    if (!serverUp) {
      console.error(`The server never answered ${base}/en-au/${serverErrors ? `:\n${serverErrors}` : ''}`)
      process.exitCode = 1
    }
  }

  if (serverUp) {
    for (const page of pages) {
      const url = new URL(page, base).href
      const row = { page, status: null, results: [], errors: [] }
      rows.push(row)
      try {
        // Warms the route up (first render, data cache) so Lighthouse measures what a later visitor gets.
        row.status = (await fetch(url, { signal: AbortSignal.timeout(30000) })).status
      } catch (error) {
        row.errors.push(`warm-up request: ${error.message}`)
      }
      for (let run = 0; run < runs; run += 1) {
        process.stderr.write(`Lighthouse ${page}${runs > 1 ? ` (run ${run + 1}/${runs})` : ''}…\n`)
        try {
          const lhr = await audit(url)
          lighthouseVersion = lhr.lighthouseVersion
          benchmarkIndexes.push(lhr.environment?.benchmarkIndex)
          row.results.push(lhr)
        } catch (error) {
          row.errors.push(error.message)
        }
      }
    }
  }
} finally {
  killChrome()
  await stopServer()
  removeTemporaryFiles()
}

if (!serverUp) process.exit(1)

const score = (value) => (value === null ? '–' : String(Math.round(value * 100)))

console.log(
  `\nLighthouse ${lighthouseVersion || '(no successful run)'}, mobile (emulated Moto G Power, simulated throttling), ${runs} run${runs > 1 ? 's per page, medians' : ' per page'}; ` +
    `${reused ? `reused build in ${distDir}` : `fresh build in ${distDir} (${buildSeconds.toFixed(1)} s)`}; ` +
    `${os.cpus().length} cores, Lighthouse benchmarkIndex ${median(benchmarkIndexes)?.toFixed(0) ?? '–'}\n`,
)

console.log(`| page | ${CATEGORIES.map(([, label]) => label).join(' | ')} |`)
console.log(`|---|${CATEGORIES.map(() => '---:').join('|')}|`)
for (const row of rows) {
  const cells = row.results.length
    ? CATEGORIES.map(([id]) => score(median(row.results.map((lhr) => lhr.categories[id]?.score))))
    : CATEGORIES.map(() => 'error')
  console.log(`| ${row.page}${row.status && row.status !== 200 ? ` (${row.status})` : ''} | ${cells.join(' | ')} |`)
}

console.log('\nCore metrics (mobile, simulated):\n')
console.log('| page | LCP | TBT | CLS |')
console.log('|---|---:|---:|---:|')
for (const row of rows) {
  const metric = (id) => median(row.results.map((lhr) => lhr.audits[id]?.numericValue))
  const lcp = metric('largest-contentful-paint')
  const tbt = metric('total-blocking-time')
  const cls = metric('cumulative-layout-shift')
  console.log(`| ${row.page} | ${lcp === null ? '–' : `${(lcp / 1000).toFixed(2)} s`} | ${tbt === null ? '–' : `${Math.round(tbt)} ms`} | ${cls === null ? '–' : cls.toFixed(3)} |`)
}

console.log('\nFailing audits (score below 1 in accessibility, best practices and SEO), per page:\n')
for (const row of rows) {
  console.log(`- ${row.page}`)
  for (const error of row.errors) console.log(`  - error: ${error}`)
  const failing = new Map() // audit id -> { category, title, runs }
  for (const lhr of row.results) {
    if (lhr.runtimeError) console.log(`  - Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    for (const category of AUDITED) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const result = lhr.audits[ref.id]
        if (!result || !['binary', 'numeric'].includes(result.scoreDisplayMode) || result.score === null || result.score >= 1) continue
        const seen = failing.get(ref.id) ?? { category, title: result.title, runs: 0 }
        seen.runs += 1
        failing.set(ref.id, seen)
      }
    }
  }
  if (row.results.length && failing.size === 0) console.log('  - none')
  for (const [id, { category, title, runs: count }] of failing) {
    const expected = row.status >= 400 && EXPECTED_ON_ERROR_PAGE.has(id) ? ` (expected: the page answers ${row.status})` : ''
    const often = row.results.length > 1 ? ` [${count}/${row.results.length} runs]` : ''
    console.log(`  - ${category}: ${id}${expected}${often} — ${title}`)
  }
  const warnings = new Set(row.results.flatMap((lhr) => lhr.runWarnings ?? []))
  for (const warning of warnings) console.log(`  - warning: ${warning}`)
}

process.exit(0)
