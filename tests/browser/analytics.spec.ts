// Analytics (src/features/analytics): the data layer each page starts with, the events it receives, and
// no tag manager while the visitor has not accepted analytics or marketing (the suite's browsers answered
// Reject all; the test server has a container id, GTM_ID). The cookie choice itself: consent.spec.ts.
import { dataLayer, expect, hydrated, test } from './fixtures'

const DENIED = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }

// The tag manager loader checks every 3500 ms whether the page has loaded (src/features/analytics).
const tagManagerCheckIntervalMs = 3500

test.describe('data layer', () => {
  test("the data layer starts with Consent Mode's denied defaults, then the page-type label of each page", async ({ page }) => {
    for (const [path, label] of [
      ['/en-au/', 'Home'],
      ['/en-au/products/fusion5', 'Product'],
      ['/en-au/products', 'Product Listing'],
      ['/en-au/sitemap', 'Sitemap'],
      ['/en-au/search-results', 'Product Search'],
    ] as const) {
      await page.goto(path)
      // The suite's browsers answered Reject all: the default, the update from their cookie, then the page.
      const [consent, choice, first] = await dataLayer(page)
      expect(consent, path).toEqual({ 0: 'consent', 1: 'default', 2: DENIED })
      expect(choice, path).toEqual({ 0: 'consent', 1: 'update', 2: DENIED })
      expect(first?.pageType, path).toBe(label)
    }
  })

  test('opening search pushes an informational event with the data-layer shape', async ({ page }) => {
    await page.goto('/en-au/')
    await hydrated(page)
    await page.getByRole('button', { name: 'Search' }).click()
    await expect
      .poll(() => dataLayer(page))
      .toContainEqual({
        event: 'customEvent',
        eventAction: 'search_open',
        eventLabel: 'header',
        eventCategory: 'informational',
        eventNonInteraction: false,
        eventValue: 0,
      })
  })
})

test.describe('tag manager', () => {
  test('a visitor who rejected the optional cookies gets no tag manager script, and Consent Mode says denied', async ({ page }) => {
    const thirdParty: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) thirdParty.push(request.url())
    })
    // The page's clock is ours: run it past one loader check instead of waiting for one.
    await page.clock.install()
    await page.goto('/en-au/')
    await hydrated(page)
    await page.clock.runFor(tagManagerCheckIntervalMs + 500)
    await page.waitForLoadState('networkidle')
    expect(thirdParty).toEqual([])
    const entries = await dataLayer(page)
    expect(entries.map((entry) => entry.event)).not.toContain('gtm.js')
    expect(entries).toContainEqual({ 0: 'consent', 1: 'update', 2: DENIED })
  })
})
