#!/usr/bin/env node
/**
 * `npm run bench:interactive`: how soon a page answers a visitor, with the CPU slowed four times (CDP
 * `Emulation.setCPUThrottlingRate`, as Lighthouse's mobile profile), in Debian's Chromium (playwright-core;
 * nothing is downloaded). Against a production build served by scripts/server.mjs (as `npm start`), next to
 * an empty Next.js page built with the project's Next.js and served by `next start`, in the same run.
 *
 * 1. The dead window, per page type (scripts/bench/pages.mjs): from the first contentful paint until the
 *    header's controls respond: at once where the search button carries an invoker command the browser
 *    carries out itself (`commandfor`), else once it has hydrated; for the empty page, until its heading has
 *    hydrated (its time to interactive). Beside it, until the whole page has hydrated (`html[data-hydrated]`,
 *    every scripted control working): the hydration work the page costs against the empty page's.
 * 2. INP of the main interactions, after hydration: the longest Event Timing duration (input delay,
 *    handlers, the next paint) of each interaction: open the menu (375 px); open search and type; choose a
 *    variant; sort reviews; save a favourite. Budget: under 200 ms (Core Web Vitals' "good").
 * 3. What a scroll to the bottom costs as the footer comes in (drawn in the browser then, with its content):
 *    the longest animation frame from the scroll until half a second after the footer shows (Long Animation
 *    Frames API: its scripts, style, layout and paint; 0 when none reached 50 ms): a tap then waits that long.
 *
 * A benchmark, not a test: it exits 0 whatever it measures, and 1 only when nothing could be measured.
 *
 * BENCH_PAGES   comma list of paths (default: one page per page type)
 * BENCH_RUNS    runs per page and interaction (default 3; medians)
 * BENCH_PORT    port for the site (default 3301; the empty page uses the next one)
 * BENCH_CPU_SLOWDOWN  CPU slowdown (default 4)
 * BENCH_REUSE_BUILD=1  reuse .next-bench when it holds a build (and keep it afterwards)
 * BENCH_BASELINE  a git ref: that commit is built too (scripts/bench/baseline.mjs), served on BENCH_PORT + 2
 *               and its dead windows and interactions measured in the same runs (each on the site, then on
 *               the baseline); the tables print each figure before and after
 */
/* global window, document -- the functions given to the page run in the browser */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { chromium } from 'playwright-core'

import { prepareBaseline, removeBaseline, startBaseline } from './bench/baseline.mjs'
import { pagesToMeasure } from './bench/pages.mjs'
import { buildReferenceApp, removeReferenceApp, startReferenceApp, stopProcess, waitForOk } from './bench/referenceApps.mjs'
import { median } from './bench/stats.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const distDir = '.next-bench'
const port = Number(process.env.BENCH_PORT ?? '3301')
const base = `http://127.0.0.1:${port}`
const referenceUrl = `http://127.0.0.1:${port + 1}/`
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const reuseRequested = process.env.BENCH_REUSE_BUILD === '1'
const runs = Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? '3', 10) || 3)
const slowdown = Math.max(1, Number(process.env.BENCH_CPU_SLOWDOWN ?? '4') || 4)
const INP_BUDGET_MS = 200
const INP_AIM_MS = 100
const pages = pagesToMeasure('BENCH_PAGES')
const baselineRef = process.env.BENCH_BASELINE?.trim() || null
const baselineBase = `http://127.0.0.1:${port + 2}`

if (!fs.existsSync(chromePath)) {
  console.error(`Chromium not found at ${chromePath}: install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH.`)
  process.exit(1)
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-interactive-'))
const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: distDir,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SITE_URL: base,
}

/**
 * In the page before anything else: the first contentful paint; the moment the element that `selector`
 * (and `text`, its text) finds first responds (it carries an invoker command the browser knows, or React's
 * props: it has hydrated); and the moment the page has hydrated (`html[data-hydrated]`, or that element's
 * hydration where the page has no such mark), polled every 5 ms. Event Timing entries of interactions are
 * kept too.
 */
function watchPage({ selector, text, pageMark }) {
  const state = { fcp: null, respondsAt: null, hydratedAt: null, events: [], longFrames: [] }
  window.__interactive = state
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longFrames.push(entry.duration)
  }).observe({ type: 'long-animation-frame' })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime
  }).observe({ type: 'paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) state.events.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId })
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 })
  const timer = setInterval(() => {
    const element = [...document.querySelectorAll(selector)].find((candidate) => !text || candidate.textContent.trim() === text)
    const hydrated = element && Object.keys(element).some((key) => key.startsWith('__reactProps$'))
    const commands = element?.hasAttribute('commandfor') && 'commandForElement' in element
    if (state.respondsAt === null && (hydrated || commands)) state.respondsAt = performance.now()
    if (state.hydratedAt === null && (pageMark ? document.documentElement.hasAttribute(pageMark) : hydrated)) state.hydratedAt = performance.now()
    if (state.respondsAt !== null && state.hydratedAt !== null) clearInterval(timer)
  }, 5)
}

/** The site's header search button; the empty page's heading. */
const SITE_CONTROL = { selector: 'header button[aria-haspopup="dialog"]', text: 'Search', pageMark: 'data-hydrated' }
const REFERENCE_CONTROL = { selector: 'h1' }

async function slowPage(browser, { width = 375, height = 740, selector }) {
  const context = await browser.newContext({ viewport: { width, height } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
  await page.addInitScript(watchPage, selector)
  return { page, close: () => context.close() }
}

async function deadWindow(browser, url, selector) {
  const { page, close } = await slowPage(browser, { selector })
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    await page.waitForFunction(
      () => window.__interactive.respondsAt !== null && window.__interactive.hydratedAt !== null && window.__interactive.fcp !== null,
      null,
      { timeout: 60_000 },
    )
    const { fcp, respondsAt, hydratedAt } = await page.evaluate(() => window.__interactive)
    return { fcp, respondsAt, dead: Math.max(0, respondsAt - fcp), hydrating: Math.max(0, hydratedAt - fcp) }
  } finally {
    await close()
  }
}

/** The main interactions: each loads its page, waits until it has hydrated, then acts as a visitor would. */
const INTERACTIONS = [
  {
    name: 'open the menu (375 px)',
    path: '/en-au/',
    act: async (page) => {
      await page.getByRole('button', { name: 'Menu' }).click()
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link').first().waitFor()
    },
  },
  {
    name: 'open search and type',
    path: '/en-au/',
    act: async (page) => {
      await page.locator('header').getByRole('button', { name: 'Search', exact: true }).click()
      const box = page.getByRole('dialog', { name: 'Search' }).getByRole('combobox', { name: 'Search products and articles' })
      await box.waitFor()
      await box.pressSequentially('razor', { delay: 120 })
    },
  },
  {
    name: 'choose a variant',
    path: '/en-au/products/fusion5',
    act: async (page) => {
      const variant = page
        .getByRole('group', { name: /^Select variant/ })
        .getByRole('radio')
        .first()
      await variant.click()
      await page.getByRole('group', { name: /^Select variant:/ }).waitFor()
    },
  },
  {
    name: 'sort reviews',
    path: '/en-au/products/fusion5',
    act: async (page) => {
      await page.getByRole('region', { name: 'Reviews' }).scrollIntoViewIfNeeded()
      const sort = page.getByLabel('Sort reviews')
      await sort.waitFor({ timeout: 30_000 })
      await sort.focus()
      await page.keyboard.press('ArrowDown')
    },
  },
  {
    name: 'save a favourite',
    path: '/en-au/products',
    act: async (page) => {
      await page.locator('html[data-bookmarks-ready]').waitFor({ state: 'attached' })
      await page.locator('button[data-bookmark]').first().click()
    },
  },
  ...['/en-au/products', '/en-au/'].map((path) => ({
    name: 'scroll to the footer (longest frame)',
    path,
    longestFrame: true,
    act: async (page) => {
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
      await page.getByTestId('site-footer').waitFor({ timeout: 30_000 })
      await page.waitForTimeout(500)
    },
  })),
]

async function interactionDelay(browser, interaction) {
  const { page, close } = await slowPage(browser, { selector: SITE_CONTROL })
  try {
    await page.addInitScript(() => window.localStorage.setItem('filter_annotation_dismissed', 'true'))
    await page.goto(new URL(interaction.path, interaction.base).href, { waitUntil: 'load', timeout: 60_000 })
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 })
    await page.waitForTimeout(500) // the page's own work after hydration (lazy islands) settles
    await page.evaluate(() => {
      window.__interactive.events = []
      window.__interactive.longFrames = []
    })
    await interaction.act(page)
    await page.waitForTimeout(500) // the last interaction's paint reaches the observer
    const { events, longFrames } = await page.evaluate(() => window.__interactive)
    if (interaction.longestFrame) return longFrames.length ? Math.max(...longFrames) : 0
    return events.length ? Math.max(...events.map((event) => event.duration)) : 0
  } finally {
    await close()
  }
}

const ms = (value) => (value === null ? '–' : `${Math.round(value)} ms`)

let server
let baseline
let baselineServer
let reference
let referenceDir
let browser
let measured = false
const windows = [
  { page: 'empty Next.js page (reference)', url: referenceUrl, selector: REFERENCE_CONTROL, results: [], errors: [] },
  ...pages.flatMap((page) => [
    { page, url: new URL(page, base).href, selector: SITE_CONTROL, results: [], errors: [] },
    ...(baselineRef ? [{ page, url: new URL(page, baselineBase).href, selector: SITE_CONTROL, results: [], errors: [], baseline: true }] : []),
  ]),
]
const delays = INTERACTIONS.flatMap((interaction) => [
  { ...interaction, base, results: [], errors: [] },
  ...(baselineRef ? [{ ...interaction, base: baselineBase, results: [], errors: [], baseline: true }] : []),
])
let reused = false

try {
  const setup = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/setup.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
  if (setup.status !== 0) throw new Error('database setup failed')
  reused = reuseRequested && fs.existsSync(path.join(root, distDir, 'BUILD_ID'))
  if (!reused) {
    fs.rmSync(path.join(root, distDir), { recursive: true, force: true })
    if (spawnSync(bin('next'), ['build'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] }).status !== 0) throw new Error('build failed')
  }
  if (baselineRef) baseline = prepareBaseline(baselineRef, env, port + 2)
  referenceDir = buildReferenceApp('empty')
  reference = await startReferenceApp(referenceDir, port + 1)
  server = spawn(process.execPath, ['scripts/server.mjs'], {
    cwd: root,
    env: { ...env, PORT: String(port), HOSTNAME: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (!(await waitForOk(`${base}/en-au/`, server))) throw new Error(`the site never answered ${base}/en-au/`)
  if (baseline) {
    baselineServer = startBaseline(baseline)
    if (!(await waitForOk(`${baselineBase}/en-au/`, baselineServer))) throw new Error(`the baseline (${baselineRef}) never answered ${baselineBase}/en-au/`)
  }
  // Warm-up: first render and data cache, so what is measured is what a later visitor gets.
  for (const row of windows) await fetch(row.url).catch(() => {})

  browser = await chromium.launch({
    executablePath: chromePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  for (let run = 0; run < runs; run += 1) {
    for (const row of windows) {
      process.stderr.write(`run ${run + 1}/${runs}: dead window of ${row.page}${row.baseline ? ' (baseline)' : ''}…\n`)
      try {
        row.results.push(await deadWindow(browser, row.url, row.selector))
        measured = true
      } catch (error) {
        row.errors.push(error.message.split('\n')[0])
      }
    }
    for (const row of delays) {
      process.stderr.write(`run ${run + 1}/${runs}: ${row.name} (${row.path})${row.baseline ? ' (baseline)' : ''}…\n`)
      try {
        row.results.push(await interactionDelay(browser, row))
        measured = true
      } catch (error) {
        row.errors.push(error.message.split('\n')[0])
      }
    }
  }
} catch (error) {
  console.error(error.message)
  process.exitCode = 1
} finally {
  await browser?.close().catch(() => {})
  await stopProcess(server)
  await stopProcess(baselineServer)
  removeBaseline(baseline)
  await stopProcess(reference)
  removeReferenceApp(referenceDir)
  fs.rmSync(dataDir, { recursive: true, force: true })
  if (!reuseRequested) fs.rmSync(path.join(root, distDir), { recursive: true, force: true })
}

if (!measured) process.exit(1)

console.log(
  `\nInteractive from the first paint: Chromium ${browser?.version() ?? ''} with the CPU slowed ${slowdown}x, medians of ${runs} run${runs > 1 ? 's' : ''}; ` +
    `${reused ? `reused build in ${distDir}` : `fresh build in ${distDir}`}; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'})\n`,
)
console.log(
  'Dead window: from the first contentful paint until the header controls respond (the empty page: until it has hydrated); ' +
    'hydrated: from the first contentful paint until the whole page has hydrated.\n',
)
console.log('| page | FCP | controls respond | dead window | Δ from the empty page | hydrated | Δ from the empty page |')
console.log('|---|---:|---:|---:|---:|---:|---:|')
const emptyDead = median(windows[0].results.map((result) => result.dead))
const emptyHydrating = median(windows[0].results.map((result) => result.hydrating))
const signed = (value, reference) => (value === null || reference === null ? '–' : `${value - reference >= 0 ? '+' : ''}${Math.round(value - reference)} ms`)
const figures = (row) => ({ dead: median(row.results.map((result) => result.dead)), hydrating: median(row.results.map((result) => result.hydrating)) })
for (const row of windows.filter((candidate) => !candidate.baseline)) {
  const { dead, hydrating } = figures(row)
  const reference = row === windows[0]
  console.log(
    `| ${row.page} | ${ms(median(row.results.map((r) => r.fcp)))} | ${ms(median(row.results.map((r) => r.respondsAt)))} | ${ms(dead)} | ${reference ? '–' : signed(dead, emptyDead)} | ${ms(hydrating)} | ${reference ? '–' : signed(hydrating, emptyHydrating)} |`,
  )
}
if (baseline) {
  console.log(
    `\nBefore (${baseline.ref === baseline.commit ? baseline.ref : `${baseline.ref}, ${baseline.commit}`}) → after (this checkout), measured in the same runs:\n`,
  )
  console.log('| page | dead window before → after | hydrated before → after |')
  console.log('|---|---:|---:|')
  for (const row of windows.filter((candidate) => !candidate.baseline && candidate !== windows[0])) {
    const before = figures(windows.find((other) => other.baseline && other.page === row.page))
    const after = figures(row)
    console.log(`| ${row.page} | ${ms(before.dead)} → ${ms(after.dead)} | ${ms(before.hydrating)} → ${ms(after.hydrating)} |`)
  }
}
console.log(
  `\nInteraction to next paint after hydration (budget ${INP_BUDGET_MS} ms, aim ${INP_AIM_MS} ms); for the scroll to the footer, the longest animation frame (0: none of 50 ms or more):\n`,
)
console.log(`| interaction | page | ${baseline ? 'before (median) | ' : ''}INP (median) | worst run | budget |`)
console.log(`|---|---|${baseline ? '---:|' : ''}---:|---:|:---|`)
for (const row of delays.filter((candidate) => !candidate.baseline)) {
  const inp = median(row.results)
  const verdict = inp === null ? 'error' : inp < INP_AIM_MS ? 'ok (within the aim)' : inp < INP_BUDGET_MS ? 'ok' : 'OVER'
  const before = baseline ? delays.find((other) => other.baseline && other.name === row.name && other.path === row.path) : undefined
  console.log(
    `| ${row.name} | ${row.path} | ${before ? `${ms(median(before.results))} | ` : ''}${ms(inp)} | ${ms(row.results.length ? Math.max(...row.results) : null)} | ${verdict} |`,
  )
}
const errors = [...windows, ...delays].flatMap((row) => row.errors.map((error) => `- ${row.page ?? row.name}: ${error}`))
if (errors.length) console.log(`\nErrors:\n${[...new Set(errors)].join('\n')}`)
process.exit(process.exitCode ?? 0)
