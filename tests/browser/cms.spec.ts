// The CMS (src/cms): the back office, its API, and what editors publish reaching visitors.
import { EDITING, expect, expectPageToShow, test } from './fixtures'

test.describe('back office', () => {
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
  test("an editor's published change shows on the cached page without a restart", { tag: EDITING }, async ({ page, editor, freshPage }) => {
    await expectPageToShow(page, freshPage.url, freshPage.intro) // render and cache the page first
    const intro = `Updated by an editor at ${Date.now()}`
    const update = await editor.patch(`/cms-api/pages/${freshPage.id}`, { data: { intro, _status: 'published' } })
    expect(update.status()).toBe(200)
    await expectPageToShow(page, freshPage.url, intro)
  })

  test('a product an editor publishes gets its page, and unpublishing takes the page away', { tag: EDITING }, async ({ page, editor, freshProduct }) => {
    await expectPageToShow(page, freshProduct.url, freshProduct.title)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(freshProduct.title)
    const unpublish = await editor.patch(`/cms-api/products/${freshProduct.id}`, { data: { _status: 'draft' } })
    expect(unpublish.status()).toBe(200)
    await expect.poll(async () => (await page.request.get(freshProduct.url)).status(), { timeout: 10_000 }).toBe(404)
  })
})
