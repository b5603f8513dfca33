// The catalogue (src/features/catalogue): product listings with filters and sort, product pages with
// variants and Buy Now, family pages, compare and the shaving advisor.
import { dataLayerActions, dismissFilterTip, expect, hydrated, type Page, test, wholePageAccessible } from './fixtures'

const cards = (page: Page) => page.locator('main article')
const cardTitles = (page: Page) => cards(page).getByRole('heading').allInnerTexts()
const summary = (page: Page) => page.getByTestId('listing-summary')

test.describe('product page', () => {
  test('a product page shows the product, how to use it and Buy Now', async ({ page }) => {
    await page.goto('/en-au/products/fusion5')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Fusion5')
    await expect(page.getByRole('heading', { name: 'How to use' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeVisible()
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

test.describe('filter tip', () => {
  test("the tip at the top of the phone's filter drawer goes away with Understood, and stays away", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/en-au/products')
    const toggle = page.locator('#listing-filter > summary')
    await toggle.click()
    const note = page.getByRole('complementary', { name: 'Narrow the range' })
    await expect(note).toBeVisible()
    await note.getByRole('button', { name: 'Understood' }).click()
    await expect(note).toHaveCount(0)
    await expect(toggle).toBeFocused()
    await page.reload()
    await page.locator('#listing-filter > summary').click()
    await expect(page.getByRole('group', { name: 'Filter' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Understood' })).toHaveCount(0)
  })
})

// The tests below start as a visitor who has already pressed Understood on the drawer's tip.
test.describe('as a visitor who has dismissed the filter tip', () => {
  test.beforeEach(async ({ page }) => {
    await dismissFilterTip(page)
  })

  test.describe('product listing', () => {
    test('shows 12 products a page in featuredSort order, with working page links', async ({ page, request }) => {
      const api = await request.get('/cms-api/products?sort=featuredSort&limit=100&depth=0&where[_status][equals]=published')
      const featured = ((await api.json()) as { docs: { title: string }[] }).docs.map((doc) => doc.title)

      await page.goto('/en-au/products')
      await expect(cards(page)).toHaveCount(12)
      expect(await cardTitles(page)).toEqual(featured.slice(0, 12))
      await expect(summary(page)).toHaveText(`Showing 1–12 of ${featured.length} products`)

      const pagination = page.getByRole('navigation', { name: 'Pagination' })
      await pagination.getByRole('link', { name: 'Page 2' }).click()
      await expect(page).toHaveURL(/\/en-au\/products\?page=2$/)
      expect(await cardTitles(page)).toEqual(featured.slice(12, 24))
      await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')

      await pagination.getByRole('link', { name: 'Previous' }).click()
      await expect(page).toHaveURL(/\/en-au\/products$/)
      expect(await cardTitles(page)).toEqual(featured.slice(0, 12))
    })

    test('the sidebar filter counts the ticks before they are applied, then narrows the list, with the filters in the URL', async ({ page }) => {
      await page.goto('/en-au/products')
      // At a desktop's width the filter is a sidebar beside the results, open without a click.
      const panel = page.getByRole('group', { name: 'Filter' })
      await expect(panel).toBeVisible()
      await expect(page.locator('#listing-filter > summary')).toBeHidden()
      const show = panel.getByRole('button', { name: /^Show \d+ results?$/ })
      await expect(show).toHaveText('Show 45 results')
      const skin = page.getByRole('group', { name: 'Skin type' })
      const sensitive = skin.getByRole('checkbox', { name: /^Sensitive/ })
      const expected = Number((await sensitive.locator('..').innerText()).match(/\((\d+)\)/)![1])
      await sensitive.check()
      // Before Apply: the button and the other facets' counts follow the tick; nothing that would show no product can be ticked.
      await expect(show).toHaveText(`Show ${expected} results`)
      for (const label of await panel.locator('label:has(input:not(:disabled))').allInnerTexts()) expect(label).not.toMatch(/\(0\)$/)
      await show.click()

      await expect(page).toHaveURL(/filter=skin-type%3Asensitive/)
      await expect(summary(page)).toContainText(`of ${expected} product`)
      await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('link')).toHaveText(/Skin type: Sensitive/)
      await expect(page.getByRole('group', { name: 'Skin type' }).getByRole('checkbox', { name: /^Sensitive/ })).toBeChecked()
      await expect(cards(page)).toHaveCount(Math.min(expected, 12))
      // Applied, the page is at the results, which have the focus' starting point.
      await expect(page).toHaveURL(/#listing-results$/)
      await expect(page.getByRole('list', { name: 'Active filters' })).toBeInViewport()
      // With sensitive skin chosen, values no sensitive-skin product has are not offered.
      for (const count of await page.locator('#listing-filter label').allInnerTexts()) expect(count).not.toMatch(/\(0\)$/)

      await page.getByRole('link', { name: 'Delete all' }).click()
      await expect(page).toHaveURL(/\/en-au\/products$/)
      await expect(summary(page)).toHaveText(/of 45 products/)
      await expect(page.getByRole('link', { name: 'Delete all' })).toHaveCount(0)
    })

    test('on a phone the filter is a drawer: Show N results stays in reach, Escape closes it, applying lands on the results with it closed', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 740 })
      await page.goto('/en-au/products')
      const toggle = page.locator('#listing-filter > summary')
      await expect(page.getByRole('group', { name: 'Filter' })).toBeHidden()
      await toggle.click()
      const panel = page.getByRole('group', { name: 'Filter' })
      await expect(panel).toBeVisible()
      await expect.poll(() => toggle.innerText()).toBe('Close filters')
      // The drawer covers the page; its button stays in view at the foot however far the choices scroll.
      expect(await panel.boundingBox()).toMatchObject({ x: 0, y: 0, width: 375 })
      // The page behind does not scroll while the drawer is open.
      const pageOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow)
      expect(await pageOverflow()).toBe('hidden')
      const show = panel.getByRole('button', { name: /^Show \d+ results?$/ })
      await panel.getByRole('group', { name: 'Number of blades' }).getByRole('checkbox').first().scrollIntoViewIfNeeded()
      await expect(show).toBeInViewport()
      // Escape is the panel's script's (loaded after the page's own).
      await page.locator('#listing-form[data-live-counts]').waitFor({ state: 'attached' })
      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
      await expect(toggle).toBeFocused()
      expect(await pageOverflow()).not.toBe('hidden')

      await toggle.click()
      const sensitive = page.getByRole('group', { name: 'Skin type' }).getByRole('checkbox', { name: /^Sensitive/ })
      const expected = Number((await sensitive.locator('..').innerText()).match(/\((\d+)\)/)![1])
      await sensitive.check()
      await expect(show).toHaveText(`Show ${expected} results`)
      await show.click()
      await expect(page).toHaveURL(/filter=skin-type%3Asensitive(&sort=featured)?#listing-results$/)
      await expect(page.getByRole('group', { name: 'Filter' })).toBeHidden()
      await expect(page.getByRole('list', { name: 'Active filters' })).toBeInViewport()
      await expect(summary(page)).toContainText(`of ${expected} product`)
    })

    test('headings descend one level at a time, with the filter drawer closed and as a sidebar', async ({ page }) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 })
        await page.goto('/en-au/products')
        // Visible headings in document order (Lighthouse's heading-order audit: no level skipped going down).
        const levels = await page
          .locator('h1, h2, h3, h4, h5, h6')
          .evaluateAll((all) => all.filter((heading) => (heading as HTMLElement).offsetParent !== null).map((heading) => Number(heading.tagName[1])))
        const skips = levels.flatMap((level, i) => (i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} → h${level}`] : []))
        expect(skips, `${width} px`).toEqual([])
      }
    })

    test('Sort by reorders at once, and the back button returns to the previous order', async ({ page }) => {
      await page.goto('/en-au/products')
      const before = await cardTitles(page)
      await page.getByLabel('Sort by').selectOption('price-asc')
      await expect(page).toHaveURL(/sort=price-asc/)
      // A new page: sorting on change is its script's (without scripts the form has its own button).
      await hydrated(page)
      const prices = await cards(page).locator('p').filter({ hasText: /^\$/ }).allInnerTexts()
      const lows = prices.map((text) => Number(text.replace(/[^\d.–]/g, '').split('–')[0]))
      expect(lows).toEqual([...lows].sort((a, b) => a - b))

      await page.getByLabel('Sort by').selectOption('name')
      await expect(page).toHaveURL(/sort=name/)
      const names = await cardTitles(page)
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-AU')))

      await page.goBack()
      await expect(page).toHaveURL(/sort=price-asc/)
      await page.goBack()
      await expect(page).toHaveURL(/\/en-au\/products$/)
      expect(await cardTitles(page)).toEqual(before)
    })

    test('filters and sort work without JavaScript, as a plain form, in the sidebar and in the drawer', async ({ noScriptPage: page }) => {
      await page.goto('/en-au/razors')
      await page.getByRole('group', { name: 'Number of blades' }).getByRole('checkbox', { name: /^5/ }).check()
      await page.getByLabel('Sort by').selectOption('rating')
      await page.getByRole('button', { name: 'Apply' }).click()
      await expect(page).toHaveURL(/\/en-au\/razors\?filter=number-of-blades%3A5&sort=rating/)
      await expect(cards(page).first()).toBeVisible()

      await page.setViewportSize({ width: 375, height: 740 })
      await page.goto('/en-au/razors')
      await page.locator('#listing-filter > summary').click()
      await page.getByRole('group', { name: 'Number of blades' }).getByRole('checkbox', { name: /^3/ }).check()
      await page
        .getByRole('group', { name: 'Filter' })
        .getByRole('button', { name: /^Show \d+ results?$/ })
        .click()
      await expect(page).toHaveURL(/\/en-au\/razors\?filter=number-of-blades%3A3/)
      await expect(cards(page).first()).toBeVisible()
    })

    test('unknown filters, sorts and page numbers that are not pages are ignored', async ({ page }) => {
      const response = await page.goto('/en-au/products?page=abc&sort=cheapest&filter=colour:red&filter=nonsense')
      expect(response?.status()).toBe(200)
      await expect(cards(page)).toHaveCount(12)
      await expect(summary(page)).toHaveText(/^Showing 1–12 of 45 products$/)
      await expect(page.getByLabel('Sort by')).toHaveValue('featured')
    })

    test('a page past the last leads to the last page, never a copy of page 1', async ({ page, request }) => {
      expect((await request.get('/en-au/products?page=4')).status()).toBe(200)
      const response = await request.get('/en-au/products?page=99&sort=name', { maxRedirects: 0 })
      expect(response.status()).toBe(307)
      expect(response.headers().location).toMatch(/\/en-au\/products\?sort=name&page=4$/)
      await page.goto('/en-au/products?page=5')
      await expect(page).toHaveURL(/\/en-au\/products\?page=4$/)
      await expect(summary(page)).toHaveText(/^Showing 37–45 of 45 products$/)
    })
  })

  test.describe('product detail: variants and Buy Now', () => {
    const buyBox = (page: Page) => page.locator('[data-selected-gtin]')
    const hero = (page: Page) => buyBox(page).locator('img').first()

    test('the gallery shows the product and each variant, one at a time', async ({ page }) => {
      await page.goto('/en-au/products/fusion5')
      const thumbs = page.getByRole('list', { name: 'Product images' }).getByRole('button')
      await expect(thumbs).toHaveCount(3)
      await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'true')
      await page.getByRole('button', { name: 'Show image 3 of 3' }).click()
      await expect(hero(page)).toHaveAttribute('src', /^\/cms-api\/media\/file\/products-fusion5-3(-\d+x\d+)?\.webp$/)
      await expect(thumbs.nth(2)).toHaveAttribute('aria-pressed', 'true')
      await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'false')
    })

    test('every variant-selection rule of SPEC.md §4', async ({ page }) => {
      await page.goto('/en-au/products/fusion5')
      const defaultGtin = await buyBox(page).getAttribute('data-selected-gtin')
      const group = page.getByRole('group', { name: /^Select variant/ })
      const [first, second] = [group.getByRole('radio', { name: /Razor \+ 2 cartridges/ }), group.getByRole('radio', { name: /Razor \+ 4 cartridges/ })]
      const message = page.getByRole('alert').filter({ hasText: 'Please check variant' })

      // Buying with nothing enabled shows the message.
      await page.getByRole('button', { name: 'Buy Now' }).click()
      await expect(message).toBeVisible()
      await expect(page.getByRole('dialog', { name: 'Where to buy' })).toBeHidden()

      // Choosing a variant enables it and hides the message.
      await first.click()
      await expect(first).toBeChecked()
      await expect(buyBox(page)).toHaveAttribute('data-variant-enabled', 'true')
      await expect(buyBox(page)).not.toHaveAttribute('data-selected-gtin', defaultGtin!)
      await expect(message).toHaveCount(0)
      await expect(group).toContainText('Select variant: Razor + 2 cartridges')
      await expect(hero(page)).toHaveAttribute('src', /^\/cms-api\/media\/file\/products-fusion5-2(-\d+x\d+)?\.webp$/)
      // The headline price follows the choice; the range comes back when none is chosen.
      const price = buyBox(page).locator('p[aria-live="polite"]')
      await expect(price).toHaveText('$17.99')

      // Choosing the same again clears it, restores the default gtin and hides the message.
      await page.getByRole('button', { name: 'Buy Now' }).click()
      await page.keyboard.press('Escape')
      await first.click()
      await expect(first).not.toBeChecked()
      await expect(buyBox(page)).toHaveAttribute('data-selected-gtin', defaultGtin!)
      await expect(buyBox(page)).toHaveAttribute('data-variant-enabled', 'false')
      await expect(hero(page)).toHaveAttribute('src', /^\/cms-api\/media\/file\/products-fusion5(-\d+x\d+)?\.webp$/)
      await expect(price).toHaveText('$14.99 – $27.99')
      await page.getByRole('button', { name: 'Buy Now' }).click()
      await expect(message).toBeVisible()
      await first.click()
      await first.click()
      await expect(message).toHaveCount(0)

      // Another choice replaces the first; reset clears all.
      await first.click()
      await second.click()
      await expect(first).not.toBeChecked()
      await expect(second).toBeChecked()
      await page.getByRole('button', { name: 'Reset' }).click()
      await expect(group.getByRole('radio', { checked: true })).toHaveCount(0)
      await expect(buyBox(page)).toHaveAttribute('data-selected-gtin', defaultGtin!)
    })

    test('Buy Now with a variant opens the eRetailer chooser: new-tab links, analytics, Escape back to the button', async ({ page, axe }) => {
      await page.goto('/en-au/products/fusion5')
      await page.getByRole('radio', { name: /Razor \+ 2 cartridges/ }).click()
      const buyNow = page.getByRole('button', { name: 'Buy Now' })
      await buyNow.click()
      const chooser = page.getByRole('dialog', { name: 'Where to buy' })
      await expect(chooser).toBeVisible()
      await expect(chooser).toContainText('Ashford Fusion5 Razor – Razor + 2 cartridges')
      const links = chooser.getByRole('link', { name: /^Buy at .* \(opens in a new tab\)$/ })
      await expect(links).toHaveCount(4)
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', /noopener/)
        await expect(link).toHaveAttribute('href', /^https:\/\//)
      }
      expect(await dataLayerActions(page)).toContain('buy_now/buy_now')

      // Follow no outside link in a test: keep the click, drop the navigation.
      await links.first().evaluate((a) => a.addEventListener('click', (event) => event.preventDefault()))
      await links.first().click()
      expect(await dataLayerActions(page)).toContain('buy_now_retailer/buy_now')

      await axe.expectNoViolations({ include: 'dialog[open]' })

      await page.keyboard.press('Escape')
      await expect(chooser).toBeHidden()
      await expect(buyNow).toBeFocused()
    })

    test('without JavaScript Buy Now opens the chooser, listing where to buy each variant', async ({ noScriptPage: page }) => {
      await page.goto('/en-au/products/heated-razor')
      await page.getByRole('button', { name: 'Buy Now' }).click()
      const chooser = page.getByRole('dialog', { name: 'Where to buy' })
      await expect(chooser.getByRole('heading', { level: 3 })).toHaveCount(3)
      await expect(chooser.getByRole('link', { name: /^Buy at .* \(opens in a new tab\)$/ }).first()).toHaveAttribute('target', '_blank')
      await expect(chooser).toContainText('No dealer found')
      await chooser.getByRole('button', { name: 'Close' }).click()
      await expect(chooser).toBeHidden()
    })

    test("a variant no retailer sells shows 'No dealer found'", async ({ page }) => {
      await page.goto('/en-au/products/heated-razor')
      await page.getByRole('radio', { name: /Gift edition/ }).click()
      await page.getByRole('button', { name: 'Buy Now' }).click()
      const chooser = page.getByRole('dialog', { name: 'Where to buy' })
      await expect(chooser).toContainText('No dealer found')
      await expect(chooser.getByRole('link')).toHaveCount(0)
    })

    test('the page carries Product structured data with its price range and rating', async ({ page }) => {
      await page.goto('/en-au/products/fusion5')
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
      const product = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'Product')!
      expect(product).toMatchObject({
        name: 'Ashford Fusion5 Razor',
        gtin13: '9312345100019',
        brand: { '@type': 'Brand' },
        offers: { '@type': 'AggregateOffer', priceCurrency: 'AUD', offerCount: 3 },
      })
      await expect(page.getByRole('heading', { name: 'FAQ' })).toBeVisible()
      const question = page.locator('main details summary').first()
      await question.focus()
      await page.keyboard.press('Enter')
      await expect(page.locator('main details').first()).toHaveAttribute('open', '')
    })
  })

  test.describe('compare products', () => {
    test('ticking products on a listing compares them side by side; at most four can be ticked', async ({ page }) => {
      await page.goto('/en-au/razors')
      await hydrated(page)
      const boxes = cards(page).getByRole('checkbox', { name: /^Compare / })
      for (let i = 0; i < 4; i++) await boxes.nth(i).check()
      await expect(page.getByText('4 of 4 selected to compare')).toBeVisible()
      await expect(boxes.nth(4)).toBeDisabled()
      await boxes.nth(3).uncheck()
      await expect(boxes.nth(4)).toBeEnabled()
      await boxes.nth(2).uncheck()

      await page.getByRole('button', { name: 'Compare selected' }).click()
      // one comma list, as the URL contract has it
      await expect(page).toHaveURL(/\/en-au\/compare-products\?products=[a-z0-9-]+,[a-z0-9-]+$/)
      const table = page.getByRole('table')
      await expect(table.getByRole('columnheader')).toHaveCount(2)
      await expect(table.getByRole('rowheader', { name: /Price/ })).toBeVisible()
      await expect(table.locator('tr[data-differs]').first()).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Compare Products')
    })

    test('a box ticked before the scripts have run stays ticked and is counted', async ({ page }) => {
      // Hold the page's scripts back, as a slow phone would, while the visitor ticks a product.
      let release!: () => void
      const released = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/_next/static/chunks/**/*.js', async (route) => {
        await released
        await route.continue()
      })
      await page.goto('/en-au/razors', { waitUntil: 'domcontentloaded' })
      const first = cards(page)
        .getByRole('checkbox', { name: /^Compare / })
        .first()
      await first.check()
      release()
      await hydrated(page)
      await expect(page.getByText('1 of 4 selected to compare')).toBeVisible()
      await expect(first).toBeChecked()
    })

    test('on a phone the compare page never scrolls sideways; the table scrolls in its own region', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 })
      for (const products of ['fusion5,mach3', 'fusion5,mach3,proglide', 'fusion5,mach3,proglide,proshield']) {
        await page.goto(`/en-au/compare-products?products=${products}`)
        expect(await page.evaluate(() => document.documentElement.scrollWidth), products).toBe(375)
      }
      const region = page.getByRole('region', { name: 'Comparison table' })
      expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
      // The summary is whole, outside the scrolling table; each product has its Buy link to its page.
      const summary = page.getByText('Comparing 4 products; rows where they differ are highlighted.')
      expect(await summary.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(375)
      await expect(region.getByRole('link', { name: /^Buy / })).toHaveCount(4)
      await expect(region.getByRole('link', { name: 'Buy Ashford Mach3 Razor' })).toHaveAttribute('href', '/en-au/products/mach3#buy')
      // Row labels stay in view while the products scroll past.
      const label = region.getByRole('rowheader').first()
      const before = await label.evaluate((el) => el.getBoundingClientRect().left)
      await region.focus()
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
      expect(await label.evaluate((el) => el.getBoundingClientRect().left)).toBe(before)
    })

    test('the compare page accepts the products as one comma list or as repeated keys', async ({ page }) => {
      await page.goto('/en-au/compare-products?products=fusion5&products=mach3')
      await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(2)
    })

    test('products ticked on different pages of a listing are compared together', async ({ page }) => {
      await page.goto('/en-au/products')
      const boxes = cards(page).getByRole('checkbox', { name: /^Compare / })
      const first = await boxes.first().getAttribute('value')
      await boxes.first().check()
      await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click()
      await expect(page.getByText('1 of 4 selected to compare')).toBeVisible()
      const second = await boxes.first().getAttribute('value')
      await boxes.first().check()
      await expect(page.getByText('2 of 4 selected to compare')).toBeVisible()
      await page.getByRole('button', { name: 'Compare selected' }).click()
      const headers = page.getByRole('table').getByRole('columnheader')
      await expect(headers).toHaveCount(2)
      expect(page.url()).toContain(first!)
      expect(page.url()).toContain(second!)

      await page.goBack()
      await page.getByRole('button', { name: 'Clear selection' }).click()
      await expect(page.getByText('Tick up to 4 products to compare them')).toBeVisible()
      await expect(boxes.first()).not.toBeChecked()
    })

    test('a compare link keeps four known products, says what it left out, and can remove and add', async ({ page }) => {
      const response = await page.goto('/en-au/compare-products?products=fusion5,proglide,no-such-razor,mach3,proshield,skinguard-sensitive')
      expect(response?.status()).toBe(200)
      const headers = page.getByRole('table').getByRole('columnheader')
      await expect(headers).toHaveCount(4)
      await expect(page.getByText('Up to 4 products can be compared at once')).toBeVisible()
      await expect(page.getByText('could not be found')).toBeVisible()

      await page.getByRole('link', { name: 'Remove Ashford ProGlide Razor' }).click()
      await expect(page).toHaveURL(/products=fusion5,mach3,proshield$/)
      await expect(headers).toHaveCount(3)

      await page.getByLabel('Add a product').selectOption({ label: 'Ashford Mach3 Razor Blades' })
      await page.getByRole('button', { name: 'Add to comparison' }).click()
      await expect(headers).toHaveCount(4)
      await expect(headers.last()).toContainText('Mach3 Razor Blades')
      await expect(page.getByLabel('Add a product')).toHaveCount(0)
    })
  })

  test.describe('shaving advisor', () => {
    test('recommends products with reasons, and the answers live in a shareable URL', async ({ page }) => {
      await page.goto('/en-au/shaving-advisor')
      await page
        .getByRole('group', { name: /How does your skin feel/ })
        .getByLabel('Red or irritated')
        .check()
      await page
        .getByRole('group', { name: /What do you want for your facial hair/ })
        .getByLabel('A clean shave')
        .check()
      await page
        .getByRole('group', { name: /How often do you shave/ })
        .getByLabel('Every day')
        .check()
      await page
        .getByRole('group', { name: /Which razor do you prefer/ })
        .getByLabel('No preference')
        .check()
      await page.getByRole('button', { name: 'Show my recommendations' }).click()

      await expect(page).toHaveURL(/skin=sensitive&beard=clean&shave=daily&razor=any/)
      const results = page.getByRole('region', { name: 'Your recommendations' })
      await expect(results.getByRole('listitem').filter({ has: page.locator('article') })).toHaveCount(3)
      await expect(results).toContainText('Made for sensitive skin.')
      const picks = await results.locator('article h3 a').allInnerTexts()
      // Red or irritated skin: the sensitive-skin razor, not the five-blade one a daily shave would favour.
      expect(picks[0]).toBe('Ashford SkinGuard Sensitive Razor')

      // The same address gives the same advice, with the answers filled in.
      await page.goto(page.url())
      expect(await results.locator('article h3 a').allInnerTexts()).toEqual(picks)
      await expect(page.getByLabel('Red or irritated')).toBeChecked()
    })

    test('the recommendations are laid out without overlap at 375, 768 and 1280 px', async ({ page }) => {
      for (const width of [375, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto('/en-au/shaving-advisor?skin=sensitive&beard=clean&shave=daily&razor=any')
        const boxes = await page.getByRole('region', { name: 'Your recommendations' }).evaluate((region) => {
          const box = (element: Element | null) => element!.getBoundingClientRect()
          const picks = [...region.querySelectorAll('ol > li')].map((pick) => ({
            role: box(pick.querySelector('h3')).bottom,
            cardTop: box(pick.querySelector('article')).top,
            cardBottom: box(pick.querySelector('article')).bottom,
            why: box([...pick.querySelectorAll('p')].find((p) => p.textContent === 'Why we suggest it') ?? null).top,
            reasonsBottom: box(pick.querySelector('ul')).bottom,
            bottom: box(pick).bottom,
          }))
          const note = [...region.querySelectorAll('p')].find((p) => p.textContent?.startsWith("This page's address"))
          return { picks, noteTop: box(note ?? null).top }
        })
        expect(boxes.picks.length, `${width} px`).toBe(3)
        for (const pick of boxes.picks) {
          expect(pick.cardTop, `${width} px: the card below its role`).toBeGreaterThanOrEqual(pick.role)
          expect(pick.why, `${width} px: the reasons below the card`).toBeGreaterThanOrEqual(pick.cardBottom)
          expect(pick.bottom, `${width} px: the reasons inside their pick`).toBeGreaterThanOrEqual(pick.reasonsBottom - 1)
          expect(boxes.noteTop, `${width} px: the note below every pick`).toBeGreaterThanOrEqual(pick.bottom)
        }
      }
    })

    test('unknown answers in the URL are ignored', async ({ page }) => {
      const response = await page.goto('/en-au/shaving-advisor?skin=%3Cscript%3E&razor=disposable')
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('region', { name: 'Your recommendations' }).locator('article').first()).toContainText('Disposable')
    })
  })

  test.describe('catalogue accessibility in a given state', () => {
    for (const path of [
      '/en-au/razors?filter=skin-type:sensitive&sort=price-asc',
      '/en-au/compare-products?products=fusion5,mach3,proglide',
      '/en-au/shaving-advisor?skin=dry&beard=beard&shave=rarely&razor=safety',
    ]) {
      test(`${path} has no axe violations`, async ({ axe }) => {
        await axe.expectNoViolations({ path })
      })
    }
  })
})

test.describe('accessibility (WCAG 2.2 AA at 375 and 1280 px)', () => {
  // The whole pages, as a first visit shows them (filter tip included).
  for (const path of [
    '/en-au/products',
    '/en-au/products/fusion5',
    '/en-au/heated-razor',
    '/en-au/spare-blades',
    '/en-au/family/fusion5',
    '/en-au/compare-products',
    '/en-au/shaving-advisor',
  ]) {
    test(`${path} has no axe violations`, wholePageAccessible(path))
  }
})
