// The page shell (src/features/shell): header, menu, footer, scrolling, breadcrumbs, brand logos, legacy
// links, the country dialog, and the error and not-found pages.
import { bringInFooter, expect, hydrated, type Page, pageWidths, painted, scrollTo, test, wholePageAccessible } from './fixtures'

const desktop = { width: 1280, height: 800 }
const mobile = { width: 375, height: 740 }

test.describe('header and menu', () => {
  test('the header turns solid after 150 px of scrolling, unless the page uses a white header', async ({ page }) => {
    await page.setViewportSize(desktop)
    await page.goto('/en-au/')
    const header = page.locator('header[data-header-style]')
    await expect(header).toHaveAttribute('data-solid', 'false')
    await scrollTo(page, 140)
    await expect(header).toHaveAttribute('data-solid', 'false')
    await scrollTo(page, 160)
    await expect(header).toHaveAttribute('data-solid', 'true')
    await scrollTo(page, 0)
    await expect(header).toHaveAttribute('data-solid', 'false')

    await page.goto('/en-au/contact-us')
    await expect(page.locator('header[data-header-style]')).toHaveAttribute('data-solid', 'true')
  })

  test('the mobile menu opens as a dialog, locks scrolling, and Escape closes it back to its button', async ({ page }) => {
    await page.setViewportSize(mobile)
    await page.goto('/en-au/')
    const button = page.getByRole('button', { name: 'Menu' })
    await button.click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'All products' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', 'true')
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked', 'true')
    await expect(button).toBeFocused()
  })

  test('search opens with popular searches, closes the menu, hides the desktop nav and locks scrolling', async ({ page }) => {
    await page.setViewportSize(desktop)
    await page.goto('/en-au/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav).toBeVisible()
    await page.getByRole('button', { name: 'Search' }).click()
    const search = page.getByRole('dialog', { name: 'Search' })
    await expect(search).toBeVisible()
    await expect(search.getByRole('heading', { name: 'Popular searches' })).toBeVisible()
    expect(await search.getByRole('listitem').count()).toBeGreaterThanOrEqual(3)
    await expect(search.getByRole('combobox', { name: 'Search products and articles' })).toBeFocused()
    await expect(nav).toBeHidden()
    await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', 'true')
    await search.getByRole('button', { name: 'Close search' }).click()
    await expect(search).toBeHidden()
    await expect(nav).toBeVisible()
    await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked', 'true')

    await page.setViewportSize(mobile)
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await menu.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible()
    await expect(menu).toBeHidden()
    await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', 'true')
  })

  test('without scripts the menu opens with its links, and search opens as a form that reaches the results page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: mobile })
    const page = await context.newPage()
    await page.goto('/en-au/')
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu.getByRole('link', { name: 'All products' })).toBeVisible()
    await menu.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
    await page.locator('header').getByRole('button', { name: 'Search', exact: true }).click()
    const search = page.getByRole('dialog', { name: 'Search' })
    await search.getByLabel('Search products and articles').fill('razor')
    await search.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/\/en-au\/search-results\?q=razor$/)
    await context.close()
  })

  test('desktop and mobile layouts switch at the 991 px breakpoint', async ({ page }) => {
    await page.goto('/en-au/')
    await page.setViewportSize({ width: 991, height: 800 })
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await page.setViewportSize({ width: 992, height: 800 })
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  })

  test('the skip link moves to the main content', async ({ page }) => {
    await page.goto('/en-au/contact-us')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await skip.press('Enter')
    await expect(page.locator('main#main-content')).toBeFocused()
  })

  test('each brand home has its own logo linking to that brand home; the gaming logo opens /en-au/ in a new tab', async ({ page }) => {
    for (const [path, name, href] of [
      ['/en-au/kingcashford', 'King C. Ashford home', '/en-au/kingcashford'],
      ['/en-au/ashfordlabs', 'AshfordLabs home', '/en-au/ashfordlabs'],
      ['/en-au/ashford-intimate', 'Ashford Intimate home', '/en-au/ashford-intimate'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', href)
    }
    await page.goto('/en-au/gaming')
    const logo = page.getByRole('link', { name: /Ashford home/ })
    await expect(logo).toHaveAttribute('href', '/en-au/')
    await expect(logo).toHaveAttribute('target', '_blank')
  })
})

test.describe('scrolling and the page lifecycle', () => {
  test('the scroll-to-top button appears after 300 px and takes the page back to the top', async ({ page }) => {
    await page.setViewportSize(mobile)
    await page.goto('/en-au/')
    const toTop = page.getByRole('button', { name: 'Back to top' })
    await scrollTo(page, 290)
    await expect(toTop).toHaveCount(0)
    await scrollTo(page, 320)
    await expect(toTop).toBeVisible()
    await toTop.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('the footer loads once the marker near the bottom comes into view', async ({ page }) => {
    await page.setViewportSize(mobile)
    await page.goto('/en-au/')
    await expect(page.getByTestId('site-footer')).toHaveCount(0)
    await scrollTo(page, 'bottom')
    await expect(page.getByTestId('site-footer')).toBeVisible()
    await expect(page.getByTestId('site-footer').getByRole('link', { name: 'Sitemap' })).toBeVisible()
  })

  test('the footer is loaded, not carried by the page: its content comes from /api/footer/<brand> when a visitor nears it', async ({ page, request }) => {
    // The page's HTML (markup and scripts' payload) holds neither the footer's menus nor the countries.
    const html = await (await request.get('/en-au/products/fusion5')).text()
    expect(html).not.toContain('site-footer')
    expect(html).not.toContain('New Zealand')

    const answer = await request.get('/api/footer/default')
    expect(answer.status()).toBe(200)
    expect(answer.headers()['cache-control']).toBe('public, max-age=60')
    const data = await answer.json()
    expect(data.menuSlots.map((slot: { heading: string }) => slot.heading)).toContain('Shop by range')
    expect(data.countries.map((country: { name: string }) => country.name)).toContain('New Zealand')
    expect(Object.keys(data.legal).sort()).toEqual(['privacyLink', 'privacyPolicyCHD', 'termsLink'])
    expect((await request.get('/api/footer/no-such-brand')).status()).toBe(404)

    await page.setViewportSize(mobile)
    await page.goto('/en-au/products/fusion5')
    await hydrated(page)
    const loaded = page.waitForResponse((response) => response.url().endsWith('/api/footer/default'))
    await bringInFooter(page)
    expect((await loaded).status()).toBe(200)
    const footer = page.getByTestId('site-footer')
    await expect(footer.getByRole('navigation', { name: 'Shop by range' }).getByRole('link', { name: 'Fusion5' })).toHaveAttribute(
      'href',
      '/en-au/family/fusion5',
    )
    await expect(footer.getByRole('heading', { name: 'Sign up to our newsletter' })).toBeVisible()
    await expect(footer.getByText(`© ${new Date().getFullYear()} Ashford`)).toBeVisible()
  })

  test('when the footer cannot be loaded, its links still show', async ({ page }) => {
    await page.route('**/api/footer/**', (route) => route.fulfill({ status: 503, body: '' }))
    await page.setViewportSize(mobile)
    await page.goto('/en-au/contact-us')
    await hydrated(page)
    await bringInFooter(page)
    const footer = page.getByTestId('site-footer')
    await expect(footer.getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/en-au/sitemap')
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Australia (English)' })).toHaveAttribute('href', '/en-au/country-selector')
  })

  test('a page restored from the back/forward cache is rendered again', async ({ page }) => {
    await page.goto('/en-au/contact-us')
    await hydrated(page)
    await page.evaluate(() => ((window as unknown as { staleMarker: boolean }).staleMarker = true))
    await Promise.all([page.waitForEvent('load'), page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })))])
    expect(await page.evaluate(() => (window as unknown as { staleMarker?: boolean }).staleMarker)).toBeUndefined()
  })
})

test.describe('breadcrumbs and legacy links', () => {
  test('breadcrumbs use the titles by slug, at the top or at the footer', async ({ page }) => {
    await page.goto('/en-au/contact-us')
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Contact us'])
    await page.goto('/en-au/compare-products')
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText(['Home', 'Compare Products'])

    for (const path of ['/en-au/heated-razor', '/en-au/spare-blades']) {
      await page.goto(path)
      // At the footer: the last thing in the main content, after the page's own sections.
      const last = page.locator('main#main-content > :last-child')
      await expect(last).toHaveAttribute('aria-label', 'Breadcrumb')
    }
    await page.goto('/en-au/heated-razor')
    await expect(page.locator('header[data-header-style]')).toHaveAttribute('data-header-style', 'transparent')
  })

  for (const [hash, target] of [
    ['#skinguard', '/en-au/products/skinguard-sensitive'],
    ['#fusion', '/en-au/products/fusion5'],
    ['#proglide', '/en-au/products/proglide'],
    ['#proshield', '/en-au/products/proshield'],
    ['#mach3', '/en-au/products/mach3'],
  ] as const) {
    test(`the legacy link ${hash} redirects to ${target}`, async ({ page }) => {
      await page.goto(`/en-au/${hash}`)
      await expect(page).toHaveURL(new RegExp(`${target}$`))
    })
  }

  test('a legacy hash typed on an open page redirects too', async ({ page }) => {
    await page.goto('/en-au/about-us')
    // Typed on an open page: the router has taken over (its first history entry would drop an earlier hash).
    await hydrated(page)
    await page.evaluate(() => {
      location.hash = '#fusion'
    })
    // A full navigation to the product page: allow for a busy machine.
    await expect(page).toHaveURL(/\/en-au\/products\/fusion5$/, { timeout: 15_000 })
  })
})

test.describe('country dialog', () => {
  test('the footer opens the country dialog; its filter narrows the list and says when nothing matches', async ({ page }) => {
    await page.goto('/en-au/contact-us')
    await scrollTo(page, 'bottom')
    const footer = page.getByTestId('site-footer')
    await footer.getByRole('button', { name: 'Australia (English)' }).click()
    const dialog = page.getByRole('dialog', { name: 'Choose your country' })
    await expect(dialog).toBeVisible()
    const filter = dialog.getByLabel('Filter countries')
    await filter.fill('zeal')
    await expect(dialog.getByRole('link', { name: /New Zealand/ })).toBeVisible()
    await expect(dialog.getByRole('link')).toHaveCount(1)
    await filter.fill('zzzz')
    await expect(dialog.getByRole('status')).toHaveText('No results found')
    await expect(dialog.getByRole('link')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(footer.getByRole('button', { name: 'Australia (English)' })).toBeFocused()
  })

  test('the open country dialog has no axe violations', async ({ page, axe }) => {
    await page.goto('/en-au/contact-us')
    await bringInFooter(page)
    await page.getByTestId('site-footer').getByRole('button', { name: 'Australia (English)' }).click()
    await expect(page.getByRole('dialog', { name: 'Choose your country' })).toBeVisible()
    await axe.expectNoViolations({ include: 'dialog[open]' })
  })
})

test.describe('error and not-found pages', () => {
  test('a failing page shows the generic error page', async ({ page }) => {
    await page.goto('/en-au/__test/error')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Ouch… Something's gone against the grain…")
  })

  test('a failing root layout still shows the generic error page, not the framework default', async ({ page }) => {
    await page.goto('/test-hooks/root-layout-error')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Ouch… Something's gone against the grain…")
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-AU')
  })

  test('unknown products and paths answer 404 with the Page not found title', async ({ page }) => {
    for (const path of ['/en-au/products/no-such-razor', '/en-au/no-such-page']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page).toHaveTitle('Page not found')
    }
  })

  test('the 404 page is in the server HTML: shell, one title, search box, links home, one noindex, data layer', async ({ request }) => {
    for (const path of [
      '/en-au/no-such-page',
      '/en-au/products/no-such-razor',
      '/en-au/family/none',
      '/en-au/a/b/c',
      '/en-au/write-review/no-such-razor',
      '/elsewhere',
    ]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      const html = await response.text()
      expect(html, path).toContain('<h1>Page not found</h1>')
      expect(html, path).toContain('Skip to content')
      expect(html, path).toMatch(/<form[^>]*action="\/en-au\/search-results"/)
      expect(html, path).toContain('href="/en-au/"')
      expect(html.match(/<title>Page not found<\/title>/g), path).toHaveLength(1)
      expect(html.match(/<meta name="robots" content="noindex"\/>/g), path).toHaveLength(1)
      expect(html.match(/<title>|<meta name="robots"/g), path).toHaveLength(2)
      expect(html, path).toContain('"pageType":"Brand Experience"')
      expect(html, path).toContain("addEventListener('hashchange'")
    }
  })

  test('without scripts the 404 page shows its content and searches', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/en-au/no-such-page')
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await page.getByLabel('Search for a product or an article').fill('razor')
    await page.getByRole('search', { name: 'Search the site' }).getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/en-au\/search-results\?q=razor$/)
    await context.close()
  })
})

test.describe('the first paint (scripts/server/firstPaint.mjs)', () => {
  /**
   * Every element's computed style (and its ::before and ::after where they have content), kept in the page
   * under `name`; with `compareTo`, the differences from the snapshot of that name ("element property: a -> b").
   */
  const styleSnapshot = (page: Page, name: string, { root = 'html', compareTo }: { root?: string; compareTo?: string } = {}) =>
    page.evaluate(
      ({ name, root, compareTo }) => {
        const store = window as unknown as Record<string, string[][]>
        const snapshot: string[][] = []
        for (const element of document.querySelectorAll(`${root}, ${root} *`)) {
          // Never drawn (React leaves a <template> where a client component bailed out of server rendering).
          if (['TEMPLATE', 'SCRIPT', 'STYLE', 'LINK', 'NOSCRIPT'].includes(element.tagName)) continue
          for (const pseudo of [null, '::before', '::after']) {
            const style = getComputedStyle(element, pseudo)
            if (pseudo && style.content === 'none') continue
            snapshot.push([
              `${element.tagName.toLowerCase()}${pseudo ?? ''}`,
              ...Array.from(style, (property) => `${property}: ${style.getPropertyValue(property)}`),
            ])
          }
        }
        store[name] = snapshot
        if (!compareTo) return []
        const before = store[compareTo]!
        if (before.length !== snapshot.length) return [`${before.length} against ${snapshot.length} styled boxes`]
        const found: string[] = []
        before.forEach((values, index) => {
          values.forEach((value, at) => {
            if (value !== snapshot[index]![at] && found.length < 10) found.push(`${index} ${values[0]} ${value} -> ${snapshot[index]![at]}`)
          })
        })
        return found
      },
      { name, root, compareTo },
    )
  /** The whole text of each stylesheet the page inlined in part, as the server sends the file. */
  const wholeStylesheets = async (page: Page) => {
    const hrefs = await page.locator('link[data-after-paint]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
    return Promise.all(hrefs.map(async (href) => (await page.request.get(href)).text()))
  }
  /** Adds every rule of the stylesheets once more, after the rest (`whole`: wholeStylesheets' texts). */
  const addEveryRule = (page: Page, whole: string[]) =>
    page.evaluate((css) => document.head.append(Object.assign(document.createElement('style'), { textContent: css.join('') })), whole)
  // The inline CSS each page had at its first paint, read as its document is parsed (before the boot script's steps).
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        ;(window as unknown as { firstPaintCss: string[] }).firstPaintCss = [...document.querySelectorAll('style[data-href]')].map(
          (style) => style.textContent ?? '',
        )
      }),
    )
  })
  /** Whether the page still holds only the rules it had at its first paint: no stylesheet switched on, no inline text replaced. */
  const stillCutDown = (page: Page) =>
    page.evaluate(() => {
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-after-paint]')]
      const first = (window as unknown as { firstPaintCss?: string[] }).firstPaintCss ?? []
      const now = [...document.querySelectorAll('style[data-href]')].map((style) => style.textContent ?? '')
      return links.length > 0 && links.every((link) => link.disabled) && first.length === now.length && first.every((text, index) => text === now[index])
    })
  /** Every element under `root` looks as it does with every rule of the stylesheets added once more. */
  const findsEveryRule = async (page: Page, root: string) => {
    await painted(page)
    await styleSnapshot(page, 'drawn', { root })
    await addEveryRule(page, await wholeStylesheets(page))
    return styleSnapshot(page, 'everyRule', { root, compareTo: 'drawn' })
  }

  test("every rewrite of the server's first paint is seen in pages served from this build (an upgrade of Next that changes its HTML fails here)", async ({
    request,
  }) => {
    for (const path of ['/en-au/', '/en-au/products/fusion5', '/en-au/search-results?q=razor', '/en-au/no-such-page']) {
      const response = await request.get(path)
      const html = await response.text()
      const nonce = /'nonce-([\w-]+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1]
      expect(nonce, path).toBeTruthy()
      // Stylesheets inline: every build stylesheet is a <style>, its link kept but disabled.
      expect(html, path).toMatch(/<style data-href="\/_next\/static\/[^"]+\.css">/)
      for (const link of html.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? []) expect(link, path).toMatch(/\sdisabled=""/)
      // Scripts after the first paint: no build script or script preload is live in the HTML (but the
      // polyfills for browsers without modules, which every current browser skips).
      expect(html, path).toMatch(/<script type="text\/deferred" src="\/_next\/static\//)
      const live = html.match(/<script[^>]*src="\/_next\/static\/[^>]*>/g)?.filter((tag) => !tag.includes('type="text/deferred"') && !/\snoModule=""/.test(tag))
      expect(live ?? [], path).toEqual([])
      expect(html.match(/<link[^>]*rel="preload"[^>]*as="script"[^>]*>/g) ?? [], path).toEqual([])
      // The boot script (with the early actions) carries this response's nonce, like every inline script.
      expect(html, path).toContain(`<script nonce="${nonce}">(function(){`)
      expect(html, path).toContain('data-early-action')
      for (const tag of html.match(/<script(?![^>]*\ssrc=)(?![^>]*type="(?:application\/ld\+json|text\/deferred)")[^>]*>/g) ?? [])
        expect(tag, path).toContain(`nonce="${nonce}"`)
    }
  })

  test('before any script runs, a page holds only the CSS it uses, and every element looks as it does with the whole stylesheets', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const width of pageWidths) {
      await page.setViewportSize({ width, height: 800 })
      for (const path of [
        '/en-au/',
        '/en-au/products/fusion5',
        '/en-au/articles/grooming-guides/body-grooming-guide',
        '/en-au/search-results?q=razor',
        '/en-au/contact-us',
      ]) {
        await page.goto(path)
        const whole = await wholeStylesheets(page)
        expect(whole.length, path).toBeGreaterThan(0)
        const inline = await page.locator('style[data-href]').evaluateAll((styles) => styles.map((style) => style.textContent ?? '').join(''))
        expect(inline.length, path).toBeLessThan(whole.join('').length)
        // Nor a rule only another page can match: the listing drawer's scroll lock on the root, which made the
        // browser check the whole document again after every change to it.
        expect(inline, path).not.toContain('html:has(')

        await styleSnapshot(page, 'firstPaint')
        // What the page's scripts do when they draw something new: every rule comes in (no scripts run here).
        await addEveryRule(page, whole)
        expect(await styleSnapshot(page, 'whole', { compareTo: 'firstPaint' }), `${path} at ${width} px`).toEqual([])
      }
    }
    await context.close()
  })

  // Nothing restyles the whole page after its first paint: each page keeps its cut-down CSS as it hydrates
  // and as its footer and Saved items come in (one test a page: together they outgrew a test's time).
  for (const path of [
    '/en-au/',
    '/en-au/products',
    '/en-au/razors?filter=skin-type:sensitive&sort=price-asc',
    '/en-au/products/fusion5',
    '/en-au/search-results?q=razor',
    '/en-au/contact-us',
    '/en-au/faq',
    '/en-au/articles/grooming-guides/body-grooming-guide',
    '/en-au/write-review/fusion5',
    // Short pages: the footer (drawn in the browser, with its newsletter form) is in view at once.
    '/en-au/double-optin/thanks',
    '/en-au/product-registration',
    '/en-au/gaming/register',
    '/en-au/no-such-page',
    // The Saved items list is drawn in the browser.
    '/en-au/fav-page',
  ]) {
    test(`${path} keeps its cut-down CSS as it hydrates and as its footer comes in`, async ({ page }) => {
      await page.goto(path)
      await hydrated(page)
      await page.waitForTimeout(500)
      expect(await stillCutDown(page), path).toBe(true)
      // The classes the footer and the list draw are named in the page's payload (laterClassNames).
      await bringInFooter(page)
      await expect(page.getByTestId('site-footer').getByRole('button', { name: 'Sign up' })).toBeVisible()
      if (path === '/en-au/fav-page') await expect(page.getByRole('tab', { name: /PRODUCTS/ })).toBeVisible()
      await page.waitForTimeout(200)
      expect(await stillCutDown(page), `${path} with its footer`).toBe(true)
      // (Saved items: the whole page; elsewhere the footer alone, as the rest of a page may still be drawing.)
      expect(await findsEveryRule(page, path === '/en-au/fav-page' ? 'body' : '[data-testid="site-footer"]'), `${path} with its footer`).toEqual([])
    })
  }

  test('what scripts show or draw later finds every rule: the listing tip, the article buttons, the review photo field, the search box, the footer', async ({
    page,
  }) => {
    await page.setViewportSize(mobile)
    // The filter tip, drawn hidden by the server, shown by the browser to a first-time visitor.
    await page.goto('/en-au/products')
    await hydrated(page)
    await page.locator('summary', { hasText: 'Filter' }).click()
    await expect(page.getByRole('heading', { name: 'Narrow the range' })).toBeVisible()
    expect(await findsEveryRule(page, 'details[open]')).toEqual([])
    // The article's Show Full Article, Copy link and helpful-vote buttons, drawn hidden by the server and
    // shown by the browser; the review's photo field, drawn by the browser where the server left an empty
    // field of its class.
    await page.goto('/en-au/articles/grooming-guides/body-grooming-guide')
    await hydrated(page)
    await expect(page.getByRole('button', { name: 'Show Full Article' })).toBeVisible()
    expect(await findsEveryRule(page, 'main')).toEqual([])
    await page.getByRole('button', { name: 'Show Full Article' }).click()
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible()
    expect(await findsEveryRule(page, 'main')).toEqual([])
    await page.goto('/en-au/write-review/fusion5')
    await hydrated(page)
    await expect(page.getByRole('group', { name: 'Add a photo (optional)' })).toBeVisible()
    expect(await findsEveryRule(page, 'main')).toEqual([])

    await page.goto('/en-au/products/fusion5')
    await hydrated(page)
    expect(await stillCutDown(page)).toBe(true)
    // The search box is drawn when search first opens.
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByRole('dialog', { name: 'Search' }).getByRole('combobox')).toBeVisible()
    expect(await findsEveryRule(page, 'dialog[open]')).toEqual([])
    await page.keyboard.press('Escape')
    await expect(page.locator('dialog[open]')).toHaveCount(0)
    // The footer is drawn when it comes near the viewport.
    await bringInFooter(page)
    expect(await findsEveryRule(page, '[data-testid="site-footer"]')).toEqual([])
  })
})

test.describe('accessibility (WCAG 2.2 AA at 375 and 1280 px)', () => {
  test('/en-au/no-such-page has no axe violations', wholePageAccessible('/en-au/no-such-page'))
})
