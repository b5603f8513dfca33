// Tagged caching (shared/cache, cms/hooks/revalidate.ts): what an editor changes through the CMS API
// reaches visitors within seconds, without a restart, and only the pages built from it render again.
import { EDITING, expect, expectPageToShow, QUIET, test } from './fixtures'

// These tests change records other pages share (a global, a retailer, a brand); each restores what it
// changed. Serial among themselves, so a brand change cannot re-render the page another one watches.
test.describe.configure({ mode: 'serial' })

type Link = { id?: string; label: string; url: string; newTab?: boolean | null }

/** The page's `x-nextjs-cache`: HIT when the cached render was served as it was. */
const cacheStatus = async (request: import('@playwright/test').APIRequestContext, url: string) => (await request.get(url)).headers()['x-nextjs-cache'] ?? 'none'

test.describe('editor changes reach visitors', () => {
  test('a new phone-hours line in the contact-details global shows on the contact page', { tag: EDITING }, async ({ page, editor }) => {
    const before = (await (await editor.get('/cms-api/globals/contact-details?depth=0')).json()) as { phoneHours?: string | null }
    await expectPageToShow(page, '/en-au/contact-us', 'Send us a message') // rendered and cached first
    const phoneHours = `Mon–Fri ${Date.now()}`
    try {
      expect((await editor.post('/cms-api/globals/contact-details', { data: { phoneHours } })).status()).toBe(200)
      await expectPageToShow(page, '/en-au/contact-us', phoneHours)
    } finally {
      await editor.post('/cms-api/globals/contact-details', { data: { phoneHours: before.phoneHours ?? '' } })
    }
  })

  test("a retailer's new name shows on the product pages that sell through it", { tag: EDITING }, async ({ request, editor }) => {
    const product = (await (await editor.get('/cms-api/products?where[slug][equals]=fusion5&depth=1')).json()).docs[0] as {
      variants: { retailers?: { retailer: { id: number; name: string } }[] }[]
    }
    const retailer = product.variants.flatMap((variant) => variant.retailers ?? [])[0]!.retailer
    const shows = async (text: string) => (await (await request.get('/en-au/products/fusion5')).text()).includes(text)
    expect(await shows(retailer.name), retailer.name).toBe(true) // rendered and cached first
    const name = `Renamed retailer ${Date.now()}`
    try {
      expect((await editor.patch(`/cms-api/retailers/${retailer.id}`, { data: { name } })).status()).toBe(200)
      // Buy Now's chooser names the retailer in the page's HTML (it lists every variant's until one is chosen).
      await expect.poll(() => shows(name), { timeout: 10_000 }).toBe(true)
    } finally {
      await editor.patch(`/cms-api/retailers/${retailer.id}`, { data: { name: retailer.name } })
    }
    await expect.poll(() => shows(name), { timeout: 10_000 }).toBe(false)
  })

  test("a link added to a brand's menu shows in the header of its pages", { tag: EDITING }, async ({ page, editor }) => {
    const brand = (await (await editor.get('/cms-api/brands?where[key][equals]=default&depth=0')).json()).docs[0] as { id: number; menuLinks?: Link[] }
    const kept = (brand.menuLinks ?? []).map(({ id: _id, ...link }) => link)
    const label = `Gift guide ${Date.now()}`
    await expectPageToShow(page, '/en-au/about-us', 'About us') // rendered and cached first
    try {
      const update = await editor.patch(`/cms-api/brands/${brand.id}`, { data: { menuLinks: [...kept, { label, url: '/en-au/products', newTab: false }] } })
      expect(update.status()).toBe(200)
      await expectPageToShow(page, '/en-au/about-us', label)
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label })).toHaveAttribute('href', '/en-au/products')
    } finally {
      await editor.patch(`/cms-api/brands/${brand.id}`, { data: { menuLinks: kept } })
    }
  })
})

test.describe('only what changed renders again', () => {
  // QUIET: run after every other test, alone (playwright.config.ts), so no other change can render the
  // list it watches; then the list is checked once, without retrying.
  test(
    'a product change renders its product page again, and not the article list',
    { tag: [EDITING, QUIET] },
    async ({ page, request, editor, freshProduct }) => {
      await expectPageToShow(page, freshProduct.url, freshProduct.title)
      // Settled: the list is rendered and cached (a first request may render it).
      await expect.poll(() => cacheStatus(request, '/en-au/articles'), { timeout: 10_000 }).toBe('HIT')
      const title = `${freshProduct.title} renamed ${Date.now()}`
      expect((await editor.patch(`/cms-api/products/${freshProduct.id}`, { data: { title, _status: 'published' } })).status()).toBe(200)
      await expectPageToShow(page, freshProduct.url, title)
      expect(await cacheStatus(request, '/en-au/articles')).toBe('HIT')
    },
  )
})
