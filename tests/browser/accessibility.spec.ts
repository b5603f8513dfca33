import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

// One page of each page type, at a phone's and a laptop's width: zero axe violations (WCAG 2.2 AA).
const pages = [
  '/en-au/',
  '/en-au/kingcashford',
  '/en-au/ashfordlabs',
  '/en-au/ashford-intimate',
  '/en-au/gaming',
  '/en-au/gaming/register',
  '/en-au/products',
  '/en-au/products/fusion5',
  '/en-au/contact-us',
  '/en-au/about-us',
  '/en-au/faq',
  '/en-au/ingredient-glossary',
  '/en-au/sitemap',
  '/en-au/heated-razor',
  '/en-au/spare-blades',
  '/en-au/family/fusion5',
  '/en-au/articles',
  '/en-au/country-selector',
  '/en-au/fav-page',
  '/en-au/search-results',
  '/en-au/compare-products',
  '/en-au/shaving-advisor',
  '/en-au/product-registration',
  '/en-au/double-optin',
  '/en-au/no-such-page',
]

for (const width of [375, 1280]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })
    for (const path of pages) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path)
        // The lazy footer is part of the page: bring it in before checking.
        await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
        await page.getByTestId('site-footer').waitFor()
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
      })
    }
  })
}
