// Search (src/features/search): the overlay with suggestions, the results page, and records that follow
// what editors publish.
import { type APIRequestContext, EDITING, expect, expectPageToShow, hydrated, type Page, painted, test, wholePageAccessible } from './fixtures'
import { backOffice, documentReady } from './support/backOffice'

async function openSearch(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/en-au/')
  await page.getByRole('button', { name: 'Search' }).click()
  const dialog = page.getByRole('dialog', { name: 'Search' })
  return { dialog, box: dialog.getByRole('combobox', { name: 'Search products and articles' }) }
}

test.describe('search overlay', () => {
  test('shows popular searches when empty, then suggestions from the three indexes as the visitor types', async ({ page, axe }) => {
    const { dialog, box } = await openSearch(page)
    await expect(dialog.getByRole('heading', { name: 'Popular searches' })).toBeVisible()
    await box.fill('razr') // a typo still finds razors
    const list = dialog.getByRole('listbox', { name: 'Suggestions' })
    await expect(list).toBeVisible()
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    const products = list.getByRole('group', { name: 'Products' }).getByRole('option')
    await expect(products.first()).toContainText(/razor/i)
    expect(await products.count()).toBeLessThanOrEqual(5)
    await expect(dialog.getByRole('heading', { name: 'Popular searches' })).toHaveCount(0)
    await axe.expectNoViolations({ include: 'dialog[open]' })
  })

  test('arrow keys move through the suggestions and Enter opens the active one', async ({ page }) => {
    const { dialog, box } = await openSearch(page)
    await box.fill('fusion5')
    const options = dialog.getByRole('option')
    await expect(options.first()).toBeVisible()
    await box.press('ArrowDown')
    const first = await options.first().getAttribute('id')
    await expect(box).toHaveAttribute('aria-activedescendant', first!)
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    await box.press('ArrowDown')
    await box.press('ArrowUp')
    await expect(box).toHaveAttribute('aria-activedescendant', first!)
    await box.press('Enter')
    await expect(page).not.toHaveURL(/\/en-au\/$/)
  })

  test('Escape closes the suggestions first, then the overlay', async ({ page }) => {
    const { dialog, box } = await openSearch(page)
    await box.fill('beard')
    await expect(dialog.getByRole('listbox')).toBeVisible()
    await box.press('Escape')
    await expect(dialog.getByRole('listbox')).toBeHidden()
    await expect(dialog).toBeVisible()
    await box.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('an answer to earlier input that arrives late is discarded', async ({ page }) => {
    // The answer for "shave" is held back until the one for "fusion5" is on screen, then let through.
    let releaseShave = () => {}
    const shaveHeld = new Promise<void>((resolve) => (releaseShave = resolve))
    const isShave = (body: string | null) => (body ?? '').includes('"query":"shave"')
    await page.route('**/api/search/**', async (route) => {
      if (isShave(route.request().postData())) await shaveHeld
      await route.continue()
    })
    const { dialog, box } = await openSearch(page)
    await box.fill('shave')
    await page.waitForRequest((request) => isShave(request.postData()))
    await box.fill('fusion5')
    const products = dialog.getByRole('group', { name: 'Products' }).getByRole('option')
    await expect(products.first()).toContainText(/fusion5/i)
    const shown = await products.allInnerTexts()

    // Held past the search client's read timeout (a slow answer for "fusion5"), the client gives the request
    // up rather than read it: either way the answer to the earlier input must not replace the later one.
    const shaveSettled = Promise.race([
      page.waitForEvent('requestfinished', (request) => isShave(request.postData())),
      page.waitForEvent('requestfailed', (request) => isShave(request.postData())),
    ])
    releaseShave()
    await shaveSettled
    await painted(page)
    expect(await products.allInnerTexts()).toEqual(shown)
    await expect(box).toHaveValue('fusion5')
  })

  test('a popular search leads to the search page with the query in the URL', async ({ page }) => {
    await page.goto('/en-au/')
    await page.getByRole('button', { name: 'Search' }).click()
    const first = page.getByRole('dialog', { name: 'Search' }).getByRole('listitem').first().getByRole('link')
    const term = (await first.textContent())!.trim()
    await expect(first).toHaveAttribute('href', `/en-au/search-results?q=${encodeURIComponent(term)}`)
  })

  test('submitting goes to the results page with the query in the URL', async ({ page }) => {
    const { box } = await openSearch(page)
    await box.fill('beard oil')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/en-au\/search-results\?q=beard\+oil$/)
  })
})

test.describe('search results page', () => {
  const tab = (page: Page, name: 'PRODUCTS' | 'ARTICLE') => page.getByRole('tab', { name: new RegExp(`^${name}`) })

  test('shows top suggestions, top results and the ARTICLE tab first when there are articles', async ({ page, axe }) => {
    await page.goto('/en-au/search-results?q=beard')
    await expect(tab(page, 'ARTICLE')).toHaveAttribute('aria-selected', 'true')
    await expect(tab(page, 'PRODUCTS')).toHaveAttribute('aria-selected', 'false')
    await expect(page.getByRole('heading', { name: 'Top results' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Top suggestions' })).toBeVisible()
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible()
    await tab(page, 'ARTICLE').press('ArrowLeft')
    await expect(tab(page, 'PRODUCTS')).toHaveAttribute('aria-selected', 'true')
    await expect(tab(page, 'PRODUCTS')).toBeFocused()
    await axe.expectNoViolations()
  })

  test('the first results are in the page itself: they show without JavaScript', async ({ noScriptPage: page }) => {
    await page.goto('/en-au/search-results?q=beard')
    await expect(tab(page, 'ARTICLE')).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(10)
    await expect(page.getByRole('heading', { name: 'Top results' })).toBeVisible()
    await expect(page.getByRole('searchbox', { name: 'Search products and articles' })).toHaveValue('beard')
  })

  test('selects PRODUCTS when there are no articles but some products', async ({ page }) => {
    await page.goto('/en-au/search-results?q=fusion5')
    await expect(tab(page, 'PRODUCTS')).toHaveAttribute('aria-selected', 'true')
    await expect(tab(page, 'ARTICLE')).toHaveText('ARTICLE (0)')
  })

  test('show more loads 10 more until the last page, then hides', async ({ page }) => {
    await page.goto('/en-au/search-results?q=razor')
    await tab(page, 'PRODUCTS').click()
    const items = page.getByRole('tabpanel').getByRole('listitem')
    await expect(items).toHaveCount(10)
    const more = page.getByRole('button', { name: 'Show more' })
    await more.click()
    await expect(items).toHaveCount(20)
    await more.click()
    const total = Number((await tab(page, 'PRODUCTS').innerText()).match(/\((\d+)\)/)![1])
    await expect(items).toHaveCount(total)
    await expect(more).toHaveCount(0)
  })

  test('opening a result counts a click at its position, in the first answer and in hits shown later', async ({ page }) => {
    // The click counts go out as beacons, whose bodies Playwright cannot read in Chromium: kept as sent.
    await page.addInitScript(() => {
      const sent: Promise<string>[] = []
      Object.assign(window, { sentInsights: sent })
      const send = navigator.sendBeacon.bind(navigator)
      navigator.sendBeacon = (url, data) => {
        if (String(url).endsWith('/api/search-insights') && data instanceof Blob) sent.push(data.text())
        return send(url, data)
      }
    })
    const clicks = () =>
      page.evaluate(async () => {
        const sent = await Promise.all((window as unknown as { sentInsights: Promise<string>[] }).sentInsights)
        return sent.map((text) => JSON.parse(text) as { event: string; position?: number }).filter((event) => event.event === 'click')
      })
    await page.goto('/en-au/search-results?q=razor&tab=products')
    await hydrated(page)
    // Keep each click, drop the navigation.
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()))
    const links = page.getByRole('tabpanel').getByRole('heading').getByRole('link')
    await links.nth(1).click()
    await expect.poll(clicks).toEqual([{ event: 'click', query: 'razor', pageType: 'results', position: 2 }])
    await page.getByRole('button', { name: 'Show more' }).click()
    await expect(links).toHaveCount(20)
    await links.nth(11).click()
    await expect.poll(async () => (await clicks()).map((click) => click.position)).toEqual([2, 12])
  })

  test('the product sort reorders the products tab', async ({ page }) => {
    await page.goto('/en-au/search-results?q=razor')
    await tab(page, 'PRODUCTS').click()
    await page.getByLabel('Sort products by').selectOption('name')
    const titles = page.getByRole('tabpanel').getByRole('heading')
    await expect(async () => {
      const names = await titles.allInnerTexts()
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-AU')))
    }).toPass()
    await expect(tab(page, 'PRODUCTS')).toHaveAttribute('aria-selected', 'true')
  })

  test("no results says 'No search results found for' with the query, escaped", async ({ page }) => {
    let dialogs = 0
    page.on('dialog', () => dialogs++)
    const query = "<script>alert('x')</script> zzqqx"
    await page.goto(`/en-au/search-results?q=${encodeURIComponent(query)}`)
    await expect(page.getByText('No search results found for')).toContainText(`“${query}”`)
    expect(dialogs).toBe(0)
    await expect(page.locator('main script', { hasText: "alert('x')" })).toHaveCount(0)
  })

  test('no results offers popular searches and popular products to go on with, without scripts too', async ({ noScriptPage: page }) => {
    await page.goto('/en-au/search-results?q=zzqqxnothing')
    await expect(page.getByText('No search results found for')).toBeVisible()
    const searches = page.getByRole('region', { name: 'Popular searches' }).getByRole('link')
    expect(await searches.count()).toBeGreaterThan(0)
    await expect(searches.first()).toHaveAttribute('href', /^\/en-au\/search-results\?q=/)
    const products = page.getByRole('region', { name: 'Popular products' }).getByRole('link')
    await expect(products).toHaveCount(4)
    await expect(products.first()).toHaveAttribute('href', /^\/en-au\/products\//)
    await searches.first().click()
    await expect(page.getByText(/\d+ results for/)).toBeVisible()
  })

  test("a failing search logs 'An Error Occurred' and stops the loader", async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto('/en-au/search-results?q=razor')
    await tab(page, 'PRODUCTS').click()
    await page.route('**/api/search/**', (route) => route.fulfill({ status: 500, body: '{"message":"down","status":500}' }))
    await page.getByLabel('Sort products by').selectOption('price-asc')
    await expect.poll(() => errors.some((text) => text.includes('An Error Occurred'))).toBe(true)
    await expect(page.getByRole('status').filter({ hasText: 'Searching…' })).toHaveCount(0)
    await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(10)
  })
})

test.describe('search records', () => {
  test(
    "an editor's published change is searchable without a restart, and unpublishing removes it",
    { tag: EDITING },
    async ({ page, editor, freshArticle }) => {
      const word = `quokkaword${Date.now()}`
      const articles = page.getByRole('tab', { name: /^ARTICLE/ })
      expect(
        (await editor.patch(`/cms-api/articles/${freshArticle.id}`, { data: { title: `${freshArticle.title} ${word}`, _status: 'published' } })).status(),
      ).toBe(200)
      await expectPageToShow(page, `/en-au/search-results?q=${word}`, 'ARTICLE (1)')
      await expect(articles).toHaveText('ARTICLE (1)')
      await expect(page.getByRole('tabpanel')).toContainText(word)

      expect((await editor.patch(`/cms-api/articles/${freshArticle.id}`, { data: { _status: 'draft' } })).status()).toBe(200)
      await expectPageToShow(page, `/en-au/search-results?q=${word}`, 'No search results found for')
    },
  )
})

test.describe('editors steer search (synonyms and query rules)', () => {
  /** A seeded product's id (relations are by id). */
  async function productId(editor: APIRequestContext, slug: string): Promise<number> {
    const response = await editor.get(`/cms-api/products?where[slug][equals]=${slug}&depth=0&limit=1`)
    expect(response.status()).toBe(200)
    return ((await response.json()) as { docs: { id: number }[] }).docs[0]!.id
  }
  /** Creates a document through the CMS API as the editor; returns how to delete it. */
  async function create(editor: APIRequestContext, collection: string, data: object): Promise<() => Promise<unknown>> {
    const response = await editor.post(`/cms-api/${collection}`, { data })
    expect(response.status(), await response.text()).toBe(201)
    const { doc } = (await response.json()) as { doc: { id: number } }
    return () => editor.delete(`/cms-api/${collection}/${doc.id}`)
  }

  test('the steering collections are not public: the CMS API answers a visitor 403', async ({ request }) => {
    expect((await request.get('/cms-api/search-rules')).status()).toBe(403)
    expect((await request.get('/cms-api/search-synonyms')).status()).toBe(403)
    expect((await request.post('/cms-api/search-synonyms', { data: { kind: 'synonym', synonyms: 'a, b' } })).status()).toBe(403)
  })

  test('a synonym and a pinned product reach the results page and the overlay within seconds', { tag: EDITING }, async ({ page, editor }) => {
    const word = `quokkasyn${Date.now()}`
    const heated = await productId(editor, 'heated-razor')
    const cleanUp = [
      // The word finds the Mach3 razors; the heated razor is pinned first.
      await create(editor, 'search-synonyms', { kind: 'oneWaySynonym', input: word, synonyms: 'mach3' }),
      await create(editor, 'search-rules', { title: `Pin for ${word}`, pattern: word, anchoring: 'is', pinned: [{ product: heated, position: 1 }] }),
    ]
    try {
      // The products tab's list: the pinned product first, then what the synonym finds.
      const hits = page.getByRole('tabpanel', { name: /^PRODUCTS/ }).getByRole('listitem')
      await expect(async () => {
        await page.goto(`/en-au/search-results?q=${word}`)
        await expect(hits.first()).toContainText('Heated Razor', { timeout: 1_000 })
      }).toPass({ timeout: 10_000 })
      await expect(hits.nth(1)).toContainText('Mach3')

      const { dialog, box } = await openSearch(page)
      await box.fill(word)
      const products = dialog.getByRole('listbox', { name: 'Suggestions' }).getByRole('group', { name: 'Products' }).getByRole('option')
      await expect(products.first()).toContainText('Heated Razor')
      await expect(products.nth(1)).toContainText('Mach3')
    } finally {
      for (const remove of cleanUp) await remove()
    }
  })

  test(
    'a rule that redirects "contact" lands on the contact page, from the results page and the overlay’s Enter',
    { tag: EDITING },
    async ({ page, editor }) => {
      const remove = await create(editor, 'search-rules', { title: 'Contact', pattern: 'contact', anchoring: 'is', redirect: '/en-au/contact-us' })
      try {
        await expect(async () => {
          await page.goto('/en-au/search-results?q=Contact')
          await expect(page).toHaveURL(/\/en-au\/contact-us$/, { timeout: 1_000 })
        }).toPass({ timeout: 10_000 })

        const { dialog, box } = await openSearch(page)
        await box.fill('contact')
        // Enter once the suggestions' answer is in (it carries the rule), and without it: the results page redirects.
        await expect(dialog.getByRole('status')).not.toHaveText(/Searching|^$/)
        await box.press('Enter')
        await expect(page).toHaveURL(/\/en-au\/contact-us$/)
      } finally {
        await remove()
      }
    },
  )

  test('a banner shows only inside its period: not before it starts, not after it ends', { tag: EDITING }, async ({ page, editor }) => {
    const word = `quokkabanner${Date.now()}`
    const hour = 3_600_000
    const cleanUp = [
      await create(editor, 'search-rules', {
        title: `Now for ${word}`,
        pattern: word,
        anchoring: 'contains',
        startsAt: new Date(Date.now() - hour).toISOString(),
        endsAt: new Date(Date.now() + hour).toISOString(),
        banner: { text: `Running now ${word}`, link: '/en-au/contact-us' },
      }),
      await create(editor, 'search-rules', {
        title: `Over for ${word}`,
        pattern: word,
        anchoring: 'contains',
        startsAt: new Date(Date.now() - 3 * hour).toISOString(),
        endsAt: new Date(Date.now() - 2 * hour).toISOString(),
        banner: { text: `Ended ${word}` },
      }),
      await create(editor, 'search-rules', {
        title: `Later for ${word}`,
        pattern: word,
        anchoring: 'contains',
        startsAt: new Date(Date.now() + 24 * hour).toISOString(),
        banner: { text: `Starts tomorrow ${word}` },
      }),
    ]
    try {
      await expectPageToShow(page, `/en-au/search-results?q=razor+${word}`, `Running now ${word}`)
      await expect(page.getByRole('region', { name: 'Featured' }).getByRole('link', { name: `Running now ${word}` })).toHaveAttribute(
        'href',
        '/en-au/contact-us',
      )
      await expect(page.getByText(`Starts tomorrow ${word}`)).toHaveCount(0)
      await expect(page.getByText(`Ended ${word}`)).toHaveCount(0)
    } finally {
      for (const remove of cleanUp) await remove()
    }
  })
})

test.describe('what visitors search for', () => {
  test('a search and its result counts reach the back office’s report rows within seconds, no personal data', { tag: EDITING }, async ({ page, editor }) => {
    // Letters only: a long run of digits would read as a phone number, which is never counted.
    const word = `quokkacount${Date.now()
      .toString(36)
      .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`
    await page.goto(`/en-au/search-results?q=${word.toUpperCase()}`)
    await expect(page.getByText('No search results found for')).toBeVisible()
    await page.goto('/en-au/search-results?q=jane%40example.com')
    await expect(async () => {
      const response = await editor.get(`/cms-api/search-insights?where[query][equals]=${word}&depth=0`)
      expect(response.status()).toBe(200)
      const { docs } = (await response.json()) as { docs: Record<string, unknown>[] }
      expect(docs).toEqual([expect.objectContaining({ query: word, pageType: 'results', searches: 1, noResults: 1, hits: 0 })])
    }).toPass({ timeout: 15_000 })
    const emails = (await (await editor.get('/cms-api/search-insights?where[query][like]=example&depth=0')).json()) as { totalDocs: number }
    expect(emails.totalDocs).toBe(0)
  })

  test(
    'searches made in the browser show in the back office’s report with their counts; from a no-result search the editor adds a synonym and a pinned product in the back office, and the results page and overlay follow within seconds',
    { tag: EDITING },
    async ({ page, browser, baseURL, editor }) => {
      test.setTimeout(150_000)
      // Letters only (a long run of digits would read as a phone number, which is never counted).
      const word = `quokkareport${Date.now()
        .toString(36)
        .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`
      const found = `razor ${word}` // no record has both words: any word will do, so razors are found
      const searchFor = async (query: string, shown: string | RegExp) => {
        // Its count goes out as a beacon (whose body Playwright cannot read in Chromium: microsoft/playwright#12231).
        const counted = page.waitForRequest((request) => request.url().endsWith('/api/search-insights'))
        await page.goto(`/en-au/search-results?q=${encodeURIComponent(query)}`)
        await expect(page.getByText(shown).first()).toBeVisible()
        await counted
      }
      for (let i = 0; i < 3; i++) await searchFor(found, /\d+ results for/)
      for (let i = 0; i < 2; i++) await searchFor(word, 'No search results found for')

      const context = await backOffice(browser, baseURL!)
      const cleanUp: (() => Promise<unknown>)[] = []
      try {
        const editorPage = await context.newPage()
        const week = editorPage.getByRole('region', { name: /^Last 7 days: \d+ searches$/ })
        const top = week.getByRole('list', { name: 'Top searches' }).getByRole('listitem')
        const noResults = week.getByRole('list', { name: 'Searches with no results' }).getByRole('listitem')
        // The counts are written every few seconds, so the last searches may show a load later than the first.
        await expect(async () => {
          await editorPage.goto('/admin/collections/search-insights')
          await expect(top.filter({ hasText: found }), 'the found search among the top searches').toHaveText(`${found} (3)`, { timeout: 1_000 })
          await expect(top.filter({ hasText: word }).filter({ hasNotText: 'razor' })).toHaveText(`${word} (2)`, { timeout: 1_000 })
        }).toPass({ timeout: 30_000 })
        const row = noResults.filter({ hasText: word })
        await expect(row).toContainText(`${word} (2)`)
        await expect(noResults.filter({ hasText: found })).toHaveCount(0)

        // "Add a synonym": a new two-way synonym already listing the search; the editor adds "razor" and saves.
        await row.getByRole('link', { name: `Add a synonym for “${word}”` }).click()
        await expect(editorPage).toHaveURL(`/admin/collections/search-synonyms/create?fromSearch=${word}`)
        await documentReady(editorPage)
        await expect(editorPage.locator('#field-synonyms')).toHaveValue(`${word}, `)
        await editorPage.locator('#field-synonyms').fill(`${word}, razor`)
        await editorPage.locator('#action-save').click()
        await expect(editorPage).toHaveURL(/\/admin\/collections\/search-synonyms\/\d+$/)
        const synonymId = editorPage.url().split('/').pop()
        cleanUp.push(() => editor.delete(`/cms-api/search-synonyms/${synonymId}`))
        // The search finds razors now, within seconds.
        await expect(async () => {
          await page.goto(`/en-au/search-results?q=${word}`)
          await expect(page.getByRole('tab', { name: /^PRODUCTS/ }), 'the search finds products').toHaveText(/^PRODUCTS \([1-9]\d*\)$/, { timeout: 1_000 })
        }).toPass({ timeout: 15_000 })

        // "Add a rule": a new rule for exactly that search, named after it; the editor pins the heated razor first.
        await editorPage.goto('/admin/collections/search-insights')
        await row.getByRole('link', { name: `Add a rule for “${word}”` }).click()
        await expect(editorPage).toHaveURL(`/admin/collections/search-rules/create?fromSearch=${word}`)
        await documentReady(editorPage)
        await expect(editorPage.locator('#field-pattern')).toHaveValue(word)
        await expect(editorPage.locator('#field-title')).toHaveValue(`No results for “${word}”`)
        await editorPage.getByRole('button', { name: 'Add Pinned product' }).click()
        await editorPage.locator('#field-pinned__0__product .rs__control').click()
        await editorPage.keyboard.type('Heated')
        await editorPage.getByRole('option', { name: /Heated Razor/ }).click()
        await expect(editorPage.locator('#field-pinned__0__position')).toHaveValue('1')
        await editorPage.locator('#action-save').click()
        await expect(editorPage).toHaveURL(/\/admin\/collections\/search-rules\/\d+$/)
        const ruleId = editorPage.url().split('/').pop()
        cleanUp.push(() => editor.delete(`/cms-api/search-rules/${ruleId}`))
        // Within seconds the results page and the overlay show it first, then what the synonym finds.
        const hits = page.getByRole('tabpanel', { name: /^PRODUCTS/ }).getByRole('listitem')
        await expect(async () => {
          await page.goto(`/en-au/search-results?q=${word}`)
          // The synonym finds articles about razors too, so the ARTICLE tab opens first.
          await page.getByRole('tab', { name: /^PRODUCTS/ }).click()
          await expect(hits.first()).toContainText('Heated Razor', { timeout: 1_000 })
        }).toPass({ timeout: 15_000 })
        await expect(hits.nth(1)).toContainText(/razor/i)
        const { dialog, box } = await openSearch(page)
        await box.fill(word)
        const suggested = dialog.getByRole('listbox', { name: 'Suggestions' }).getByRole('group', { name: 'Products' }).getByRole('option')
        await expect(suggested.first()).toContainText('Heated Razor')

        // Without the report's link, a new rule's form starts empty.
        await editorPage.goto('/admin/collections/search-rules/create')
        await documentReady(editorPage)
        await expect(editorPage.locator('#field-pattern')).toHaveValue('')
      } finally {
        await context.close()
        for (const remove of cleanUp) await remove()
      }
    },
  )

  test('visitors cannot read or write the counts through the CMS API', async ({ request }) => {
    expect((await request.get('/cms-api/search-insights')).status()).toBe(403)
  })
})

test.describe('accessibility (WCAG 2.2 AA at 375 and 1280 px)', () => {
  test('/en-au/search-results has no axe violations', wholePageAccessible('/en-au/search-results'))
})
