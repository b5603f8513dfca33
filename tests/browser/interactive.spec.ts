// Interactive from the first paint: what a visitor does before a page's scripts have run is not lost.
// Every control works by progressive enhancement: the browser itself carries out what is done before the
// scripts (a form field keeps what was typed, a radio button its tick, a link or form is followed, an
// invoker command opens its dialog), and the component takes that state from the page when it mounts.
// Each control is tried twice: with the page's scripts held back (as a phone's network would), acting as
// soon as the page shows, then releasing them; and at first paint with the CPU slowed four times, holding
// nothing back, so that the action lands before, during or after hydration.
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

/** Whether the dialog is the modal one (focus kept inside, the page behind inert), not a popover. */
const isModal = (page: Page, id: string) => page.locator(`#${id}`).evaluate((dialog) => dialog.matches(':modal'))

const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search' })
const searchBox = (page: Page) => searchDialog(page).getByRole('combobox', { name: 'Search products and articles' })
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' })
const variantGroup = (page: Page) => page.getByRole('group', { name: /^Select variant/ })
const variant = (page: Page, name: string) => variantGroup(page).getByRole('radio', { name: new RegExp(name.replace(/\+/g, '\\+')) })
const chooser = (page: Page) => page.getByRole('dialog', { name: 'Where to buy' })
const tab = (page: Page, name: 'PRODUCTS' | 'ARTICLE') => page.getByRole('tab', { name: new RegExp(`^${name}`) })
const reviewSummary = (page: Page) => page.getByLabel('Review summary')
const fourStars = (page: Page) => page.getByRole('group', { name: 'Overall rating' }).getByLabel('4 stars')

/**
 * A control as a visitor uses it: the page, what they do as soon as it shows, what shows at once when the
 * scripts are held back (`atOnce`), and what the action has done once the scripts have run (`done`,
 * waiting up to `timeout`).
 */
interface Control {
  title: string
  path: string
  width?: number
  act: (page: Page) => Promise<void>
  atOnce?: (page: Page) => Promise<void>
  done: (page: Page, timeout: number) => Promise<void>
}

const controls: Control[] = [
  {
    title: 'the header search button opens the overlay, and its box keeps every key typed the moment it opens; suggestions follow',
    path: '/en-au/',
    width: 1280,
    act: async (page) => {
      await page.getByRole('button', { name: 'Search' }).click()
      // Typed at once, into whatever has focus: the box must have it as the dialog opens.
      await page.keyboard.type('fusion', { delay: 30 })
    },
    atOnce: async (page) => {
      await expect(searchDialog(page)).toBeVisible()
      await expect(searchBox(page)).toBeFocused()
      await expect(searchBox(page)).toHaveValue('fusion')
    },
    done: async (page, timeout) => {
      await expect(searchBox(page)).toHaveValue('fusion')
      await expect(searchBox(page)).toBeFocused()
      await expect(searchDialog(page).getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toContainText(/fusion/i, { timeout })
      await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true')
      await expect(page.locator('header[data-overlay]')).toHaveAttribute('data-overlay', 'search', { timeout })
      await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', 'true')
    },
  },
  {
    title: 'the header menu button opens the menu on a phone, and it stays open with its links',
    path: '/en-au/products',
    width: 375,
    act: (page) => page.getByRole('button', { name: 'Menu' }).click(),
    atOnce: async (page) => {
      await expect(menu(page)).toBeVisible()
      await expect(menu(page).getByRole('link').first()).toBeVisible()
    },
    done: async (page, timeout) => {
      await expect(menu(page)).toBeVisible()
      // The controller takes the menu as it found it, open: the header knows, and the page behind does not scroll.
      await expect(page.locator('header[data-overlay]')).toHaveAttribute('data-overlay', 'menu', { timeout })
      await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', 'true')
      await page.keyboard.press('Escape')
      await expect(menu(page)).toBeHidden()
      await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused()
    },
  },
  {
    title: 'text typed into the country filter filters the list',
    path: '/en-au/country-selector',
    act: (page) => page.getByLabel('Filter countries').pressSequentially('Zzqx'),
    done: async (page, timeout) => {
      await expect(page.getByRole('status')).toHaveText(NO_COUNTRY_RESULTS, { timeout })
      await expect(page.getByRole('link', { name: /Australia/ })).toHaveCount(0)
      await expect(page.getByLabel('Filter countries')).toHaveValue('Zzqx')
      // And typing goes on as usual.
      await page.getByLabel('Filter countries').fill('Austral')
      await expect(page.getByRole('link', { name: /Australia/ })).toBeVisible()
    },
  },
  {
    title: 'a variant chosen on the product page is the chosen one: its name, price and image',
    path: '/en-au/products/fusion5',
    act: (page) => variant(page, 'Razor + 2 cartridges').check(),
    atOnce: (page) => expect(variant(page, 'Razor + 2 cartridges')).toBeChecked(),
    done: async (page, timeout) => {
      await expect(variantGroup(page)).toContainText('Select variant: Razor + 2 cartridges', { timeout })
      await expect(variant(page, 'Razor + 2 cartridges')).toBeChecked()
      await expect(page.locator('[data-selected-gtin] p[aria-live="polite"]')).toHaveText('$17.99')
      await expect(page.locator('[data-selected-gtin] img').first()).toHaveAttribute('src', /^\/cms-api\/media\/file\/products-fusion5-2(-\d+x\d+)?\.webp$/)
      // And choosing it again clears it, as ever.
      await variant(page, 'Razor + 2 cartridges').click()
      await expect(variant(page, 'Razor + 2 cartridges')).not.toBeChecked()
      await expect(variantGroup(page)).not.toContainText('Select variant:')
    },
  },
  {
    title: 'a variant then Buy Now open the chooser for that variant',
    path: '/en-au/products/fusion5',
    act: async (page) => {
      await variant(page, 'Razor + 4 cartridges').check()
      await page.getByRole('button', { name: 'Buy Now' }).click()
    },
    // The browser's own command opens the chooser; until the component knows the choice it lists every variant's retailers.
    atOnce: async (page) => {
      await expect(chooser(page)).toBeVisible()
      await expect(chooser(page).getByRole('heading', { name: 'Razor + 4 cartridges' })).toBeVisible()
    },
    done: async (page, timeout) => {
      await expect(chooser(page)).toContainText('Ashford Fusion5 Razor – Razor + 4 cartridges', { timeout })
      await expect(chooser(page)).not.toContainText('Razor + 2 cartridges')
      await expect(
        chooser(page)
          .getByRole('link', { name: /^Buy at / })
          .first(),
      ).toBeVisible()
      expect(await isModal(page, 'where-to-buy')).toBe(true)
      await page.keyboard.press('Escape')
      await expect(chooser(page)).toBeHidden()
    },
  },
  {
    title: 'a sort chosen on the product listing is applied',
    path: '/en-au/products',
    act: async (page) => {
      await page.locator('#listing-sort').selectOption('name')
    },
    done: async (page, timeout) => {
      await expect(page).toHaveURL(/[?&]sort=name/, { timeout })
      await expect(page.locator('#listing-sort')).toHaveValue('name')
    },
  },
  {
    title: 'the review form keeps what was typed, ticked and chosen',
    path: '/en-au/write-review/fusion5',
    act: async (page) => {
      await fourStars(page).check()
      await reviewSummary(page).pressSequentially('Kept from the start')
      await page.getByLabel('Birth month').selectOption('3')
    },
    done: async (page, timeout) => {
      await hydrated(page)
      // The photo upload, drawn once the scripts run, is there to use.
      await expect(page.getByRole('group', { name: 'Add a photo (optional)' }).getByLabel('Photo file')).toBeAttached({ timeout })
      await expect(reviewSummary(page)).toHaveValue('Kept from the start')
      await expect(fourStars(page)).toBeChecked()
      await expect(page.getByLabel('Birth month')).toHaveValue('3')
    },
  },
  {
    title: 'the question form keeps what was typed and ticked',
    path: '/en-au/questions/fusion5',
    act: async (page) => {
      await page.getByLabel('Your question').pressSequentially('Kept from the start')
      await page.getByLabel('I have read and accept the General Terms and Conditions.').check()
    },
    done: async (page) => {
      await hydrated(page)
      await expect(page.getByLabel('Your question')).toHaveValue('Kept from the start')
      await expect(page.getByLabel('I have read and accept the General Terms and Conditions.')).toBeChecked()
    },
  },
  {
    // ARTICLE is the tab a query with articles opens on: the visitor picks the other.
    title: "the search page's PRODUCTS tab is chosen",
    path: '/en-au/search-results?q=razor',
    act: (page) => tab(page, 'PRODUCTS').click(),
    atOnce: (page) => expect(tab(page, 'PRODUCTS')).toHaveAttribute('aria-selected', 'true'),
    done: async (page, timeout) => {
      await hydrated(page)
      await expect(tab(page, 'PRODUCTS')).toHaveAttribute('aria-selected', 'true', { timeout })
      await expect(tab(page, 'ARTICLE')).toHaveAttribute('aria-selected', 'false')
      await expect(page.getByRole('tabpanel').getByLabel('Sort products by')).toBeVisible()
      // The view has an address of its own.
      await expect(page).toHaveURL(/[?&]tab=products/)
      // And the tabs go on working: the arrow key takes the visitor back to ARTICLE.
      await tab(page, 'PRODUCTS').press('ArrowRight')
      await expect(tab(page, 'ARTICLE')).toHaveAttribute('aria-selected', 'true')
    },
  },
  {
    title: "the search page's product sort is applied",
    path: '/en-au/search-results?q=razor&tab=products',
    act: async (page) => {
      await page.getByLabel('Sort products by').selectOption('name')
    },
    done: async (page, timeout) => {
      const titles = page.getByRole('tabpanel').getByRole('heading')
      await expect(async () => {
        const names = await titles.allInnerTexts()
        expect(names.length).toBeGreaterThan(1)
        expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-AU')))
      }).toPass({ timeout })
      await expect(page.getByLabel('Sort products by')).toHaveValue('name')
      await expect(page).toHaveURL(/[?&]sort=name/)
    },
  },
]

test.describe('a tap or keystroke before the scripts have run is kept', () => {
  for (const control of controls) {
    test(control.title, async ({ page }) => {
      if (control.width) await page.setViewportSize({ width: control.width, height: 800 })
      const release = await holdScripts(page)
      await page.goto(control.path, { waitUntil: 'domcontentloaded' })
      await control.act(page)
      await control.atOnce?.(page)
      await expectNotHydrated(page)
      release()
      await hydrated(page)
      await control.done(page, 5_000)
    })
  }

  test('in a browser without invoker commands, the menu button opens the menu at once as a popover, the modal menu once the scripts arrive', async ({
    page,
  }) => {
    // Such a browser (Safari 17 to 26.1, say) ignores `commandfor` and `command`, but knows popovers.
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
    await menuButton.click()
    await expect(menu(page)).toBeVisible()
    await expect(menu(page).getByRole('link').first()).toBeVisible()
    expect(await isModal(page, 'site-menu')).toBe(false)
    await expectNotHydrated(page)
    release()
    await hydrated(page)
    await expect(page.locator('header[data-overlay]')).toHaveAttribute('data-overlay', 'menu')
    expect(await isModal(page, 'site-menu')).toBe(true)
    await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', 'true')
    await menu(page).getByRole('button', { name: 'Close menu' }).click()
    await expect(menu(page)).toBeHidden()
    await expect(page.locator('header[data-overlay]')).toHaveAttribute('data-overlay', 'none')
    await expect(menuButton).toBeFocused()
    // With the scripts, the header's controller opens it: modal, as in any browser.
    await menuButton.click()
    await expect(menu(page)).toBeVisible()
    expect(await isModal(page, 'site-menu')).toBe(true)
  })

  test('a search typed into the overlay before the scripts is sent by Enter: a plain form', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await holdScripts(page)
    await page.goto('/en-au/', { waitUntil: 'domcontentloaded' })
    await page.getByRole('button', { name: 'Search' }).click()
    await page.keyboard.type('beard oil')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en-au\/search-results\?q=beard\+oil$/)
  })
})

test('on a page that has fully loaded, the search box keeps every key typed the moment it opens, and suggestions for them follow', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/en-au/')
  await hydrated(page)
  await page.getByRole('button', { name: 'Search' }).click()
  await page.keyboard.type('fusion', { delay: 30 })
  await expect(searchBox(page)).toHaveValue('fusion')
  await expect(searchDialog(page).getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toContainText(/fusion/i)
})

test.describe('at first paint on a phone four times slower', () => {
  test.beforeEach(async ({ page }) => {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  })

  for (const control of controls) {
    test(`${control.title}, done as soon as it shows`, async ({ page }) => {
      test.slow()
      if (control.width) await page.setViewportSize({ width: control.width, height: 800 })
      await page.goto(control.path, { waitUntil: 'commit' })
      await control.act(page)
      await control.done(page, 15_000)
    })
  }
})
