// What a visitor trips over, on every page type at a phone's and a laptop's width: a control covered by
// Back to top or a sticky bar, an in-page link that leads nowhere; and the listing's filter tip, the
// advisor's answer, the articles' pages and the search results' products.
import { PAGE_TYPES } from '../../scripts/bench/pages.mjs'

import { bringInFooter, expect, type Page, pageWidths, test } from './fixtures'

/** Every page type (the benchmarks' list) and the brand homes it leaves out. */
const PAGES = [...new Set([...PAGE_TYPES, '/en-au/ashfordlabs', '/en-au/ashford-intimate', '/en-au/gaming'])]

/** Ticks two products' Compare boxes on a listing, so its compare bar sticks to the viewport's foot. */
async function tickTwoToCompare(page: Page) {
  const ticks = page.getByRole('checkbox', { name: /^Compare / })
  await ticks.nth(0).check()
  await ticks.nth(1).check()
  await expect(page.getByText('2 of 4 selected to compare')).toBeVisible()
}

/**
 * Each visible control of the page, brought into view as the browser brings a control into view (focus,
 * find in page: `scrollIntoView`, which keeps to the page's scroll padding), then asked at its centre
 * what is on top there (`elementFromPoint`): the control itself, its own label, or a part of it. Back to
 * top shows throughout once the page is scrolled past 300 px, as on a long page a visitor scrolls.
 * Returns the controls covered, each with what covers it.
 */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const name = (element: Element) => {
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      const classes = typeof element.className === 'string' ? element.className.split(' ')[0] : ''
      return `<${element.tagName.toLowerCase()}${classes ? ` .${classes}` : ''}> "${text}"`
    }
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"], [tabindex]:not([tabindex="-1"])',
      ),
    ]
    const covered: string[] = []
    for (const control of controls) {
      if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
      const first = control.getBoundingClientRect()
      // Visually hidden controls (1 px, shown on focus: the skip link; inputs drawn by their labels).
      if (first.width < 4 || first.height < 4) continue
      const [x, y] = [window.scrollX, window.scrollY]
      control.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' })
      // The page's own reactions to a scroll (Back to top, the bars) run on the next frame.
      if (window.scrollX !== x || window.scrollY !== y) await nextFrame()
      // A link that wraps is asked at its first line (the centre of its box can fall between its lines).
      const box = control.getClientRects()[0] ?? control.getBoundingClientRect()
      const [cx, cy] = [box.left + box.width / 2, box.top + box.height / 2]
      // Out of reach by design (the skip link above the page until focused).
      if (cx < 0 || cy < 0 || cx >= window.innerWidth || cy >= window.innerHeight) continue
      const hit = document.elementFromPoint(cx, cy)
      if (!hit || hit === control || control.contains(hit)) continue
      const labels =
        control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement ? [...(control.labels ?? [])] : []
      if (labels.some((label) => label === hit || label.contains(hit))) continue
      covered.push(`${name(control)} under ${name(hit)}`)
    }
    return covered
  })
}

test.describe('nothing covers a control', () => {
  for (const path of PAGES) {
    test(`${path}: every visible control, brought into view, is on top at 375 and 1280 px`, async ({ page }) => {
      test.setTimeout(90_000)
      for (const width of pageWidths) {
        await page.setViewportSize({ width, height: 800 })
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(path === '/en-au/no-such-page' ? 404 : 200)
        if (path === '/en-au/products') await tickTwoToCompare(page)
        await bringInFooter(page)
        // Back to top shows wherever the page is long enough to scroll past 300 px.
        if (await page.evaluate(() => window.scrollY > 300)) await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible()
        expect(await coveredControls(page), `${path} at ${width} px`).toEqual([])
      }
    })
  }

  test('with two products ticked, Back to top sits above the compare bar and Compare selected takes the click', async ({ page }) => {
    for (const width of pageWidths) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/en-au/products')
      await tickTwoToCompare(page)
      await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }))
      const backToTop = page.getByRole('button', { name: 'Back to top' })
      await expect(backToTop).toBeVisible()
      const compare = page.getByRole('button', { name: 'Compare selected' })
      await expect(async () => {
        const [top, bar] = [await backToTop.boundingBox(), await page.locator('form[data-bottom-bar]').boundingBox()]
        expect(top!.y + top!.height, `${width} px: Back to top ends above the bar`).toBeLessThanOrEqual(bar!.y)
      }).toPass({ timeout: 5_000 })
      // A real click at the button's centre (Playwright refuses one that something else would receive).
      await compare.click()
      await expect(page).toHaveURL(/\/en-au\/compare-products\?products=[a-z0-9-]+,[a-z0-9-]+$/)
    }
  })
})

test.describe('every in-page link leads somewhere', () => {
  test('on every page type at 375 and 1280 px, each link to a fragment has its target, on this page or the page it leads to', async ({ page, request }) => {
    test.setTimeout(180_000)
    const elsewhere = new Map<string, Set<string>>() // page (path and query) -> fragments linked to
    const missing: string[] = []
    for (const width of pageWidths) {
      await page.setViewportSize({ width, height: 800 })
      for (const path of PAGES) {
        await page.goto(path)
        const links = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLAnchorElement>('a[href*="#"]')].map((link) => {
            const url = new URL(link.href, document.baseURI)
            const here = url.origin === location.origin && url.pathname === location.pathname && url.search === location.search
            const id = decodeURIComponent(url.hash.slice(1))
            return {
              href: link.getAttribute('href')!,
              page: url.origin === location.origin ? url.pathname + url.search : null,
              id,
              here,
              found: here && Boolean(document.getElementById(id)),
            }
          }),
        )
        for (const link of links) {
          if (!link.id || link.page === null) continue
          if (link.here && !link.found) missing.push(`${path} at ${width} px: ${link.href}`)
          if (!link.here) elsewhere.set(link.page, (elsewhere.get(link.page) ?? new Set()).add(link.id))
        }
      }
    }
    for (const [target, ids] of elsewhere) {
      const html = await (await request.get(target)).text()
      for (const id of ids) if (!html.includes(`id="${id}"`)) missing.push(`a link to ${target}#${id}`)
    }
    expect(missing).toEqual([])
  })

  test("the brand homes' menu links land on their sections", async ({ page }) => {
    for (const [home, label, heading] of [
      ['/en-au/ashfordlabs', 'Labs range', 'The AshfordLabs range'],
      ['/en-au/ashford-intimate', 'Intimate range', 'The Ashford Intimate range'],
      ['/en-au/kingcashford', 'Shave', 'Shave'],
    ] as const) {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(home)
      await page
        .getByRole('navigation', { name: /main|menu/i })
        .getByRole('link', { name: label, exact: true })
        .first()
        .click()
      await expect(page).toHaveURL(new RegExp(`${home}#(range|shave)$`))
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeInViewport()
    }
  })
})

test.describe("the listing's filter tip", () => {
  test('shows at every width until Understood, once per visitor', async ({ page }) => {
    for (const width of pageWidths) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/en-au/products')
      await page.evaluate(() => window.localStorage.removeItem('filter_annotation_dismissed'))
      await page.reload()
      // On a phone the filter is a drawer: the tip heads it once opened. At desktop widths it heads the sidebar.
      if (width < 1024) await page.locator('#listing-filter > summary').click()
      const tip = page.getByRole('complementary', { name: 'Narrow the range' })
      await expect(tip, `${width} px`).toBeVisible()
      await expect(tip).toBeInViewport()
      await tip.getByRole('button', { name: 'Understood' }).click()
      await expect(tip).toHaveCount(0)
      // Focus stays in the filter: its toggle on a phone, its first choice where the toggle is not shown.
      await expect(page.locator('#listing-form').locator(':focus')).toHaveCount(1)
      await page.reload()
      if (width < 1024) await page.locator('#listing-filter > summary').click()
      await expect(page.getByRole('group', { name: 'Filter' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Understood' }), `${width} px: dismissed stays dismissed`).toHaveCount(0)
    }
  })
})

test.describe("the advisor's answer", () => {
  const answer = async (page: Page) => {
    await page
      .getByRole('group', { name: /How does your skin feel/ })
      .getByLabel('Red or irritated')
      .check()
    await page
      .getByRole('group', { name: /What do you want for your facial hair/ })
      .getByLabel('Neat stubble')
      .check()
    await page
      .getByRole('group', { name: /How often do you shave/ })
      .getByLabel('Every day')
      .check()
    await page
      .getByRole('group', { name: /Which razor do you prefer/ })
      .getByLabel('A handle with replaceable cartridges')
      .check()
    await page.getByRole('button', { name: 'Show my recommendations' }).click()
  }

  test('opens on the recommendations, focused, and a razor of the kind asked for is among them', async ({ page }) => {
    for (const width of pageWidths) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/en-au/shaving-advisor')
      await answer(page)
      await expect(page).toHaveURL(/skin=sensitive&beard=stubble&shave=daily&razor=cartridge#advice-heading$/)
      const heading = page.getByRole('heading', { name: 'Your recommendations' })
      await expect(heading).toBeFocused()
      await expect(heading).toBeInViewport()
      const results = page.getByRole('region', { name: 'Your recommendations' })
      await expect(results.getByRole('heading', { name: 'Your razor' })).toBeVisible()
      const picks = await results.locator('article h3 a').allInnerTexts()
      expect(picks, `${width} px`).toHaveLength(4)
      expect(
        picks.some((title) => /Razor$/.test(title) && !/Trimmer/.test(title)),
        picks.join(', '),
      ).toBe(true)
    }
  })

  test('without JavaScript too, the answer opens at the recommendations', async ({ noScriptPage: page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/en-au/shaving-advisor')
    await answer(page)
    await expect(page).toHaveURL(/#advice-heading$/)
    await expect(page.getByRole('heading', { name: 'Your recommendations' })).toBeInViewport()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  })
})

test.describe('the articles index', () => {
  test('pages through every published article, 12 a page, newest first, each with its own date', async ({ page, request }) => {
    const api = await request.get('/cms-api/articles?where[_status][equals]=published&sort=-createdAt&limit=200&depth=0')
    const { docs } = (await api.json()) as { docs: { title: string; createdAt: string }[] }
    expect(docs.length).toBeGreaterThan(24)
    expect(new Set(docs.map((doc) => doc.createdAt.slice(0, 10))).size, 'every article its own publication day').toBe(docs.length)

    const pages = Math.ceil(docs.length / 12)
    const seen: string[] = []
    await page.goto('/en-au/articles')
    for (let number = 1; number <= pages; number++) {
      await expect(page.getByText(`Page ${number} of ${pages}`, { exact: true })).toBeVisible()
      const titles = await page.getByRole('main').locator('article h3 a').allInnerTexts()
      expect(titles, `page ${number}`).toEqual(docs.slice((number - 1) * 12, number * 12).map((doc) => doc.title))
      seen.push(...titles)
      if (number < pages) await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click()
    }
    expect(seen).toHaveLength(docs.length)
    await expect(page.getByRole('link', { name: 'Next page' })).toHaveCount(0)
    await page.getByRole('link', { name: 'Previous page' }).click()
    await expect(page.getByText(`Page ${pages - 1} of ${pages}`, { exact: true })).toBeVisible()

    expect((await page.goto(`/en-au/articles?page=${pages + 1}`))?.status()).toBe(404)
    expect((await page.goto('/en-au/articles?page=two'))?.status()).toBe(404)
  })
})

test.describe("search results' products", () => {
  test('show price and rating as the listing cards do, and Top results does not repeat the list below it', async ({ page }) => {
    // The family page's cards (the listing's card component) as the reference: title, price, rating.
    await page.goto('/en-au/family/fusion5')
    const cards = await page
      .getByRole('main')
      .locator('article')
      .evaluateAll((articles) =>
        articles.map((card) => ({
          title: card.querySelector('h2 a, h3 a')?.textContent?.trim() ?? '',
          price: [...card.querySelectorAll('p')].find((p) => p.textContent?.startsWith('$'))?.textContent?.trim() ?? '',
          rating: [...card.querySelectorAll('span')].find((span) => span.textContent?.startsWith('Rated '))?.textContent?.trim() ?? '',
        })),
      )
    expect(cards.length).toBeGreaterThan(1)
    expect(
      cards.some((card) => card.rating),
      'a card with a rating to compare',
    ).toBe(true)

    await page.goto('/en-au/search-results?q=fusion5&tab=products')
    const panel = page.getByRole('tabpanel')
    for (const card of cards) {
      const hit = panel.getByRole('listitem').filter({ has: page.getByRole('link', { name: card.title, exact: true }) })
      await expect(hit.getByText(card.price, { exact: true }), card.title).toBeVisible()
      if (card.rating) await expect(hit.getByText(card.rating, { exact: true }), card.title).toBeAttached()
      else await expect(hit.getByText(/^Rated /)).toHaveCount(0)
    }
    // Every product hit has its price.
    for (const item of await panel.getByRole('listitem').all()) await expect(item.getByText(/^\$\d/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Top results' })).toHaveCount(0)

    // On the ARTICLE tab the top products show above, and no link is listed twice.
    await page.goto('/en-au/search-results?q=beard')
    await expect(page.getByRole('tab', { name: /^ARTICLE/ })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('heading', { name: 'Top results' })).toBeVisible()
    const shown = await page
      .getByRole('main')
      .locator('section[aria-labelledby="top-results"] a, [role="tabpanel"] h3 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(new Set(shown).size).toBe(shown.length)
    await page.getByRole('tab', { name: /^PRODUCTS/ }).click()
    await expect(page.getByRole('heading', { name: 'Top results' })).toHaveCount(0)
  })
})
