// The back office served on a port other than 3000 with SITE_URL unset (its default follows the port): an
// editor who opens it at another loopback name is sent to the site's own address, signs in, saves and
// publishes a product, and visitors see it; a change from a foreign origin is refused naming the address
// that works. Its own server on a fresh database (the build the other tests use), so the shared site's
// settings (SITE_URL set) stay as they are.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { waitFor } from '../support/services'
import { expect, test } from './fixtures'
import { documentReady } from './support/backOffice'

const port = Number(process.env.TEST_PORT ?? 3100) + 45
const site = `http://localhost:${port}`
const email = 'address-test@test.example'
const password = 'address-test-password'
const root = process.cwd()

test.describe('the back office at the address it is served on', () => {
  let folder = ''
  let server: ChildProcess | undefined
  let serverLog = ''

  test.beforeAll(async () => {
    // Migrating and seeding a fresh database (its pictures drawn by sharp) beside the other workers' browsers
    // took past three minutes on this 2-core machine at half its usual speed.
    test.setTimeout(300_000)
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'site-address-'))
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH ?? '',
      HOME: os.tmpdir(),
      NODE_ENV: 'production',
      NEXT_DIST_DIR: '.next-test',
      NEXT_TELEMETRY_DISABLED: '1',
      DATA_DIR: folder,
      DATABASE_URL: '',
      PORT: String(port),
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: password,
      // A password is enough here: what is tested is the address, not the second factor.
      BACK_OFFICE_TWO_FACTOR: 'optional',
    }
    const setup = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/setup.ts'], { cwd: root, env, encoding: 'utf8' })
    expect(setup.status, setup.stderr).toBe(0)
    server = spawn(process.execPath, ['scripts/server.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    const keep = (chunk: Buffer) => (serverLog = (serverLog + chunk.toString()).slice(-20_000))
    server.stdout?.on('data', keep)
    server.stderr?.on('data', keep)
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/en-au/`)).ok, 90, 'the site on its own port answers')
  })

  test.afterAll(() => {
    server?.kill('SIGTERM')
    fs.rmSync(folder, { recursive: true, force: true })
  })

  test('an editor opening it at 127.0.0.1 signs in at the site address, saves and publishes a product that visitors then see', async ({ page }) => {
    test.setTimeout(120_000)
    const broken: string[] = []
    page.on('response', (response) => {
      if (response.status() >= 400) broken.push(`${response.status()} ${response.url()}`)
    })
    // (A call the admin itself abandons as it moves to the next page is no failure.)
    page.on('requestfailed', (request) => {
      if (request.failure()?.errorText !== 'net::ERR_ABORTED') broken.push(`failed ${request.url()} ${request.failure()?.errorText}`)
    })

    await page.goto(`http://127.0.0.1:${port}/admin`)
    await expect(page).toHaveURL(new RegExp(`^${site}/admin/login`))
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Login' }).click()
    // The first sign-in on an instance just started (its login route's first call, the password's key
    // derivation) beside the other workers' browsers: the form stays busy past expect's 5 s on this machine.
    await expect(page).toHaveURL(`${site}/admin`, { timeout: 30_000 })

    const found = await page.request.get(`${site}/cms-api/products?where[slug][equals]=fusion5&depth=0&limit=1`)
    const product = ((await found.json()) as { docs: { id: number; title: string }[] }).docs[0]!
    await page.goto(`${site}/admin/collections/products/${product.id}`)
    await documentReady(page)
    // Relationship fields show their documents' titles (Payload reads them on SITE_URL).
    await expect(page.getByText(/Untitled - ID/)).toHaveCount(0)
    const changed = `${product.title} on port ${port}`
    // Products autosave 375 ms after a change, and Payload disables Publish while the autosave runs (a
    // press then is lost, for an editor as for a test): Publish once the draft is saved, as the editor
    // sees "Last saved" appear.
    const autosaved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' && response.url().includes(`/cms-api/products/${product.id}`) && response.url().includes('autosave=true'),
    )
    await page.locator('#field-title').fill(changed)
    expect((await autosaved).ok()).toBe(true)
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(page.getByText('Updated successfully.')).toBeVisible({ timeout: 20_000 })

    const visitor = await page.request.get(`${site}/en-au/products/fusion5`)
    const html = await visitor.text()
    expect(html).toContain(changed)
    // The site's own links name the port it is served on.
    expect(html).toContain(`<link rel="canonical" href="${site}/en-au/products/fusion5"`)
    // Every picture, script and call of the back office loaded.
    expect(broken, serverLog.slice(-2000)).toEqual([])
  })

  test('a change from another origin is refused with the address that works', async ({ request }) => {
    const refused = await request.post(`${site}/cms-api/products`, {
      headers: { origin: 'http://shop.example', cookie: 'payload-token=anything' },
      data: { title: 'x' },
    })
    expect(refused.status()).toBe(403)
    expect(await refused.text()).toContain(`open the back office at ${site}/admin`)
  })
})
