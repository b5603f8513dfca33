// Security (scripts/server.mjs, next.config.ts, src/proxy.ts, cms/hooks/throttleSignIn.ts): headers on every response, a
// Content-Security-Policy without 'unsafe-inline' that nothing on the site or in /admin violates, nonces
// new on every response while pages stay cached, sign-in throttled without a lock, session cookies.
import fs from 'node:fs'
import path from 'node:path'

import { request as playwrightRequest } from '@playwright/test'

import { noncePlaceholder } from '../../scripts/server/nonce.mjs'
import { totpCode } from '../../src/cms/twoFactor/totp'
import { EDITING, expect, type Page, test } from './fixtures'
import { freshCode } from './support/twoFactor'

const PAGE_TYPES = [
  '/en-au/',
  '/en-au/kingcashford',
  '/en-au/products',
  '/en-au/razors?filter=number-of-blades:5',
  '/en-au/products/fusion5',
  '/en-au/family/fusion5',
  '/en-au/compare-products?products=fusion5,mach3',
  '/en-au/shaving-advisor',
  '/en-au/search-results?q=razor',
  '/en-au/contact-us',
  '/en-au/faq',
  '/en-au/ingredient-glossary',
  '/en-au/sitemap',
  '/en-au/heated-razor',
  '/en-au/spare-blades',
  '/en-au/articles',
  '/en-au/articles/grooming-guides',
  '/en-au/articles/grooming-guides/body-grooming-guide',
  '/en-au/fav-page',
  '/en-au/write-review/fusion5',
  '/en-au/questions/fusion5',
  '/en-au/gaming/register',
  '/en-au/product-registration',
  '/en-au/sampling/fusion5-free-trial',
  '/en-au/country-selector',
  '/en-au/gaming',
  '/en-au/no-such-page',
]

/** Every CSP violation the page reports, from the moment it starts. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text())
  })
  await page.addInitScript(() => {
    const found: string[] = ((window as unknown as { __csp: string[] }).__csp = [])
    document.addEventListener('securitypolicyviolation', (event) => found.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))]
}

test.describe('security headers and the content security policy', () => {
  test('every page type carries the security headers and a strict policy', async ({ request }) => {
    for (const path of [...PAGE_TYPES, '/admin/login', '/sitemap.xml', '/api/site-paths']) {
      const response = await request.get(path)
      const headers = response.headers()
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy'], path).toContain('camera=()')
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin')
      expect(headers['cross-origin-resource-policy'], path).toBe('same-origin')
      expect(headers['x-frame-options'], path).toBe(path.startsWith('/admin') ? 'SAMEORIGIN' : 'DENY')
      const csp = headers['content-security-policy'] ?? ''
      expect(csp, path).toMatch(/script-src 'nonce-[A-Za-z0-9_-]{22}' 'strict-dynamic'/)
      expect(csp, path).not.toContain("'unsafe-inline' 'strict") // script-src has no 'unsafe-inline'
      expect(
        csp.split(';').find((d) => d.trim().startsWith('script-src')),
        path,
      ).not.toContain('unsafe-inline')
      for (const directive of ["object-src 'none'", "base-uri 'none'", "form-action 'self'"]) expect(csp, path).toContain(directive)
      expect(csp, path).toContain(path.startsWith('/admin') ? "frame-ancestors 'self'" : "frame-ancestors 'none'")
      // Violations are reported to the site, by the Reporting API and by the older report-uri.
      expect(csp, path).toContain('report-uri /api/csp-reports')
      expect(csp, path).toContain('report-to csp')
      expect(headers['reporting-endpoints'], path).toBe('csp="/api/csp-reports"')
    }
  })

  test('CSP violation reports are counted for administrators without personal data; anything else is refused and stores nothing', async ({
    request,
    editor,
  }) => {
    const marker = `/en-au/csp-report-test-${Date.now()}`
    const counts = async () => {
      const response = await editor.get(`/cms-api/csp-reports?where[page][equals]=${encodeURIComponent(marker)}&limit=10&depth=0`)
      expect(response.status()).toBe(200)
      return ((await response.json()) as { docs: Record<string, unknown>[] }).docs
    }
    // report-uri's format, twice; the Reporting API's batch with one violation and a report of another kind.
    const legacy = {
      'csp-report': {
        'document-uri': `http://127.0.0.1${marker}?token=emailed-secret&email=someone%40example.com`,
        referrer: 'https://mail.example/inbox',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://tracker.example/t.js?visitor=42',
        'script-sample': 'steal(document.cookie)',
      },
    }
    for (let i = 0; i < 2; i += 1) {
      const sent = await request.post('/api/csp-reports', { headers: { 'content-type': 'application/csp-report' }, data: JSON.stringify(legacy) })
      expect(sent.status()).toBe(204)
    }
    const batch = [
      { type: 'csp-violation', body: { documentURL: `http://127.0.0.1${marker}`, effectiveDirective: 'script-src-elem', blockedURL: 'inline', sample: 'x' } },
      { type: 'deprecation', body: { id: 'old-api' } },
    ]
    expect((await request.post('/api/csp-reports', { headers: { 'content-type': 'application/reports+json' }, data: JSON.stringify(batch) })).status()).toBe(
      204,
    )

    const lines = await counts()
    expect(
      lines
        .map(({ directive, blocked, page, count }) => ({ directive, blocked, page, count }))
        .sort((a, b) => String(a.blocked).localeCompare(String(b.blocked))),
    ).toEqual([
      { directive: 'script-src-elem', blocked: 'https://tracker.example', page: marker, count: 2 },
      { directive: 'script-src-elem', blocked: 'inline', page: marker, count: 1 },
    ])
    // Nothing of the visitor or the emailed link is kept.
    expect(JSON.stringify(lines)).not.toMatch(/emailed-secret|someone|visitor=42|steal|mail\.example/)

    for (const [type, body] of [
      ['application/csp-report', '{"hello":"world"}'],
      ['application/csp-report', 'not json'],
      ['application/reports+json', '{"type":"csp-violation"}'],
      ['text/plain', JSON.stringify(legacy)],
    ]) {
      const refused = await request.post('/api/csp-reports', { headers: { 'content-type': type! }, data: body })
      expect(refused.status(), `${type} ${body}`).toBe(400)
    }
    expect((await counts()).reduce((sum, line) => sum + Number(line.count), 0)).toBe(3)
    // Nobody but an administrator reads them.
    const anonymous = await request.get('/cms-api/csp-reports')
    expect(anonymous.status()).toBe(403)
  })

  test('a cached page gets a new nonce on every response, on each of its scripts', async ({ request }) => {
    const first = await request.get('/en-au/faq')
    const second = await request.get('/en-au/faq')
    expect(second.headers()['x-nextjs-cache']).toBe('HIT')
    const nonces = []
    for (const response of [first, second]) {
      const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy']!)![1]!
      const html = await response.text()
      const scripts = html.match(/<script(?![^>]*application\/ld\+json)[^>]*>/g) ?? []
      expect(scripts.length).toBeGreaterThan(3)
      for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`)
      expect(response.headers().etag).toBeUndefined()
      nonces.push(nonce)
    }
    expect(nonces[0]).not.toBe(nonces[1])
  })

  test('the nonce placeholder never leaves the server: pages, the 404 and error pages, RSC payloads, JSON', async ({ request }) => {
    const secret = process.env.PAYLOAD_SECRET || fs.readFileSync(path.join(process.env.TEST_DATA_DIR!, '.payload-secret'), 'utf8').trim()
    const placeholder = noncePlaceholder(secret)
    const answers = [
      await request.get('/en-au/faq'),
      await request.get('/en-au/faq'),
      await request.get('/en-au/products/fusion5', { headers: { RSC: '1' } }),
      await request.get('/en-au/no-such-page'),
      await request.get('/en-au/__test/error'),
      await request.get('/api/site-paths'),
      await request.get('/cms-api/products?limit=1'),
      await request.get('/en-au/faq', { headers: { 'accept-encoding': 'identity' } }),
    ]
    const statuses = answers.map((answer) => answer.status())
    expect(statuses).toEqual([200, 200, 200, 404, 500, 200, 200, 200])
    for (const answer of answers) expect(await answer.text(), answer.url()).not.toContain(placeholder)
    // The pages do carry a nonce: the swap, not an absence, keeps the placeholder in.
    expect(await answers[0]!.text()).toMatch(/<script[^>]* nonce="[\w-]{22}"/)
  })

  test('no page type reports a CSP violation in Chromium, scripts and menus working', async ({ page }) => {
    // Every page type loaded and hydrated in turn, in one test: allow each its own few seconds on a busy machine.
    test.setTimeout(PAGE_TYPES.length * 5_000)
    const violations = await watchViolations(page)
    for (const path of PAGE_TYPES) {
      await page.goto(path)
      await page.waitForLoadState('load')
      await expect(page.locator('html[data-hydrated]'), path).toBeAttached()
    }
    expect(await violations()).toEqual([])
  })

  test('the back office signs in and shows its dashboard without a CSP violation or a third-party avatar', async ({ page }) => {
    const violations = await watchViolations(page)
    const outside: string[] = []
    page.on('request', (req) => {
      if (!req.url().startsWith('http://127.0.0.1')) outside.push(req.url())
    })
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(process.env.ADMIN_EMAIL ?? 'editor@test.example')
    await page.getByLabel('Password').fill(process.env.ADMIN_PASSWORD ?? 'browser-tests-only-password')
    // The code its authenticator app would show (the global setup set it up, signIn.ts).
    const secret = process.env.EDITOR_TOTP_SECRET
    expect(secret, 'the editor has set up its second factor').toBeTruthy()
    await page.getByLabel('Authenticator code').fill(await freshCode(secret!, Number(process.env.EDITOR_TOTP_LAST_STEP)))
    await page.getByRole('button', { name: /login/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await page.waitForLoadState('networkidle')
    expect(outside).toEqual([])
    expect(await page.content()).not.toContain('gravatar')
    expect(await violations()).toEqual([])
  })
})

test.describe(`sign-in ${EDITING}`, () => {
  test('wrong passwords slow the account down instead of locking it; its owner signs in once the wait is over', async ({ editor, baseURL }) => {
    const email = `throttle-${Date.now()}@test.example`
    const password = 'a-long-enough-password-1'
    const created = await editor.post('/cms-api/users', { data: { email, password, role: 'editor' } })
    expect(created.status()).toBe(201)
    const { doc } = await created.json()
    // A visitor of its own (the server believes the loopback balancer's X-Forwarded-For): other tests'
    // sign-ins from this machine's address neither add to its count nor clear it.
    const visitor = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${1 + (Date.now() % 250)}` } })
    try {
      const attempts = []
      for (let i = 0; i < 6; i++) attempts.push((await visitor.post('/cms-api/users/login', { data: { email, password: 'wrong-password-guess' } })).status())
      expect(attempts.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
      expect(attempts[5]).toBe(429)
      const throttled = await visitor.post('/cms-api/users/login', { data: { email, password } })
      expect(throttled.status()).toBe(429)
      expect(JSON.stringify(await throttled.json())).toMatch(/Too many sign-in attempts\. Please wait \d+ seconds? and try again\./)
      // no lock: once the (short) wait is over the right password is taken (the account's next step is to
      // set up its second factor)…
      let passwordTaken: Awaited<ReturnType<typeof visitor.post>> | undefined
      await expect
        .poll(async () => (passwordTaken = await visitor.post('/cms-api/users/login', { data: { email, password } })).status(), {
          timeout: 15_000,
          intervals: [1000],
        })
        .toBe(403)
      const { enrolment, secret } = ((await passwordTaken!.json()) as { errors: { data: { enrolment: string; secret: string } }[] }).errors[0]!.data
      // …and it signs in with its first code once that attempt's own wait is over (every refused sign-in counts)
      let signedIn: Awaited<ReturnType<typeof visitor.post>> | undefined
      await expect
        .poll(async () => (signedIn = await visitor.post('/cms-api/users/login', { data: { email, password, enrolment, code: totpCode(secret) } })).status(), {
          timeout: 15_000,
          intervals: [1000],
        })
        .toBe(200)
      // the session cookie cannot be read by scripts and is not sent along with cross-site posts
      const cookie = signedIn!.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('payload-token='))?.value ?? ''
      expect(cookie).toMatch(/HttpOnly/i)
      expect(cookie).toMatch(/SameSite=Lax/i)
    } finally {
      await visitor.dispose()
      await editor.delete(`/cms-api/users/${doc.id}`)
    }
  })

  test('a password shorter than 12 characters is refused', async ({ editor }) => {
    const short = await editor.post('/cms-api/users', { data: { email: `short-${Date.now()}@test.example`, password: 'short', role: 'editor' } })
    expect(short.status()).toBe(400)
    expect(await short.text()).toContain('Use at least 12 characters.')
  })
})

test.describe('secrets', () => {
  test('no secret setting or the generated session key appears in the scripts sent to browsers', async () => {
    const distDir = path.resolve(process.env.NEXT_DIST_DIR ?? '.next-test')
    const dataDir = process.env.TEST_DATA_DIR ?? process.env.DATA_DIR ?? ''
    const secrets = [
      process.env.ADMIN_PASSWORD,
      process.env.PAYLOAD_SECRET,
      process.env.ALGOLIA_ADMIN_KEY,
      process.env.CDP_TOKEN,
      process.env.REVIEWS_PASSKEY,
      (() => {
        try {
          return fs.readFileSync(path.join(dataDir, '.payload-secret'), 'utf8').trim()
        } catch {
          return undefined
        }
      })(),
    ].filter((value): value is string => Boolean(value && value.length >= 8))
    expect(secrets.length, 'the test run has secrets to look for').toBeGreaterThan(0)
    const files = (fs.readdirSync(path.join(distDir, 'static'), { recursive: true }) as string[]).filter((file) => /\.(js|css|json|html)$/.test(file))
    expect(files.length).toBeGreaterThan(10)
    const leaks = files.filter((file) => {
      const text = fs.readFileSync(path.join(distDir, 'static', file), 'utf8')
      return secrets.some((secret) => text.includes(secret))
    })
    expect(leaks).toEqual([])
  })
})
