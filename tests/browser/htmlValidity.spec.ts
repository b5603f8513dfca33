// Valid HTML: the HTML the server sends for every page type, and for a few states of them, has no error
// in the Nu Html Checker (npm's vnu-jar, run on Java). The checker reads all pages in one run, as starting
// its JVM costs more than checking a page. Its warnings and notes are not held against a page.
import { execFile, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'

import { PAGE_TYPES } from '../../scripts/bench/pages.mjs'

import { expect, test } from './fixtures'

/** One page of every page type (the benchmarks' list), and states the list does not reach. */
const PAGES: { path: string; status?: number }[] = [
  ...PAGE_TYPES.map((page) => ({ path: page, ...(page === '/en-au/no-such-page' ? { status: 404 } : {}) })),
  { path: '/en-au/gaming/faq' },
  { path: '/en-au/gaming/tutorial' },
  { path: '/en-au/unsubscribe' },
  { path: '/en-au/double-optin' },
  { path: '/en-au/products?page=2' },
  { path: '/en-au/search-results?q=zzqxy' }, // no results: popular searches and products instead
  { path: '/en-au/questions/fusion5?sort=newest' },
]

/**
 * Messages the checker reports although the standards allow the markup. An entry names the message and
 * quotes the standard's text that allows it, so it can be dropped once the checker agrees.
 * (Where the checker lagged in a way the source could avoid at no cost, the source does: see the comment in
 * src/features/articles/LeavingNotice.module.css.)
 */
const CHECKER_LAGS: { message: RegExp; standard: string }[] = [
  // The checker's CSS validator predates container queries; card grids pick their columns from their own width.
  {
    message: /^CSS: “container-type”: Property “container-type” doesn't exist/,
    standard:
      'CSS Containment Module Level 3, § 2.1 Creating Query Containers: the container-type property: "Name: container-type; Value: normal | size | inline-size"',
  },
  {
    message: /^CSS: Unrecognized at-rule “@container”/,
    standard:
      'CSS Containment Module Level 3, § 2.2 Container Queries: the @container rule: "The @container rule is a conditional group rule whose condition contains a container query"',
  },
]

interface CheckerMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url?: string
  lastLine?: number
  firstColumn?: number
  lastColumn?: number
  message: string
  extract?: string
}

const run = promisify(execFile)
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

test('every page type is valid HTML in the Nu Html Checker', async ({ request, browser }, testInfo) => {
  test.setTimeout(240_000)
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' })
  expect(
    java.error,
    "The HTML checker runs on Java, which is missing: install Debian's default-jre-headless (.ci/run does where `java` is absent).",
  ).toBeUndefined()

  const folder = testInfo.outputPath('pages')
  fs.mkdirSync(folder, { recursive: true })
  const files = new Map<string, string>()
  const keep = (address: string, html: string) => {
    const file = path.join(folder, `${String(files.size + 1).padStart(2, '0')}-${address.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.html`)
    fs.writeFileSync(file, html)
    files.set(file, address)
  }
  for (const page of PAGES) {
    const response = await request.get(page.path)
    expect.soft(response.status(), page.path).toBe(page.status ?? 200)
    keep(page.path, await response.text())
  }

  // A form's answer as the server sends it to a visitor without scripts: the write-review form sent empty.
  const context = await browser.newContext({ javaScriptEnabled: false })
  const noScript = await context.newPage()
  await noScript.goto('/en-au/write-review/mach3')
  const [answer] = await Promise.all([
    noScript.waitForResponse((response) => response.request().method() === 'POST' && response.request().resourceType() === 'document'),
    noScript.getByRole('button', { name: 'Preview review' }).click(),
  ])
  keep('/en-au/write-review/mach3 (sent empty, without scripts)', await answer.text())
  await expect(noScript.getByRole('main').getByRole('alert')).toContainText('Please select rating.')
  await context.close()

  // One JVM for every page; JSON on stdout, and the run exits 0 whatever it finds.
  const { stdout } = await run('java', ['-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', '--errors-only', ...files.keys()], {
    maxBuffer: 64 * 1024 * 1024,
  })
  const messages = (JSON.parse(stdout) as { messages: CheckerMessage[] }).messages
  const byPage = new Map<string, string[]>([...files.values()].map((address) => [address, []]))
  for (const message of messages) {
    if (message.type === 'info') continue
    if (CHECKER_LAGS.some((lag) => lag.message.test(message.message))) continue
    const address = files.get(message.url ? decodeURIComponent(new URL(message.url).pathname) : '') ?? '(the checker itself)'
    const where = message.lastLine ? `line ${message.lastLine}, column ${message.firstColumn ?? message.lastColumn}` : 'the page'
    byPage.set(address, [...(byPage.get(address) ?? []), `${where}: ${message.message}${message.extract ? ` [${message.extract.trim()}]` : ''}`])
  }
  for (const [address, errors] of byPage) expect.soft(errors, `checker errors on ${address}`).toEqual([])
})
