// The cookie choice (src/features/consent): shown once to each new visitor, in every page alike (pages stay
// cached), Consent Mode v2's denied defaults before anything else, the tag manager only after analytics or
// marketing is accepted, the choice kept across pages and reopened from the footer, a form that works
// without scripts, and each choice recorded without personal data where only administrators read it.
// The test server runs with a tag manager id (GTM_ID, playwright.config.ts); Google's script is stubbed here.
import { CONSENT_COOKIE } from '../../src/shared/consent/consent'
import { type APIRequestContext, bringInFooter, dataLayer, expect, hydrated, type Page, pageWidths, test } from './fixtures'

// A new visitor: none of the suite's answered cookie.
test.use({ storageState: { cookies: [], origins: [] } })

const DENIED = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }
const GRANTED = { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }
// The tag manager loader checks every 3500 ms whether the page has loaded (src/features/analytics).
const tagManagerCheckIntervalMs = 3500

/** Every request for the tag manager, answered by a stub (there is no network here), and any other third-party one. */
async function watchThirdParties(page: Page) {
  const tagManager: string[] = []
  const other: string[] = []
  await page.route('https://www.googletagmanager.com/**', (route) => {
    tagManager.push(route.request().url())
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtm=1' })
  })
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith('http://127.0.0.1') && !url.startsWith('https://www.googletagmanager.com/') && !url.startsWith('data:')) other.push(url)
  })
  return { tagManager, other }
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' })

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === CONSENT_COOKIE)
}

async function recordsOf(editor: APIRequestContext, visitorId: string) {
  const response = await editor.get(`/cms-api/consent-records?where[visitorId][equals]=${visitorId}&sort=chosenAt&depth=0`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: { choice: string; analytics: boolean; marketing: boolean; version: number; chosenAt: string }[] }).docs
}

test.describe('the cookie choice', () => {
  test('a new visitor is asked; nothing leaves for the tag manager until Accept all, then it loads; the choice is recorded and kept', async ({
    page,
    editor,
  }) => {
    const seen = await watchThirdParties(page)
    await page.clock.install()
    await page.goto('/en-au/products/fusion5')
    await expect(banner(page)).toBeVisible()
    // The first entry of the data layer: everything denied, before the page's own entry and any tag.
    expect((await dataLayer(page))[0]).toEqual({ 0: 'consent', 1: 'default', 2: DENIED })
    await page.clock.runFor(tagManagerCheckIntervalMs * 2)
    await page.waitForLoadState('networkidle')
    expect(seen.tagManager).toEqual([])
    expect(await page.evaluate(() => Object.keys(localStorage).length + Object.keys(sessionStorage).length)).toBe(0)
    expect(await page.context().cookies()).toEqual([])

    const recorded = page.waitForResponse((response) => response.url().endsWith('/api/consent') && response.request().method() === 'POST')
    await banner(page).getByRole('button', { name: 'Accept all' }).click()
    expect((await recorded).status()).toBe(200)
    await expect(banner(page)).toBeHidden()
    await expect.poll(() => seen.tagManager).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST1'])
    expect(await dataLayer(page)).toContainEqual({ 0: 'consent', 1: 'update', 2: GRANTED })
    // Focus leaves the closed banner for the page's content, not the document's start.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content')

    const cookie = await consentCookie(page)
    expect(cookie?.value).toMatch(/^1\.11\.[0-9a-f-]{36}$/)
    // Kept for CONSENT_MAX_AGE_DAYS (365 by default).
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000)
    const records = await recordsOf(editor, cookie!.value.split('.')[2]!)
    expect(records.map(({ choice, analytics, marketing, version }) => ({ choice, analytics, marketing, version }))).toEqual([
      { choice: 'accept-all', analytics: true, marketing: true, version: 1 },
    ])

    // The next page: not asked again, Consent Mode updated at once, the tag manager loaded.
    seen.tagManager.length = 0
    await page.goto('/en-au/')
    await expect(banner(page)).toBeHidden()
    expect((await dataLayer(page)).slice(0, 2)).toEqual([
      { 0: 'consent', 1: 'default', 2: DENIED },
      { 0: 'consent', 1: 'update', 2: GRANTED },
    ])
    await page.clock.runFor(tagManagerCheckIntervalMs)
    await expect.poll(() => seen.tagManager.length).toBe(1)
    expect(seen.other).toEqual([])
  })

  test('Reject all loads nothing and leaves everything denied; the choice survives a reload and is reopened from the footer', async ({ page, editor }) => {
    const seen = await watchThirdParties(page)
    await page.clock.install()
    await page.goto('/en-au/articles')
    await banner(page).getByRole('button', { name: 'Reject all' }).click()
    await expect(banner(page)).toBeHidden()
    expect(await dataLayer(page)).toContainEqual({ 0: 'consent', 1: 'update', 2: DENIED })
    await expect.poll(async () => (await consentCookie(page))?.value).toMatch(/^1\.00\./)

    await page.reload()
    await expect(banner(page)).toBeHidden()
    await page.clock.runFor(tagManagerCheckIntervalMs * 2)
    await page.waitForLoadState('networkidle')
    expect(seen.tagManager).toEqual([])
    expect((await dataLayer(page)).slice(0, 2)).toEqual([
      { 0: 'consent', 1: 'default', 2: DENIED },
      { 0: 'consent', 1: 'update', 2: DENIED },
    ])

    // "Cookie settings" in the footer opens it again, its heading focused, the current choice ticked.
    await bringInFooter(page)
    const link = page.getByTestId('site-footer').getByRole('link', { name: 'Cookie settings' })
    await link.click()
    await expect(banner(page)).toBeVisible()
    await expect(banner(page).getByRole('heading', { name: 'Cookies on this site' })).toBeFocused()
    // Escape closes it and gives focus back to the link.
    await page.keyboard.press('Escape')
    await expect(banner(page)).toBeHidden()
    await expect(link).toBeFocused()

    // By keyboard: open it, choose analytics only, save.
    await page.keyboard.press('Enter')
    await expect(banner(page)).toBeVisible()
    await banner(page).getByText('Choose by purpose').click()
    await expect(banner(page).getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked()
    await banner(page).getByRole('checkbox', { name: 'Analytics' }).check()
    const recorded = page.waitForResponse((response) => response.url().endsWith('/api/consent'))
    await banner(page).getByRole('button', { name: 'Save my choices' }).press('Enter')
    expect((await recorded).status()).toBe(200)
    await expect(banner(page)).toBeHidden()
    expect(await dataLayer(page)).toContainEqual({
      0: 'consent',
      1: 'update',
      2: { ad_storage: 'denied', analytics_storage: 'granted', ad_user_data: 'denied', ad_personalization: 'denied' },
    })
    await expect.poll(() => seen.tagManager.length).toBe(1)
    const cookie = await consentCookie(page)
    expect(cookie?.value).toMatch(/^1\.10\./)
    // The same browser, the same random id: two records.
    const records = await recordsOf(editor, cookie!.value.split('.')[2]!)
    expect(records.map(({ choice, analytics, marketing }) => `${choice}:${analytics}:${marketing}`)).toEqual(['reject-all:false:false', 'custom:true:false'])
  })

  test("a page opened from an emailed link loads no tag manager, even with analytics accepted: its address carries the link's secret", async ({ page }) => {
    const seen = await watchThirdParties(page)
    await page.clock.install()
    await page.goto('/en-au/faq')
    await banner(page).getByRole('button', { name: 'Accept all' }).click()
    await expect.poll(() => seen.tagManager.length).toBe(1)

    // A double opt-in link, an unsubscribe link, a review confirmation and a review request's star.
    for (const address of [
      '/en-au/double-optin?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      '/en-au/unsubscribe?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      '/en-au/write-review/fusion5?bv_authtoken=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      '/en-au/write-review/fusion5?rating=4&hostedauthentication_authtoken=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      seen.tagManager.length = 0
      await page.goto(address)
      await hydrated(page)
      await page.clock.runFor(tagManagerCheckIntervalMs * 2)
      await page.waitForLoadState('networkidle')
      expect(seen.tagManager, address).toEqual([])
    }
    // The same visitor on an ordinary page: loaded again.
    await page.goto('/en-au/faq')
    await page.clock.runFor(tagManagerCheckIntervalMs)
    await expect.poll(() => seen.tagManager.length).toBe(1)
    expect(seen.other).toEqual([])
  })

  test('a choice for another version of the text asks again', async ({ page }) => {
    await page.context().addCookies([{ name: CONSENT_COOKIE, value: '2.11.00000000-0000-4000-8000-000000000001', domain: '127.0.0.1', path: '/' }])
    const seen = await watchThirdParties(page)
    await page.goto('/en-au/')
    await expect(banner(page)).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(seen.tagManager).toEqual([])
  })

  test('without scripts the form records the choice, sets the cookie and comes back to the page', async ({ noScriptPage, editor }) => {
    await noScriptPage.goto('/en-au/products')
    const region = noScriptPage.getByRole('region', { name: 'Cookies on this site' })
    await expect(region).toBeVisible()
    await region.getByText('Choose by purpose').click()
    await region.getByRole('checkbox', { name: 'Marketing' }).check()
    await region.getByRole('button', { name: 'Save my choices' }).click()
    await expect(noScriptPage).toHaveURL(/\/en-au\/products#cookie-choice-saved$/)
    await expect(region).toBeHidden()
    const cookie = (await noScriptPage.context().cookies()).find((entry) => entry.name === CONSENT_COOKIE)
    expect(cookie?.value).toMatch(/^1\.01\.[0-9a-f-]{36}$/)
    const records = await recordsOf(editor, cookie!.value.split('.')[2]!)
    expect(records.map(({ choice, analytics, marketing }) => `${choice}:${analytics}:${marketing}`)).toEqual(['custom:false:true'])
  })

  test('the records are for administrators: the public API refuses them, and a foreign form cannot choose', async ({ request }) => {
    expect((await request.get('/cms-api/consent-records')).status()).toBe(403)
    expect(
      (
        await request.post('/cms-api/consent-records', { data: { visitorId: 'x', choice: 'accept-all', version: 1, chosenAt: new Date().toISOString() } })
      ).status(),
    ).toBe(403)
    const foreign = await request.post('/api/consent', {
      form: { choice: 'accept', version: '1' },
      headers: { origin: 'https://attacker.example' },
      maxRedirects: 0,
    })
    expect(foreign.status()).toBe(403)
    expect(foreign.headers()['set-cookie']).toBeUndefined()
    const malformed = await request.post('/api/consent', { form: { choice: 'maybe', version: '1' }, maxRedirects: 0 })
    expect(malformed.status()).toBe(400)
  })

  test('the banner is an overlay: the page does not move for it', async ({ page, browser }) => {
    await page.goto('/en-au/')
    await expect(banner(page)).toBeVisible()
    expect(await banner(page).evaluate((element) => getComputedStyle(element).position)).toBe('fixed')
    const answered = await browser.newContext({
      storageState: {
        cookies: [
          {
            name: CONSENT_COOKIE,
            value: '1.00.00000000-0000-4000-8000-000000000002',
            domain: '127.0.0.1',
            path: '/',
            expires: -1,
            httpOnly: false,
            secure: false,
            sameSite: 'Lax',
          },
        ],
        origins: [],
      },
    })
    const other = await answered.newPage()
    await other.goto(page.url())
    await hydrated(other)
    const top = (target: Page) => target.locator('#main-content').evaluate((element) => element.getBoundingClientRect().top)
    expect(await top(page)).toBe(await top(other))
    await answered.close()
  })

  for (const width of pageWidths) {
    test(`with the banner open, ${width} px: no axe violations, and it leaves most of the screen to the page`, async ({ page, axe }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/en-au/products/fusion5')
      await expect(banner(page)).toBeVisible()
      const box = await banner(page).boundingBox()
      expect(box!.height).toBeLessThanOrEqual(800 * 0.7)
      await axe.expectNoViolations()
      // Opened by purpose too.
      await banner(page).getByText('Choose by purpose').click()
      await axe.expectNoViolations({ include: '#cookie-settings' })
    })
  }
})
