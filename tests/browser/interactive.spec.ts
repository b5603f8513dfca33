// Interactive from the first paint: what a visitor does before a page's scripts have run is not lost.
// Each test holds the page's scripts back (as a phone's network would), acts as soon as the page shows,
// releases the scripts and expects what the action does with scripts; the last ones act at first paint
// with the CPU slowed four times, without holding anything back.
import { expect, hydrated, type Page, test } from './fixtures'

/** SPEC.md's words when no country matches the filter. */
const NO_COUNTRY_RESULTS = 'No results found'

/** Holds every script of the build until `release()`; the page is drawn and can be used meanwhile. */
async function holdScripts(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** Nothing has hydrated yet: the shell's mark is absent while the scripts are held. */
async function expectNotHydrated(page: Page) {
  expect(await page.locator('html[data-hydrated]').count()).toBe(0)
}

test.describe('a tap or keystroke before the scripts have run is kept', () => {
  test('the header search button opens the search overlay at once, and its box takes focus once the scripts arrive', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const release = await holdScripts(page)
    await page.goto('/en-au/', { waitUntil: 'domcontentloaded' })
    await page.getByRole('button', { name: 'Search' }).click()
    // The browser's own invoker command opens the modal dialog: nothing waits for the scripts.
    const dialog = page.getByRole('dialog', { name: 'Search' })
    await expect(dialog).toBeVisible()
    await expectNotHydrated(page)
    release()
    await expect(dialog.getByRole('combobox', { name: 'Search products and articles' })).toBeFocused()
    await hydrated(page)
    await expect(page.locator('header[data-overlay]')).toHaveAttribute('data-overlay', 'search')
    await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', 'true')
  })

  test("a button another script adds to the page (a tag manager's banner) is never held: its own handler answers at once", async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/en-au/', { waitUntil: 'domcontentloaded' })
    await page.evaluate(() => {
      const banner = document.createElement('button')
      banner.type = 'button'
      banner.textContent = 'Accept cookies'
      banner.addEventListener('click', () => document.body.setAttribute('data-banner-accepted', ''))
      document.body.append(banner)
    })
    await page.getByRole('button', { name: 'Accept cookies' }).click()
    await expect(page.locator('body[data-banner-accepted]')).toBeAttached()
    await expectNotHydrated(page)
    release()
  })

  test('the header menu button opens the menu on a phone at once, and it stays open with its links when the scripts arrive', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    const release = await holdScripts(page)
    await page.goto('/en-au/products', { waitUntil: 'domcontentloaded' })
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link').first()).toBeVisible()
    await expectNotHydrated(page)
    release()
    await hydrated(page)
    await expect(menu).toBeVisible()
    // The controller takes the menu as it found it, open: the header knows, and the page behind does not scroll.
    await expect(page.locator('header[data-overlay]')).toHaveAttribute('data-overlay', 'menu')
    await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', 'true')
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused()
  })

  test('in a browser without invoker commands, the menu button tapped twice before the scripts opens the menu once they arrive', async ({ page }) => {
    // Such a browser (Safari before 26.2, say) ignores `commandfor`: the header's controller opens the dialogs.
    await page.addInitScript(() => {
      delete (HTMLButtonElement.prototype as { commandForElement?: unknown }).commandForElement
      new MutationObserver(() => document.querySelectorAll('[commandfor]').forEach((button) => button.removeAttribute('commandfor'))).observe(document, {
        childList: true,
        subtree: true,
      })
    })
    await page.setViewportSize({ width: 375, height: 740 })
    const release = await holdScripts(page)
    await page.goto('/en-au/products', { waitUntil: 'domcontentloaded' })
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true })
    // Nothing seems to happen, so the visitor taps again: that is still one wish to open the menu.
    await menuButton.click()
    await menuButton.click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeHidden()
    await expectNotHydrated(page)
    release()
    await expect(menu).toBeVisible()
    await hydrated(page)
    await expect(menu).toBeVisible()
    await menu.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
    await expect(page.locator('header[data-overlay]')).toHaveAttribute('data-overlay', 'none')
    await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked')
    await expect(menuButton).toBeFocused()
  })

  test('text typed into the country filter filters the list once the scripts arrive', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/en-au/country-selector', { waitUntil: 'domcontentloaded' })
    const filter = page.getByLabel('Filter countries')
    await filter.pressSequentially('Zzqx')
    await expectNotHydrated(page)
    release()
    await expect(page.getByRole('status')).toHaveText(NO_COUNTRY_RESULTS)
    await expect(page.getByRole('link', { name: /Australia/ })).toHaveCount(0)
    await expect(filter).toHaveValue('Zzqx')
    // And typing goes on as usual.
    await filter.fill('Austral')
    await expect(page.getByRole('link', { name: /Australia/ })).toBeVisible()
  })

  test('a variant chosen on the product page is chosen once the scripts arrive', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/en-au/products/fusion5', { waitUntil: 'domcontentloaded' })
    const variant = page.getByRole('group', { name: /^Select variant/ }).getByRole('button', { name: /Razor \+ 2 cartridges/ })
    await variant.click()
    await expectNotHydrated(page)
    release()
    await expect(variant).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('group', { name: /^Select variant/ })).toContainText('Select variant: Razor + 2 cartridges')
  })

  test('a variant then Buy Now, tapped in that order before the scripts arrive, open the chooser for that variant', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/en-au/products/fusion5', { waitUntil: 'domcontentloaded' })
    await page
      .getByRole('group', { name: /^Select variant/ })
      .getByRole('button', { name: /Razor \+ 4 cartridges/ })
      .click()
    await page.getByRole('button', { name: 'Buy Now' }).click()
    await expectNotHydrated(page)
    release()
    const chooser = page.getByRole('dialog', { name: 'Where to buy' })
    await expect(chooser).toBeVisible()
    await expect(chooser).toContainText('Razor + 4 cartridges')
  })

  test('a sort chosen on the product listing is applied once the scripts arrive', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('filter_annotation_dismissed', 'true'))
    const release = await holdScripts(page)
    await page.goto('/en-au/products', { waitUntil: 'domcontentloaded' })
    await page.locator('#listing-sort').selectOption({ index: 1 })
    const chosen = await page.locator('#listing-sort').inputValue()
    await expectNotHydrated(page)
    release()
    await expect(page).toHaveURL(new RegExp(`[?&]sort=${chosen}`))
    await expect(page.locator('#listing-sort')).toHaveValue(chosen)
  })

  test('the review form keeps what was typed, ticked and chosen before the scripts arrived', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/en-au/write-review/fusion5', { waitUntil: 'domcontentloaded' })
    await page.getByRole('group', { name: 'Overall rating' }).getByLabel('4 stars').check()
    await page.getByLabel('Review summary').pressSequentially('Kept from the start')
    await page.getByLabel('Birth month').selectOption('3')
    await expectNotHydrated(page)
    release()
    await hydrated(page)
    // The photo upload, drawn once the scripts run, is there to use.
    await expect(page.getByRole('group', { name: 'Add a photo (optional)' }).getByLabel('Photo file')).toBeAttached()
    await expect(page.getByLabel('Review summary')).toHaveValue('Kept from the start')
    await expect(page.getByRole('group', { name: 'Overall rating' }).getByLabel('4 stars')).toBeChecked()
    await expect(page.getByLabel('Birth month')).toHaveValue('3')
  })

  test('the question form keeps what was typed and ticked before the scripts arrived', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/en-au/questions/fusion5', { waitUntil: 'domcontentloaded' })
    await page.getByLabel('Your question').pressSequentially('Kept from the start')
    await page.getByLabel('I have read and accept the General Terms and Conditions.').check()
    await expectNotHydrated(page)
    release()
    await hydrated(page)
    await expect(page.getByLabel('Your question')).toHaveValue('Kept from the start')
    await expect(page.getByLabel('I have read and accept the General Terms and Conditions.')).toBeChecked()
  })

  test("the search page's tabs and sort take what was chosen before the scripts arrived", async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/en-au/search-results?q=razor', { waitUntil: 'domcontentloaded' })
    await page.getByRole('tab', { name: /^ARTICLE/ }).click()
    await expectNotHydrated(page)
    release()
    await expect(page.getByRole('tab', { name: /^ARTICLE/ })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toBeVisible()
  })
})

test('the contract with React that keeping early actions relies on (scripts/server/earlyActions.mjs) holds in this build', async ({ page }) => {
  await page.goto('/en-au/country-selector')
  await hydrated(page)
  const filter = page.getByLabel('Filter countries')
  // A hydrated element carries React's props under a key that starts `__reactProps$`.
  expect(await filter.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')))).toBe(true)
  // After hydration defaultValue is the value the component rendered.
  expect(await filter.evaluate((element) => (element as HTMLInputElement).defaultValue)).toBe('')
  // A value set through the prototype after one set through the element, then an input event: onChange sees it.
  await filter.evaluate((element) => {
    const input = element as HTMLInputElement
    input.value = ''
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, 'Zzqx')
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await expect(page.getByRole('status')).toHaveText(NO_COUNTRY_RESULTS)
})

test.describe('at first paint on a phone four times slower', () => {
  test.beforeEach(async ({ page }) => {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  })

  test('the search button, clicked as soon as it shows, opens the overlay', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/en-au/', { waitUntil: 'commit' })
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible({ timeout: 15_000 })
  })

  test('the country filter, typed into as soon as it shows, filters', async ({ page }) => {
    await page.goto('/en-au/country-selector', { waitUntil: 'commit' })
    await page.getByLabel('Filter countries').pressSequentially('Zzqx')
    await expect(page.getByRole('status')).toHaveText(NO_COUNTRY_RESULTS, { timeout: 15_000 })
  })
})
