// A second instance of the production build, on a PostgreSQL of the test's own (initdb in a temporary
// folder, on its own port) and with the tag manager's id set (GTM_ID), for what the main test server
// cannot show:
// 1. With GTM_ID set, the tag manager loads under the Content-Security-Policy (its script, stubbed here as
//    there is no network, and the scripts it adds run; no violation).
// 2. The database goes away (issue: hardening §5): the test stops PostgreSQL for OUTAGE_SECONDS
//    (default 30) and checks what visitors get meanwhile and afterwards:
//  - cached pages keep being served (200, the same page);
//  - forms answer 503 'Please try submitting the form again' and store nothing;
//  - once the database is back the same process serves forms again, with no restart;
//  - under a crowd too (issue: campaign crowds §6): a burst of sign-ups just before the stop is accepted
//    (much of it into the intake; on a busy machine part of it may be refused at once with the form's
//    message, and is never stored) and all it accepted is stored once the database is back; a crowd of
//    readers and sign-ups during the outage is answered within seconds, pages from the cache, sign-ups
//    refused.
// Skipped where PostgreSQL's server binaries are not installed.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { CONSENT_COOKIE } from '../../src/shared/consent/consent'
import { waitFor } from '../support/services'
import { expect, test } from './fixtures'

const GTM_ID = 'GTM-TEST1'

const pgBin = ['/usr/lib/postgresql'].flatMap((base) =>
  fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .map((version) => path.join(base, version, 'bin'))
        .filter((dir) => fs.existsSync(path.join(dir, 'pg_ctl')))
    : [],
)[0]
const testPort = Number(process.env.TEST_PORT ?? 3100)
const pgPort = testPort + 40
const sitePort = testPort + 41
const outageSeconds = Number(process.env.OUTAGE_SECONDS ?? 30)
const root = process.cwd()
const SERVER_ERROR = 'Please try submitting the form again'

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user. */
function asPostgres(command: string, args: string[]) {
  const file = path.join(pgBin!, command)
  const result =
    process.getuid?.() === 0 ? spawnSync('runuser', ['-u', 'postgres', '--', file, ...args], { encoding: 'utf8' }) : spawnSync(file, args, { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stderr || result.stdout}`)
}

test.describe('a second instance: PostgreSQL, the tag manager on', () => {
  test.skip(!pgBin, 'PostgreSQL server binaries are not installed')
  test.setTimeout((outageSeconds + 200) * 1000)

  let folder = ''
  let cluster = ''
  let server: ChildProcess | undefined
  let serverLog = ''
  const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/postgres`
  const site = `http://127.0.0.1:${sitePort}`
  const startDatabase = () =>
    asPostgres('pg_ctl', [
      '-D',
      cluster,
      '-l',
      path.join(cluster, 'server.log'),
      '-w',
      '-t',
      '30',
      '-o',
      `-p ${pgPort} -k ${cluster} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ])
  const stopDatabase = () => asPostgres('pg_ctl', ['-D', cluster, '-w', '-m', 'fast', 'stop'])

  test.beforeAll(async () => {
    // Migrating and seeding a fresh database (its pictures drawn by sharp) beside the other workers' browsers
    // took past three minutes on this 2-core machine at half its usual speed.
    test.setTimeout(300_000)
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'site-outage-'))
    cluster = path.join(folder, 'pg')
    fs.mkdirSync(cluster)
    if (process.getuid?.() === 0) spawnSync('chown', ['-R', 'postgres', folder])
    asPostgres('initdb', ['-D', cluster, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'])
    startDatabase()
    const env = {
      ...process.env,
      NODE_ENV: 'production' as const,
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(folder, 'data'),
      PORT: String(sitePort),
      SITE_URL: site,
      SMTP_URL: '',
      GTM_ID,
    }
    // Migrate and seed, as `npm start` does, then serve the build the other browser tests use.
    const setup = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/setup.ts'], { cwd: root, env, encoding: 'utf8' })
    expect(setup.status, setup.stderr).toBe(0)
    server = spawn(process.execPath, ['scripts/server.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    const keep = (chunk: Buffer) => (serverLog = (serverLog + chunk.toString()).slice(-20_000))
    server.stdout?.on('data', keep)
    server.stderr?.on('data', keep)
    await waitFor(async () => (await fetch(`${site}/en-au/`)).ok, 60, 'the second instance answers')
  })

  test.afterAll(async () => {
    server?.kill('SIGTERM')
    try {
      stopDatabase()
    } catch {
      // already stopped by a failed test
    }
    fs.rmSync(folder, { recursive: true, force: true })
  })

  const signUp = (email: string, address: string) =>
    fetch(`${site}/api/forms/newsletter`, {
      method: 'POST',
      // A different client address each time: the per-address limit is not what this test is about.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ name: 'Outage Test', email, consent: 'on' }),
    })

  async function storedCount(emails: string[]) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      const { rows } = await client.query<{ count: string }>('select count(*) from subscribers where email = any($1)', [emails])
      return Number(rows[0]?.count)
    } finally {
      await client.end()
    }
  }

  test('with GTM_ID set, the tag manager and the scripts it adds load under the Content-Security-Policy', async ({ page }) => {
    const loaded: string[] = []
    // No network here: Google's scripts are stubbed. gtm.js adds a script of its own, as the real one does.
    await page.route('https://www.googletagmanager.com/**', (route) => {
      loaded.push(new URL(route.request().url()).pathname)
      const addsAnother = `var s=document.createElement('script');s.src='https://www.googletagmanager.com/gtag/js?id=G-TEST';document.head.appendChild(s);`
      return route.fulfill({
        contentType: 'text/javascript',
        body: route.request().url().includes('/gtm.js') ? `window.__gtm=1;${addsAnother}` : 'window.__gtag=1',
      })
    })
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    // The visitor accepted analytics and marketing (the suite's browsers start having rejected them).
    await page.context().addCookies([{ name: CONSENT_COOKIE, value: '1.11.00000000-0000-4000-8000-000000000000', url: site }])
    await page.goto(`${site}/en-au/products/fusion5`)
    // It waits for the page to complete, then checks every 3.5 s.
    await expect.poll(() => page.evaluate(() => (window as unknown as { __gtag?: number }).__gtag), { timeout: 15_000 }).toBe(1)
    expect(loaded).toEqual(['/gtm.js', '/gtag/js'])
    expect(await page.evaluate(() => (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.some((entry) => entry.event === 'gtm.js'))).toBe(true)
    expect(violations).toEqual([])
  })

  test(`with PostgreSQL stopped for ${outageSeconds} s, cached pages are served, forms answer 503 and store nothing, and the site recovers by itself`, async () => {
    const pages = ['/en-au/', '/en-au/products/fusion5', '/en-au/articles/grooming-guides/body-grooming-guide']
    // What identifies each page: its title and main heading (the HTML also holds per-response nonces).
    const identity = (html: string) => `${/<title>([^<]*)<\/title>/.exec(html)?.[1]} | ${/<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1]}`
    const before = new Map<string, string>()
    for (const page of pages) {
      await fetch(`${site}${page}`) // rendered and cached
      const response = await fetch(`${site}${page}`)
      expect(response.status, page).toBe(200)
      before.set(page, identity(await response.text()))
    }
    const run = Date.now().toString(36)
    expect((await signUp(`before-${run}@example.com`, '198.51.100.1')).status).toBe(200)

    // A campaign's burst, then the database goes: what was accepted must all be stored once it is back. On a
    // busy machine the server's admission may refuse part of the burst at once (its wait would pass the
    // bound): those get the form's message and must not be stored.
    const burst = Array.from({ length: 60 }, (_, index) => `burst-${run}-${index}@example.com`)
    const burstAnswers = await Promise.all(
      burst.map(async (email, index) => {
        const response = await signUp(email, `203.0.113.${index + 1}`)
        return { email, status: response.status, message: ((await response.json()) as { message?: string }).message }
      }),
    )
    for (const answer of burstAnswers) {
      if (answer.status !== 200)
        expect(answer, 'a sign-up of the burst is accepted or refused with the form’s message').toMatchObject({ status: 503, message: SERVER_ERROR })
    }
    const accepted = burstAnswers.filter((answer) => answer.status === 200).map((answer) => answer.email)
    expect(accepted.length, 'the burst before the outage is accepted, at least in part').toBeGreaterThan(0)
    const inIntakeAtStop = accepted.length - (await storedCount(accepted))

    stopDatabase()
    const stoppedAt = Date.now()
    const refused: string[] = burstAnswers.filter((answer) => answer.status !== 200).map((answer) => answer.email)
    let served = 0
    let attempt = 0
    while (Date.now() - stoppedAt < outageSeconds * 1000) {
      attempt += 1
      for (const page of pages) {
        const response = await fetch(`${site}${page}`)
        expect(response.status, `${page} during the outage`).toBe(200)
        expect(identity(await response.text()), `${page} during the outage`).toBe(before.get(page))
        served += 1
      }
      const email = `during-${run}-${attempt}@example.com`
      const response = await signUp(email, `198.51.100.${(attempt % 250) + 2}`)
      expect(response.status, 'a sign-up during the outage').toBe(503)
      expect(((await response.json()) as { message: string }).message).toBe(SERVER_ERROR)
      refused.push(email)
      if (attempt === 2) refused.push(...(await outageCrowd(`crowd-${run}`)))
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
    expect(server?.exitCode, `the instance is still running\n${serverLog}`).toBeNull()

    startDatabase()
    const restartedAt = Date.now()
    const after = `after-${run}@example.com`
    let recovered = 0
    await waitFor(
      async () => {
        const ok = (await signUp(after, '198.51.100.254')).status === 200
        if (ok) recovered = Date.now() - restartedAt
        return ok
      },
      30,
      'a sign-up after the database is back',
    )
    console.log(
      `outage: ${accepted.length} of the burst's ${burst.length} sign-ups accepted, ${inIntakeAtStop} of them still in the intake when PostgreSQL stopped`,
    )
    test.info().annotations.push({
      type: 'figures',
      description: `${served} cached page views and ${refused.length} refused sign-ups during ${outageSeconds} s; forms back ${recovered} ms after the database`,
    })
    console.log(
      `outage: ${served} cached page views served, ${refused.length} sign-ups refused with 503; forms back ${recovered} ms after PostgreSQL restarted`,
    )

    expect(await storedCount(refused), 'nothing stored from the refused sign-ups').toBe(0)
    // The intake's rows whose work the outage interrupted wait for their lease (a minute), then are stored.
    await waitFor(async () => (await storedCount(accepted)) === accepted.length, 150, 'every sign-up accepted before the outage is stored')
    // Accepted while the intake still held rows, the sign-up after the outage may wait there a moment too.
    await waitFor(
      async () => (await storedCount([after, `before-${run}@example.com`])) === 2,
      30,
      `the sign-ups before and after the outage are stored\n${serverLog}`,
    )
    for (const page of pages) expect((await fetch(`${site}${page}`)).status).toBe(200)

    /**
     * 100 sign-ups and 60 page views at once, during the outage: each answered within 10 s; a page is the
     * cached page or, past what the instance serves, the busy page with Retry-After; a sign-up is refused
     * with the form's message. Returns the refused addresses.
     */
    async function outageCrowd(prefix: string) {
      const emails = Array.from({ length: 100 }, (_, index) => `${prefix}-${index}@example.com`)
      const timed = async (request: () => Promise<Response>) => {
        const started = Date.now()
        const response = await request()
        const body = await response.text()
        return { response, body, ms: Date.now() - started }
      }
      const [signUps, views] = await Promise.all([
        Promise.all(emails.map((email, index) => timed(() => signUp(email, `192.0.2.${index + 1}`)))),
        Promise.all(Array.from({ length: 60 }, (_, index) => timed(() => fetch(`${site}${pages[index % pages.length]}`)))),
      ])
      for (const { response, body, ms } of signUps) {
        expect(ms, 'a sign-up in the crowd is answered within 10 s').toBeLessThan(10_000)
        expect(response.status).toBe(503)
        expect((JSON.parse(body) as { message: string }).message).toBe(SERVER_ERROR)
      }
      views.forEach(({ response, body, ms }, index) => {
        expect(ms, 'a page in the crowd is answered within 10 s').toBeLessThan(10_000)
        if (response.status === 503) expect(response.headers.get('retry-after')).toBeTruthy()
        else expect(identity(body), 'a page in the crowd').toBe(before.get(pages[index % pages.length]!))
      })
      expect(views.filter(({ response }) => response.status === 200).length, 'most pages in the crowd are served from the cache').toBeGreaterThan(30)
      console.log(
        `outage crowd: ${signUps.length} sign-ups refused, slowest ${Math.max(...signUps.map(({ ms }) => ms))} ms; ${views.length} page views, slowest ${Math.max(...views.map(({ ms }) => ms))} ms`,
      )
      return emails
    }
  })
})
