// Favourites (src/features/favourites): the save control on product cards and the saved-items count.
import { dismissFilterTip, expect, test, wholePageAccessible } from './fixtures'

test('the save control adds a product to the favourites count and removes it', async ({ page }) => {
  await dismissFilterTip(page)
  await page.goto('/en-au/products')
  const save = page.locator('main article').first().getByRole('button', { name: /^Save .* to favourites$/ })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  expect(await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('product_bookmarks') ?? '{}')).length)).toBe(1)
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  expect(await page.evaluate(() => localStorage.getItem('product_bookmarks'))).toBe('{}')
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

test.describe('accessibility (WCAG 2.2 AA at 375 and 1280 px)', () => {
  test('/en-au/fav-page has no axe violations', wholePageAccessible('/en-au/fav-page'))
})
