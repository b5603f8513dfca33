import { expect, type Page, test } from '@playwright/test'

const desktop = { width: 1280, height: 800 }
const mobile = { width: 375, height: 740 }

const scrollTo = async (page: Page, y: number) => {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
}

test.describe('page shell', () => {
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

  test('a popular search leads to the search page with the query in the URL', async ({ page }) => {
    await page.goto('/en-au/')
    await page.getByRole('button', { name: 'Search' }).click()
    const first = page.getByRole('dialog', { name: 'Search' }).getByRole('listitem').first().getByRole('link')
    const term = (await first.textContent())!.trim()
    await expect(first).toHaveAttribute('href', `/en-au/search-results?q=${encodeURIComponent(term)}`)
  })

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
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
    await expect(page.getByTestId('site-footer')).toBeVisible()
    await expect(page.getByTestId('site-footer').getByRole('link', { name: 'Sitemap' })).toBeVisible()
  })

  test('a page restored from the back/forward cache is rendered again', async ({ page }) => {
    await page.goto('/en-au/contact-us')
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await page.evaluate(() => ((window as unknown as { staleMarker: boolean }).staleMarker = true))
    await Promise.all([
      page.waitForEvent('load'),
      page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))),
    ])
    expect(await page.evaluate(() => (window as unknown as { staleMarker?: boolean }).staleMarker)).toBeUndefined()
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

  test('a failing page shows the generic error page', async ({ page }) => {
    await page.goto('/en-au/__test/error')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Ouch… Something's gone against the grain…")
  })

  test('the saved-items count is the sum of both bookmark stores', async ({ page }) => {
    await page.goto('/en-au/contact-us')
    await page.evaluate(() => {
      localStorage.setItem('product_bookmarks', JSON.stringify({ 1: true, 2: true }))
      localStorage.setItem('article_bookmarks', JSON.stringify({ 7: true }))
    })
    await page.reload()
    await expect(page.getByRole('link', { name: /^Saved items \(\s*3\s*\)$/ })).toHaveAttribute('href', '/en-au/fav-page')
  })
})

test.describe('brand variants and routing', () => {
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

  test('trailing slashes: /en-au keeps one, other pages lose it', async ({ request }) => {
    const home = await request.get('/en-au', { maxRedirects: 0 })
    expect(home.status()).toBe(308)
    expect(home.headers().location).toMatch(/\/en-au\/$/)
    const contact = await request.get('/en-au/contact-us/', { maxRedirects: 0 })
    expect(contact.status()).toBe(308)
    expect(contact.headers().location).toMatch(/\/en-au\/contact-us$/)
  })

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
})

test.describe('family pages', () => {
  test('a family page lists the products of that family; an unknown family is a 404', async ({ page }) => {
    await page.goto('/en-au/family/fusion5')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Fusion5')
    const names = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()
    expect(names.length).toBeGreaterThanOrEqual(2)
    expect(names.every((name) => /Fusion5/i.test(name))).toBe(true)
    const response = await page.goto('/en-au/family/no-such-family')
    expect(response?.status()).toBe(404)
  })
})

test.describe('SEO', () => {
  const robotsOf = async (page: Page, path: string) => {
    await page.goto(path)
    const tags = page.locator('head meta[name="robots"]')
    return (await tags.count()) === 0 ? 'none' : ((await tags.first().getAttribute('content')) ?? '').replace(/\s/g, '')
  }

  test('robots meta: index,follow by default, noindex,nofollow on private pages, none on product listings', async ({ page }) => {
    for (const path of ['/en-au/', '/en-au/contact-us', '/en-au/products/fusion5', '/en-au/faq']) {
      expect(await robotsOf(page, path), path).toBe('index,follow')
    }
    for (const path of ['/en-au/fav-page', '/en-au/gaming', '/en-au/gaming/register', '/en-au/double-optin', '/en-au/write-review', '/en-au/product-registration']) {
      expect(await robotsOf(page, path), path).toBe('noindex,nofollow')
    }
    for (const path of ['/en-au/products', '/en-au/razors']) {
      expect(await robotsOf(page, path), path).toBe('none')
    }
  })

  test('hosts containing canary or origprod are never indexed', async ({ request }) => {
    for (const host of ['canary.ashford.example', 'www-origprod.ashford.example']) {
      for (const path of ['/en-au/contact-us', '/en-au/products']) {
        const html = await (await request.get(path, { headers: { host } })).text()
        expect(html, `${host}${path}`).toMatch(/<meta name="robots" content="noindex, nofollow"\/>/)
      }
      const robots = await (await request.get('/robots.txt', { headers: { host } })).text()
      expect(robots).toMatch(/Disallow: \/\s*$/m)
    }
  })

  test('pages carry lang, canonical, Open Graph and structured data', async ({ page }) => {
    await page.goto('/en-au/')
    expect(await page.locator('html').getAttribute('lang')).toBe('en-AU')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en-au\/$/)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Ashford/)
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(ld.map((text) => JSON.parse(text)['@type'])).toContain('Organization')
    await page.goto('/en-au/contact-us')
    const crumbs = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text))
    expect(crumbs.find((data) => data['@type'] === 'BreadcrumbList')?.itemListElement).toHaveLength(2)
  })

  test('sitemap.xml lists indexable pages and products; robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('/en-au/contact-us</loc>')
    expect(sitemap).toContain('/en-au/products/fusion5</loc>')
    expect(sitemap).toContain('/en-au/family/fusion5</loc>')
    expect(sitemap).not.toContain('/en-au/fav-page</loc>')
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/)
    expect(robots).toMatch(/Disallow: \/admin/)
  })
})

test.describe('analytics', () => {
  test('the data layer starts with the page-type label of each page', async ({ page }) => {
    for (const [path, label] of [
      ['/en-au/', 'Home'],
      ['/en-au/products/fusion5', 'Product'],
      ['/en-au/products', 'Product Listing'],
      ['/en-au/sitemap', 'Sitemap'],
      ['/en-au/search-results', 'Product Search'],
    ] as const) {
      await page.goto(path)
      const first = await page.evaluate(() => (window as unknown as { dataLayer: { pageType?: string }[] }).dataLayer[0])
      expect(first?.pageType, path).toBe(label)
    }
  })

  test('opening search pushes an informational event with the data-layer shape', async ({ page }) => {
    await page.goto('/en-au/')
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await page.getByRole('button', { name: 'Search' }).click()
    const events = await page.evaluate(() => (window as unknown as { dataLayer: object[] }).dataLayer)
    expect(events).toContainEqual({
      event: 'customEvent',
      eventAction: 'search_open',
      eventLabel: 'header',
      eventCategory: 'informational',
      eventNonInteraction: false,
      eventValue: 0,
    })
  })

  test('without GTM_ID no tag manager script is requested', async ({ page }) => {
    const thirdParty: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) thirdParty.push(request.url())
    })
    await page.goto('/en-au/')
    await page.waitForTimeout(4000) // past one tag-manager check interval (3500 ms)
    expect(thirdParty).toEqual([])
  })
})

test.describe('country selector and legal links', () => {
  test('the footer opens the country dialog; its filter narrows the list and says when nothing matches', async ({ page }) => {
    await page.goto('/en-au/contact-us')
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
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

  test('the country selector page lists every country with the same filter', async ({ page }) => {
    await page.goto('/en-au/country-selector')
    expect(await page.getByRole('main').getByRole('link').count()).toBeGreaterThanOrEqual(25)
    await page.getByRole('main').getByLabel('Filter countries').fill('qqqq')
    await expect(page.getByRole('main').getByRole('status')).toHaveText('No results found')
  })

  test('legal and privacy links come from the privacy document for Australia', async ({ page, request }) => {
    const document = await (await request.get('/privacy-data.json')).json()
    await page.goto('/en-au/faq')
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
    const footer = page.getByTestId('site-footer')
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', document.AU.default.en.privacyLink)
    await expect(footer.getByRole('link', { name: 'Consumer health data privacy' })).toHaveAttribute('href', document.AU.default.en.privacyPolicyCHD)
  })
})
