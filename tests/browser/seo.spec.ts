// What search engines see (src/features/seo and the proxy's redirects): permanent redirects, robots rules,
// never-indexed hosts, canonical and Open Graph tags, structured data, sitemap.xml and robots.txt.
import { expect, type Page, test } from './fixtures'

test.describe('redirects', () => {
  test('/ redirects permanently to the locale home', async ({ request, baseURL }) => {
    const response = await request.get('/', { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    // On SITE_URL (never a Host header a visitor sends), and cacheable.
    expect(response.headers().location).toBe(new URL('/en-au/', baseURL).href)
    expect(response.headers()['cache-control']).toBe('public, max-age=86400')
  })

  test('trailing slashes: /en-au keeps one, other pages lose it', async ({ request }) => {
    const home = await request.get('/en-au', { maxRedirects: 0 })
    expect(home.status()).toBe(308)
    expect(home.headers().location).toMatch(/\/en-au\/$/)
    const contact = await request.get('/en-au/contact-us/', { maxRedirects: 0 })
    expect(contact.status()).toBe(308)
    expect(contact.headers().location).toMatch(/\/en-au\/contact-us$/)
  })
})

test.describe('indexing', () => {
  const robotsOf = async (page: Page, path: string) => {
    await page.goto(path)
    const tags = page.locator('head meta[name="robots"]')
    return (await tags.count()) === 0 ? 'none' : ((await tags.first().getAttribute('content')) ?? '').replace(/\s/g, '')
  }

  test('robots meta: index,follow by default, noindex,nofollow on private pages, none on product listings', async ({ page }) => {
    for (const path of ['/en-au/', '/en-au/contact-us', '/en-au/products/fusion5', '/en-au/faq']) {
      expect(await robotsOf(page, path), path).toBe('index,follow')
    }
    for (const path of [
      '/en-au/fav-page',
      '/en-au/gaming',
      '/en-au/gaming/register',
      '/en-au/double-optin',
      '/en-au/write-review',
      '/en-au/product-registration',
    ]) {
      expect(await robotsOf(page, path), path).toBe('noindex,nofollow')
    }
    for (const path of ['/en-au/products', '/en-au/razors']) {
      expect(await robotsOf(page, path), path).toBe('none')
    }
  })

  test('every page type has one title and at most one robots meta (none on product listings), the 404 page included', async ({ request }) => {
    const listings = ['/en-au/products', '/en-au/razors?filter=skin-type:sensitive&sort=price-asc']
    const others = [
      '/en-au/',
      '/en-au/kingcashford',
      '/en-au/products/fusion5',
      '/en-au/family/fusion5',
      '/en-au/compare-products?products=fusion5,mach3',
      '/en-au/shaving-advisor',
      '/en-au/search-results?q=razor',
      '/en-au/contact-us',
      '/en-au/about-us',
      '/en-au/faq',
      '/en-au/sitemap',
      '/en-au/heated-razor',
      '/en-au/spare-blades',
      '/en-au/ingredient-glossary',
      '/en-au/country-selector',
      '/en-au/articles',
      '/en-au/articles/grooming-guides',
      '/en-au/articles/grooming-guides/body-grooming-guide',
      '/en-au/fav-page',
      '/en-au/gaming',
      '/en-au/gaming/register',
      '/en-au/gaming/faq',
      '/en-au/gaming/tutorial',
      '/en-au/product-registration',
      '/en-au/write-review/fusion5',
      '/en-au/questions/fusion5',
      '/en-au/double-optin?token=none',
      '/en-au/double-optin/thanks',
      '/en-au/unsubscribe?token=none',
      '/en-au/no-such-page',
      '/en-au/products/no-such-razor',
    ]
    for (const path of [...listings, ...others]) {
      const html = await (await request.get(path)).text()
      expect(html.match(/<title>/g), path).toHaveLength(1)
      expect(html.match(/<meta name="robots"/g) ?? [], path).toHaveLength(listings.includes(path) ? 0 : 1)
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

test.describe('page metadata', () => {
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

  test("a product's share picture is a 1200 × 630 PNG showing the product's photo", async ({ page, request }) => {
    await page.goto('/en-au/products/fusion5')
    const shareUrl = await page.locator('meta[property="og:image"]').first().getAttribute('content')
    expect(shareUrl).toMatch(/\/og\/products\/fusion5$/)
    const response = await request.get(new URL(shareUrl!).pathname)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
    const sharp = (await import('sharp')).default
    const png = sharp(await response.body())
    expect(await png.metadata()).toMatchObject({ width: 1200, height: 630 })
    // The right-hand part holds the photo (a WebP, which next/og cannot draw as it is): not one plain colour.
    const { channels } = await png.extract({ left: 800, top: 165, width: 300, height: 300 }).stats()
    expect(Math.max(...channels.map((channel) => channel.stdev))).toBeGreaterThan(5)
  })
})
