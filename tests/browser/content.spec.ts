// Content pages (src/features/content): the home and brand homes, contact, about, FAQ, glossary, the
// sitemap page, the country selector page, the gaming promotion, the registration forms and the seeded
// sampling campaign's application form.
import { expect, test, wholePageAccessible } from './fixtures'

test.describe('home page', () => {
  test('the home page shows the brand, its menu and seeded products', async ({ page }) => {
    await page.goto('/en-au/')
    await expect(page).toHaveTitle(/Ashford/)
    expect(await page.locator('html').getAttribute('lang')).toBe('en-AU')
    await expect(page.getByRole('link', { name: 'Ashford home' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('heading', { name: 'Most popular' })).toBeVisible()
    expect(await page.locator('main article').count()).toBeGreaterThanOrEqual(4)
  })
})

test.describe('country selector page', () => {
  test('the country selector page lists every country with the same filter', async ({ page }) => {
    await page.goto('/en-au/country-selector')
    expect(await page.getByRole('main').getByRole('link').count()).toBeGreaterThanOrEqual(25)
    await page.getByRole('main').getByLabel('Filter countries').fill('qqqq')
    await expect(page.getByRole('main').getByRole('status')).toHaveText('No results found')
  })
})

test.describe('accessibility (WCAG 2.2 AA at 375 and 1280 px)', () => {
  for (const path of [
    '/en-au/',
    '/en-au/kingcashford',
    '/en-au/ashfordlabs',
    '/en-au/ashford-intimate',
    '/en-au/gaming',
    '/en-au/gaming/register',
    '/en-au/contact-us',
    '/en-au/about-us',
    '/en-au/faq',
    '/en-au/ingredient-glossary',
    '/en-au/sitemap',
    '/en-au/country-selector',
    '/en-au/product-registration',
    '/en-au/sampling/fusion5-free-trial',
    '/en-au/double-optin',
  ]) {
    test(`${path} has no axe violations`, wholePageAccessible(path))
  }
})
