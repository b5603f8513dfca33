// Analytics (src/features/analytics): the data layer each page starts with, the events it receives, and
// no tag manager without a container id.
import { dataLayer, expect, hydrated, test } from './fixtures'

// The tag manager loader checks every 3500 ms whether the page has loaded (src/features/analytics).
const tagManagerCheckIntervalMs = 3500

test.describe('data layer', () => {
  test('the data layer starts with the page-type label of each page', async ({ page }) => {
    for (const [path, label] of [
      ['/en-au/', 'Home'],
      ['/en-au/products/fusion5', 'Product'],
      ['/en-au/products', 'Product Listing'],
      ['/en-au/sitemap', 'Sitemap'],
      ['/en-au/search-results', 'Product Search'],
    ] as const) {
      await page.goto(path)
      const [first] = await dataLayer(page)
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
  test('without GTM_ID no tag manager script is requested', async ({ page }) => {
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
    expect((await dataLayer(page)).map((entry) => entry.event)).not.toContain('gtm.js')
  })
})
