import { expect, test } from '@playwright/test'

test.describe('the seeded site', () => {
  test('/ redirects permanently to the locale home', async ({ request }) => {
    const response = await request.get('/', { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers().location).toMatch(/\/en-au\/?$/)
  })

  test('the home page shows the brand, its menu and seeded products', async ({ page }) => {
    await page.goto('/en-au/')
    await expect(page).toHaveTitle(/Ashford/)
    expect(await page.locator('html').getAttribute('lang')).toBe('en-AU')
    await expect(page.getByRole('link', { name: 'Ashford home' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('heading', { name: 'Most popular' })).toBeVisible()
    expect(await page.locator('main article').count()).toBeGreaterThanOrEqual(4)
  })

  test('a product page shows the product, how to use it and Buy Now', async ({ page }) => {
    await page.goto('/en-au/products/fusion5')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Fusion5')
    await expect(page.getByRole('heading', { name: 'How to use' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeVisible()
  })

  test('unknown products and paths answer 404 with the Page not found title', async ({ page }) => {
    for (const path of ['/en-au/products/no-such-razor', '/en-au/no-such-page']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page).toHaveTitle('Page not found')
    }
  })

  test('the back office answers at /admin with its login form', async ({ page }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login/)
    await expect(page.getByLabel(/email/i)).toBeVisible()
  })

  test("Payload's API is under /cms-api, leaving /api/search and /api/reviews to the site", async ({ request }) => {
    const products = await request.get('/cms-api/products?limit=1')
    expect(products.status()).toBe(200)
    expect((await products.json()).docs).toHaveLength(1)
    expect((await request.get('/cms-api/users')).status()).toBe(403)
    expect((await request.get('/api/products')).status()).toBe(404)
  })
})

test.describe('publishing', () => {
  test("an editor's published change shows on the cached page without a restart", async ({ page, request }) => {
    await page.goto('/en-au/about-us') // render and cache the page first
    const login = await request.post('/cms-api/users/login', {
      data: { email: 'editor@test.example', password: 'browser-tests-only-password' },
    })
    expect(login.status()).toBe(200)
    const { token } = await login.json()
    const auth = { Authorization: `JWT ${token}` }
    const found = await (await request.get('/cms-api/pages?where[path][equals]=about-us&depth=0', { headers: auth })).json()
    const id = found.docs[0].id
    const intro = `Updated by an editor at ${Date.now()}`
    const update = await request.patch(`/cms-api/pages/${id}`, { headers: auth, data: { intro, _status: 'published' } })
    expect(update.status()).toBe(200)
    await page.goto('/en-au/about-us')
    await expect(page.getByText(intro)).toBeVisible()
  })
})
