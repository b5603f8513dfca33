// The page shell (src/features/shell): header, menu, footer, scrolling, breadcrumbs, brand logos, legacy
// links, the country dialog, and the error and not-found pages.
import { bringInFooter, expect, hydrated, scrollTo, test, wholePageAccessible } from './fixtures'

const desktop = { width: 1280, height: 800 }
const mobile = { width: 375, height: 740 }

test.describe('header and menu', () => {
  test('the header turns solid after 150 px of scrolling, unless the page uses a white header', async ({ page }) => {
    await page.setViewportSize(desktop)
    await page.goto('/en-au/')
    const header = page.locator('header[data-header-style]')
    await expect(header).toHaveAttribute('data-solid', 'false')
    await scrollTo(page, 140)
    await expect(header).toHaveAttribute('data-solid', 'false')
    await scrollTo(page, 160)
    await expect(header).toHaveAttribute('data-solid', 'true')
    await scrollTo(page, 0)
    await expect(header).toHaveAttribute('data-solid', 'false')

    await page.goto('/en-au/contact-us')
    await expect(page.locator('header[data-header-style]')).toHaveAttribute('data-solid', 'true')
  })

  test('the mobile menu opens as a dialog, locks scrolling, and Escape closes it back to its button', async ({ page }) => {
    await page.setViewportSize(mobile)
    await page.goto('/en-au/')
    const button = page.getByRole('button', { name: 'Menu' })
    await button.click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'All products' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', 'true')
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked', 'true')
    await expect(button).toBeFocused()
  })

  test('on a desktop whose scroll bar sits beside the page, search locks scrolling without moving the page sideways', async ({ playwright, baseURL }) => {
    // Playwright hides scroll bars by default; Windows and Linux desktops draw them beside the page.
    const browser = await playwright.chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      ignoreDefaultArgs: ['--hide-scrollbars'],
    })
    try {
      const page = await browser.newPage({ baseURL, viewport: desktop })
      await page.goto('/en-au/products/fusion5')
      await hydrated(page)
      expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth), 'the page has a scroll bar beside it').toBeGreaterThan(0)
      const heading = page.getByRole('heading', { level: 1 })
      const before = await heading.boundingBox()
      const search = page.locator('header').getByRole('button', { name: 'Search', exact: true })
      await search.click()
      await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', 'gutter')
      expect(await heading.boundingBox()).toEqual(before)
      await page.keyboard.press('Escape')
      await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked')
      expect(await heading.boundingBox()).toEqual(before)
    } finally {
      await browser.close()
    }
  })

  test('behind the open phone menu the page is not drawn, and it comes back as it was: scroll position, height, focus', async ({ page }) => {
    await page.setViewportSize(mobile)
    await page.goto('/en-au/')
    await hydrated(page)
    const button = page.getByRole('button', { name: 'Menu' })
    const menu = page.getByRole('dialog', { name: 'Menu' })
    const content = page.locator('#main-content > section').first()
    const where = () => page.evaluate(() => ({ y: Math.round(window.scrollY), height: document.documentElement.scrollHeight }))
    // Halfway down, and at the foot (with the footer in), where a page any shorter would scroll back.
    for (const y of [1500, 'bottom'] as const) {
      if (y === 'bottom') await bringInFooter(page)
      else await scrollTo(page, y)
      const before = await where()
      expect(before.y).toBeGreaterThan(0)
      await button.click()
      await expect(menu.getByRole('link', { name: 'All products' })).toBeVisible()
      // The content behind the screen-wide menu is left undrawn (what opening it used to cost) ...
      expect(await content.evaluate((element) => element.checkVisibility())).toBe(false)
      // ... and keeps its size: the page's height and where it was scrolled to stay the same.
      expect(await where()).toEqual(before)
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
      await expect(button).toBeFocused()
      expect(await content.evaluate((element) => element.checkVisibility())).toBe(true)
      expect(await where()).toEqual(before)
    }
  })

  test('search opens with popular searches, closes the menu, hides the desktop nav and locks scrolling', async ({ page }) => {
    await page.setViewportSize(desktop)
    await page.goto('/en-au/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav).toBeVisible()
    await page.getByRole('button', { name: 'Search' }).click()
    const search = page.getByRole('dialog', { name: 'Search' })
    await expect(search).toBeVisible()
    await expect(search.getByRole('heading', { name: 'Popular searches' })).toBeVisible()
    expect(await search.getByRole('listitem').count()).toBeGreaterThanOrEqual(3)
    await expect(search.getByRole('combobox', { name: 'Search products and articles' })).toBeFocused()
    await expect(nav).toBeHidden()
    await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', 'true')
    await search.getByRole('button', { name: 'Close search' }).click()
    await expect(search).toBeHidden()
    await expect(nav).toBeVisible()
    await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked', 'true')

    await page.setViewportSize(mobile)
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await menu.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible()
    await expect(menu).toBeHidden()
    await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', 'true')
  })

  test('without scripts the menu opens with its links, and search opens as a form that reaches the results page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: mobile })
    const page = await context.newPage()
    await page.goto('/en-au/')
    const height = () => page.evaluate(() => document.documentElement.scrollHeight)
    const before = await height()
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu.getByRole('link', { name: 'All products' })).toBeVisible()
    // The page behind keeps its height while the menu covers it (the cookie banner in its flow included).
    expect(await height()).toBe(before)
    await menu.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
    expect(await height()).toBe(before)
    await page.locator('header').getByRole('button', { name: 'Search', exact: true }).click()
    const search = page.getByRole('dialog', { name: 'Search' })
    await search.getByLabel('Search products and articles').fill('razor')
    await search.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/\/en-au\/search-results\?q=razor$/)
    await context.close()
  })

  test('desktop and mobile layouts switch at the 991 px breakpoint', async ({ page }) => {
    await page.goto('/en-au/')
    await page.setViewportSize({ width: 991, height: 800 })
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await page.setViewportSize({ width: 992, height: 800 })
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  })

  test('the skip link moves to the main content', async ({ page }) => {
    await page.goto('/en-au/contact-us')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await skip.press('Enter')
    await expect(page.locator('main#main-content')).toBeFocused()
  })

  test('each brand home has its own logo linking to that brand home; the gaming logo opens /en-au/ in a new tab', async ({ page }) => {
    for (const [path, name, href] of [
      ['/en-au/kingcashford', 'King C. Ashford home', '/en-au/kingcashford'],
      ['/en-au/ashfordlabs', 'AshfordLabs home', '/en-au/ashfordlabs'],
      ['/en-au/ashford-intimate', 'Ashford Intimate home', '/en-au/ashford-intimate'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', href)
    }
    await page.goto('/en-au/gaming')
    const logo = page.getByRole('link', { name: /Ashford home/ })
    await expect(logo).toHaveAttribute('href', '/en-au/')
    await expect(logo).toHaveAttribute('target', '_blank')
  })
})

test.describe('scrolling and the page lifecycle', () => {
  test('the scroll-to-top button appears after 300 px and takes the page back to the top', async ({ page }) => {
    await page.setViewportSize(mobile)
    await page.goto('/en-au/')
    const toTop = page.getByRole('button', { name: 'Back to top' })
    await scrollTo(page, 290)
    await expect(toTop).toHaveCount(0)
    await scrollTo(page, 320)
    await expect(toTop).toBeVisible()
    await toTop.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('the footer loads once the marker near the bottom comes into view', async ({ page }) => {
    await page.setViewportSize(mobile)
    await page.goto('/en-au/')
    await expect(page.getByTestId('site-footer')).toHaveCount(0)
    await scrollTo(page, 'bottom')
    await expect(page.getByTestId('site-footer')).toBeVisible()
    await expect(page.getByTestId('site-footer').getByRole('link', { name: 'Sitemap' })).toBeVisible()
  })

  test('the footer is loaded, not carried by the page: its content comes from /api/footer/<brand> when a visitor nears it', async ({ page, request }) => {
    // The page's HTML (markup and scripts' payload) holds neither the footer's menus nor the countries.
    const html = await (await request.get('/en-au/products/fusion5')).text()
    expect(html).not.toContain('site-footer')
    expect(html).not.toContain('New Zealand')

    const answer = await request.get('/api/footer/default')
    expect(answer.status()).toBe(200)
    expect(answer.headers()['cache-control']).toBe('public, max-age=60')
    const data = await answer.json()
    expect(data.menuSlots.map((slot: { heading: string }) => slot.heading)).toContain('Shop by range')
    expect(data.countries.map((country: { name: string }) => country.name)).toContain('New Zealand')
    expect(Object.keys(data.legal).sort()).toEqual(['privacyLink', 'privacyPolicyCHD', 'termsLink'])
    expect((await request.get('/api/footer/no-such-brand')).status()).toBe(404)

    await page.setViewportSize(mobile)
    await page.goto('/en-au/products/fusion5')
    await hydrated(page)
    const loaded = page.waitForResponse((response) => response.url().endsWith('/api/footer/default'))
    await bringInFooter(page)
    expect((await loaded).status()).toBe(200)
    const footer = page.getByTestId('site-footer')
    await expect(footer.getByRole('navigation', { name: 'Shop by range' }).getByRole('link', { name: 'Fusion5' })).toHaveAttribute(
      'href',
      '/en-au/family/fusion5',
    )
    await expect(footer.getByRole('heading', { name: 'Sign up to our newsletter' })).toBeVisible()
    await expect(footer.getByText(`© ${new Date().getFullYear()} Ashford`)).toBeVisible()
  })

  test('when the footer cannot be loaded, its links still show', async ({ page }) => {
    await page.route('**/api/footer/**', (route) => route.fulfill({ status: 503, body: '' }))
    await page.setViewportSize(mobile)
    await page.goto('/en-au/contact-us')
    await hydrated(page)
    await bringInFooter(page)
    const footer = page.getByTestId('site-footer')
    await expect(footer.getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/en-au/sitemap')
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Australia (English)' })).toHaveAttribute('href', '/en-au/country-selector')
  })

  test('a page restored from the back/forward cache is rendered again', async ({ page }) => {
    await page.goto('/en-au/contact-us')
    await hydrated(page)
    await page.evaluate(() => ((window as unknown as { staleMarker: boolean }).staleMarker = true))
    await Promise.all([page.waitForEvent('load'), page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })))])
    expect(await page.evaluate(() => (window as unknown as { staleMarker?: boolean }).staleMarker)).toBeUndefined()
  })
})

test.describe('breadcrumbs and legacy links', () => {
  test('breadcrumbs use the titles by slug, at the top or at the footer', async ({ page }) => {
    await page.goto('/en-au/contact-us')
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Contact us'])
    await page.goto('/en-au/compare-products')
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText(['Home', 'Compare Products'])

    for (const path of ['/en-au/heated-razor', '/en-au/spare-blades']) {
      await page.goto(path)
      // At the footer: the last thing in the main content, after the page's own sections.
      const last = page.locator('main#main-content > :last-child')
      await expect(last).toHaveAttribute('aria-label', 'Breadcrumb')
    }
    await page.goto('/en-au/heated-razor')
    await expect(page.locator('header[data-header-style]')).toHaveAttribute('data-header-style', 'transparent')
  })

  for (const [hash, target] of [
    ['#skinguard', '/en-au/products/skinguard-sensitive'],
    ['#fusion', '/en-au/products/fusion5'],
    ['#proglide', '/en-au/products/proglide'],
    ['#proshield', '/en-au/products/proshield'],
    ['#mach3', '/en-au/products/mach3'],
  ] as const) {
    test(`the legacy link ${hash} redirects to ${target}`, async ({ page }) => {
      await page.goto(`/en-au/${hash}`)
      await expect(page).toHaveURL(new RegExp(`${target}$`))
    })
  }

  test('a legacy hash typed on an open page redirects too', async ({ page }) => {
    await page.goto('/en-au/about-us')
    // Typed on an open page: the router has taken over (its first history entry would drop an earlier hash).
    await hydrated(page)
    await page.evaluate(() => {
      location.hash = '#fusion'
    })
    // A full navigation to the product page: allow for a busy machine.
    await expect(page).toHaveURL(/\/en-au\/products\/fusion5$/, { timeout: 15_000 })
  })
})

test.describe('country dialog', () => {
  test('the footer opens the country dialog; its filter narrows the list and says when nothing matches', async ({ page }) => {
    await page.goto('/en-au/contact-us')
    await scrollTo(page, 'bottom')
    const footer = page.getByTestId('site-footer')
    await footer.getByRole('button', { name: 'Australia (English)' }).click()
    const dialog = page.getByRole('dialog', { name: 'Choose your country' })
    await expect(dialog).toBeVisible()
    const filter = dialog.getByLabel('Filter countries')
    await filter.fill('zeal')
    await expect(dialog.getByRole('link', { name: /New Zealand/ })).toBeVisible()
    await expect(dialog.getByRole('link')).toHaveCount(1)
    await filter.fill('zzzz')
    await expect(dialog.getByRole('status')).toHaveText('No results found')
    await expect(dialog.getByRole('link')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(footer.getByRole('button', { name: 'Australia (English)' })).toBeFocused()
  })

  test('the open country dialog has no axe violations', async ({ page, axe }) => {
    await page.goto('/en-au/contact-us')
    await bringInFooter(page)
    await page.getByTestId('site-footer').getByRole('button', { name: 'Australia (English)' }).click()
    await expect(page.getByRole('dialog', { name: 'Choose your country' })).toBeVisible()
    await axe.expectNoViolations({ include: 'dialog[open]' })
  })
})

test.describe('error and not-found pages', () => {
  test('a failing page shows the generic error page', async ({ page }) => {
    await page.goto('/en-au/__test/error')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Ouch… Something's gone against the grain…")
  })

  test('a failing root layout still shows the generic error page, not the framework default', async ({ page }) => {
    await page.goto('/test-hooks/root-layout-error')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Ouch… Something's gone against the grain…")
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-AU')
  })

  test('unknown products and paths answer 404 with the Page not found title', async ({ page }) => {
    for (const path of ['/en-au/products/no-such-razor', '/en-au/no-such-page']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page).toHaveTitle('Page not found')
    }
  })

  test('the 404 page is in the server HTML: shell, one title, search box, links home, one noindex, data layer', async ({ request }) => {
    for (const path of [
      '/en-au/no-such-page',
      '/en-au/products/no-such-razor',
      '/en-au/family/none',
      '/en-au/a/b/c',
      '/en-au/write-review/no-such-razor',
      '/elsewhere',
    ]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      const html = await response.text()
      expect(html, path).toContain('<h1>Page not found</h1>')
      expect(html, path).toContain('Skip to content')
      expect(html, path).toMatch(/<form[^>]*action="\/en-au\/search-results"/)
      expect(html, path).toContain('href="/en-au/"')
      expect(html.match(/<title>Page not found<\/title>/g), path).toHaveLength(1)
      expect(html.match(/<meta name="robots" content="noindex"\/>/g), path).toHaveLength(1)
      expect(html.match(/<title>|<meta name="robots"/g), path).toHaveLength(2)
      expect(html, path).toContain('"pageType":"Brand Experience"')
      expect(html, path).toContain("addEventListener('hashchange'")
    }
  })

  test('without scripts the 404 page shows its content and searches', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/en-au/no-such-page')
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await page.getByLabel('Search for a product or an article').fill('razor')
    await page.getByRole('search', { name: 'Search the site' }).getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/en-au\/search-results\?q=razor$/)
    await context.close()
  })
})

test.describe('accessibility (WCAG 2.2 AA at 375 and 1280 px)', () => {
  test('/en-au/no-such-page has no axe violations', wholePageAccessible('/en-au/no-such-page'))
})
