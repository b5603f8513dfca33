// Real-user Core Web Vitals (src/features/vitals): pages measure themselves with web-vitals once loaded,
// send one beacon as they are left, and the back office's Web Vitals view shows p75s per page type and
// device class with visit counts. A beacon that is malformed or impossible gets 400 and stores nothing.
import { backOffice } from './support/backOffice'
import { expect, type Page, test } from './fixtures'

const today = () => new Date().toISOString().slice(0, 10)

/** Loads a page, waits for its measurement to start, presses something (an interaction for INP). */
async function visit(page: Page, path: string) {
  await page.goto(path)
  await page.locator('html[data-vitals="measuring"]').waitFor({ state: 'attached' })
  await page.locator('main h1').first().click()
}

interface SentBeacon {
  pageType: string
  device: string
  navigation: string
  connection: string
  metrics: { name: string; value: number }[]
}

/** Keeps what the page hands to sendBeacon (as text), and the server's answers to the beacons. */
async function recordBeacons(page: Page) {
  const answers: { body: string; status: number }[] = []
  page.on('requestfinished', async (request) => {
    if (request.url().endsWith('/api/vitals')) answers.push({ body: request.postData() ?? '', status: (await request.response())?.status() ?? 0 })
  })
  await page.addInitScript(() => {
    const w = window as unknown as { sentBeacons: string[] }
    w.sentBeacons = []
    const send = navigator.sendBeacon.bind(navigator)
    navigator.sendBeacon = (url, data) => {
      if (typeof data === 'string') {
        w.sentBeacons.push(data)
        // Kept across the page's own navigation too (its window goes with it): a beacon sent as it is left.
        sessionStorage.setItem('lastBeacon', data)
      } else if (data instanceof Blob) void data.text().then((text) => w.sentBeacons.push(text))
      return send(url, data)
    }
  })
  return answers
}

/** Hides the page as a tab switch would: web-vitals reports LCP, CLS and INP then, and the page sends what it has. */
async function hide(page: Page): Promise<SentBeacon[]> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  const sent = () => page.evaluate(() => (window as unknown as { sentBeacons: string[] }).sentBeacons.map((text) => JSON.parse(text) as SentBeacon))
  await expect
    .poll(async () => (await sent()).flatMap((beacon) => beacon.metrics.map((metric) => metric.name)))
    .toEqual(expect.arrayContaining(['FCP', 'LCP', 'TTFB']))
  return sent()
}

test.describe('real-user Core Web Vitals', () => {
  test('pages send their vitals as they are left, and the back office shows each page type with visits and p75s', async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000)
    // A visitor's address of its own (believed from loopback): the beacons are counted against it, not
    // against 127.0.0.1, whose 120 a minute the other tests' pages may have spent on a quick machine.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.57.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` })
    const answers = await recordBeacons(page)
    await page.setViewportSize({ width: 375, height: 800 })
    await visit(page, '/en-au/products/fusion5')
    const sent = await hide(page)
    await expect.poll(() => answers.length).toBe(sent.length)
    expect(answers.map((answer) => answer.status)).toEqual(sent.map(() => 204))
    expect(sent[0]).toMatchObject({ pageType: 'Product', device: 'phone', navigation: 'navigate' })
    // Nothing about the visitor: five keys.
    expect(Object.keys(sent[0]!).sort()).toEqual(['connection', 'device', 'metrics', 'navigation', 'pageType'])

    // A page left for another sends its beacon as it goes. (Chromium sends a beacon made as a page goes
    // without the page's extra headers, so the server counts it against 127.0.0.1, which the other tests'
    // pages may have spent: the page is seen handing it over, and the view below is fed by a hidden page.)
    await visit(page, '/en-au/articles')
    await page.goto('/en-au/products/fusion5')
    const lastBeacon = await page.evaluate(() => sessionStorage.getItem('lastBeacon'))
    expect(JSON.parse(lastBeacon ?? '{}')).toMatchObject({ pageType: 'Article Section', device: 'phone' })

    await page.setViewportSize({ width: 1280, height: 800 })
    await visit(page, '/en-au/sitemap')
    const sitemapSent = await hide(page)
    expect(sitemapSent.map(({ pageType, device }) => ({ pageType, device }))).toEqual(sitemapSent.map(() => ({ pageType: 'Sitemap', device: 'desktop' })))
    const sitemapAnswers = () => answers.filter((answer) => answer.body.includes('"pageType":"Sitemap"')).map((answer) => answer.status)
    await expect.poll(sitemapAnswers).toEqual(sitemapSent.map(() => 204))

    const context = await backOffice(browser, baseURL!)
    try {
      const editorPage = await context.newPage()
      // The view is read afresh until the sitemap's visit shows.
      await expect(async () => {
        await editorPage.goto('/admin/vitals')
        await expect(editorPage.getByRole('heading', { name: 'Web Vitals', level: 1 })).toBeVisible()
        await expect(editorPage.getByTestId('vitals-7').locator('tr[data-page-type="Sitemap"][data-device="desktop"]')).toBeVisible({ timeout: 1000 })
      }).toPass({ timeout: 20_000 })
      for (const days of [7, 28]) {
        const table = editorPage.getByTestId(`vitals-${days}`)
        for (const [pageType, device] of [
          ['Product', 'phone'],
          ['Sitemap', 'desktop'],
        ]) {
          const row = table.locator(`tr[data-page-type="${pageType}"][data-device="${device}"]`)
          await expect(row).toBeVisible()
          expect(Number(await row.locator('[data-visits]').getAttribute('data-visits'))).toBeGreaterThanOrEqual(1)
          await expect(row.locator('td[data-metric="TTFB"]')).toContainText(/\d+ (ms|s)\s*(good|needs improvement|poor)/)
          await expect(row.locator('td[data-metric="LCP"]')).toContainText(/(good|needs improvement|poor)/)
        }
      }
      // The dashboard names this week's page types past a threshold, or says none are, and links to the view.
      await editorPage.goto('/admin')
      await expect(editorPage.getByTestId('vitals-dashboard').getByRole('link', { name: 'Web Vitals by page type' })).toBeVisible()
    } finally {
      await context.close()
    }
  })

  test('a malformed or impossible beacon gets 400 and stores nothing', async ({ request, editor }) => {
    // Parts no page sends (Registration on a tablet), beside the fault that must refuse the whole beacon.
    const base = { pageType: 'Registration', device: 'tablet', navigation: 'navigate', connection: '4g', metrics: [{ name: 'TTFB', value: 120 }] }
    const bad: unknown[] = [
      { ...base, metrics: [...base.metrics, { name: 'LCP', value: -5 }] },
      { ...base, metrics: [...base.metrics, { name: 'CLS', value: 5000 }] },
      { ...base, metrics: [...base.metrics, { name: 'TTFB', value: 130 }] },
      { ...base, metrics: [...base.metrics, { name: 'FID', value: 10 }] },
      { ...base, device: 'fridge' },
      { ...base, navigation: 'teleport' },
      { ...base, pageType: 'Not a page type' },
      { ...base, userAgent: 'Mozilla/5.0' },
      [base],
      'not json',
    ]
    for (const body of bad) {
      const response = await request.post('/api/vitals', {
        headers: { 'content-type': 'application/json' },
        data: typeof body === 'string' ? body : JSON.stringify(body),
      })
      expect(response.status(), JSON.stringify(body)).toBe(400)
      expect(((await response.json()) as { error: string }).error).toMatch(/^Send one JSON object/)
    }
    const stored = await editor.get(`/cms-api/vitals?where[day][equals]=${today()}&where[pageType][equals]=Registration&where[device][equals]=tablet&depth=0`)
    expect(stored.status()).toBe(200)
    expect(((await stored.json()) as { totalDocs: number }).totalDocs).toBe(0)
    // The public cannot read the histograms.
    expect((await request.get('/cms-api/vitals')).status()).toBe(403)
  })
})
