// Favourites (src/features/favourites): the save control, the saved-items count and the Saved items page.
import { type Page, dismissFilterTip, pageWidths, expect, hydrated, test, wholePageAccessible } from './fixtures'

test('the save control adds a product to the favourites count and removes it', async ({ page }) => {
  await dismissFilterTip(page)
  await page.goto('/en-au/products')
  const save = page
    .locator('main article')
    .first()
    .getByRole('button', { name: /^Save .* to favourites$/ })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  expect(await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('product_bookmarks') ?? '{}')).length)).toBe(1)
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  expect(await page.evaluate(() => localStorage.getItem('product_bookmarks'))).toBe('{}')
})

test('a product page saves its own product, and Saved items lists it', async ({ page }) => {
  await page.goto('/en-au/products/fusion5')
  const save = page.getByRole('button', { name: 'Save Ashford Fusion5 Razor to favourites' })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('link', { name: /^Saved items \(\s*1\s*\)$/ })).toBeVisible()
  await page.goto('/en-au/fav-page')
  await expect(page.getByRole('main').getByRole('link', { name: 'Ashford Fusion5 Razor' }).first()).toBeVisible()
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

test('the count follows saves made in another tab', async ({ context }) => {
  const first = await context.newPage()
  const second = await context.newPage()
  await first.goto('/en-au/articles/grooming-guides/body-grooming-guide')
  await second.goto('/en-au/contact-us')
  await hydrated(second)
  await first
    .getByRole('button', { name: /^Save .* to favourites$/ })
    .first()
    .click()
  await expect(second.getByRole('link', { name: /^Saved items \(\s*1\s*\)$/ })).toBeVisible()
})

async function withStores(page: Page, products: Record<string, true>, articles: Record<string, true>) {
  await page.addInitScript(
    ([p, a]) => {
      if (sessionStorage.getItem('seeded')) return
      sessionStorage.setItem('seeded', '1')
      localStorage.setItem('product_bookmarks', JSON.stringify(p))
      localStorage.setItem('article_bookmarks', JSON.stringify(a))
    },
    [products, articles] as const,
  )
}

async function firstIds(page: Page) {
  const response = await page.request.get('/cms-api/products?limit=2&depth=0')
  const articles = await page.request.get('/cms-api/articles?limit=1&depth=0')
  const p = ((await response.json()) as { docs: { id: number }[] }).docs.map((d) => String(d.id))
  const a = ((await articles.json()) as { docs: { id: number }[] }).docs.map((d) => String(d.id))
  return { p, a }
}

test('Saved items opens on ARTICLE when both kinds are saved, drops unknown ids, and removes from the card', async ({ page }) => {
  const { p, a } = await firstIds(page)
  await withStores(page, { [p[0]!]: true, 999999: true }, { [a[0]!]: true })
  await page.goto('/en-au/fav-page')
  await expect(page.getByRole('heading', { level: 1, name: 'Saved items' })).toBeVisible()
  await expect(page.getByRole('tab', { name: /^ARTICLE/ })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toHaveCount(1)
  await page.getByRole('tab', { name: /^PRODUCTS/ }).click()
  await expect(page.getByRole('tab', { name: /^PRODUCTS/ })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(1)
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('product_bookmarks') ?? '{}') as Record<string, true>)).toEqual({ [p[0]!]: true })
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: /^Remove / })
    .click()
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'our products' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('product_bookmarks'))).toBe('{}')
})

test('Saved items opens on PRODUCTS with only products saved, on ARTICLE with none; arrow keys move between tabs', async ({ page }) => {
  const { p } = await firstIds(page)
  await withStores(page, { [p[0]!]: true }, {})
  await page.goto('/en-au/fav-page')
  await expect(page.getByRole('tab', { name: /^PRODUCTS/ })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('tab', { name: /^PRODUCTS/ }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: /^ARTICLE/ })).toBeFocused()
  await expect(page.getByRole('tab', { name: /^ARTICLE/ })).toHaveAttribute('aria-selected', 'true')
  await page.evaluate(() => localStorage.clear())
  await page.goto('/en-au/fav-page')
  await expect(page.getByRole('tab', { name: /^ARTICLE/ })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('link', { name: 'our articles' })).toHaveAttribute('href', '/en-au/articles')
})

test('nothing in view moves when the saved items arrive after the page has painted (the footer stays below the fold)', async ({ page }) => {
  const { p, a } = await firstIds(page)
  await withStores(page, { [p[0]!]: true, [p[1]!]: true }, { [a[0]!]: true })
  await page.addInitScript(() => {
    const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = [])
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  for (const width of pageWidths) {
    await page.setViewportSize({ width, height: 800 })
    // The cards come late, as on a slow network: the page, its footer included, has painted by then.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/favourites?**', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/en-au/fav-page')
    await expect(page.getByText('Loading your saved items…')).toBeVisible()
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    release()
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(1)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const shifted = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0))
    expect(shifted, `layout shift at ${width} px`).toBeLessThan(0.01)
    await page.unroute('**/api/favourites?**')
  }
})

test('the saved-items request answers published items only and rejects bad ids with a 400', async ({ request }) => {
  const bad = await request.get('/api/favourites?products=abc')
  expect(bad.status()).toBe(400)
  expect(((await bad.json()) as { error: string }).error).toMatch(/numeric ids/)
  const none = await request.get('/api/favourites?products=999999&articles=999998')
  expect(await none.json()).toEqual({ products: [], articles: [] })
})

test('product cards are 3 columns beside the filter sidebar at 1280 px and 2 on a phone', async ({ page }) => {
  await dismissFilterTip(page)
  for (const [width, columns] of [
    [1280, 3],
    [375, 2],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/en-au/products')
    const tops = await page.locator('main ul li > article').evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)))
    expect(tops.filter((top) => top === tops[0]).length, `columns at ${width}`).toBe(columns)
  }
})

test.describe('accessibility (WCAG 2.2 AA at 375 and 1280 px)', () => {
  test('/en-au/fav-page has no axe violations', wholePageAccessible('/en-au/fav-page'))
  test('/en-au/fav-page with saved items has no axe violations', async ({ page, axe }) => {
    const { p, a } = await firstIds(page)
    await withStores(page, { [p[0]!]: true }, { [a[0]!]: true })
    await axe.expectNoViolations({ path: '/en-au/fav-page', widths: pageWidths })
  })
})
