// The site on a phone (375 px): every target a finger can hit (WCAG 2.2 2.5.8, 24 x 24 px at least; the
// primary controls 44 px), the menu a brand's own, two products compared without sideways scrolling, and
// card grids that fit their count at every width.
import { PAGE_TYPES } from '../../scripts/bench/pages.mjs'

import { bringInFooter, expect, type Page, test } from './fixtures'

const phone = { width: 375, height: 800 }

/**
 * The page's targets smaller than WCAG 2.5.8 allows (24 x 24 px), and its primary controls (buttons, form
 * fields, the menu's and footer's links) under 44 px tall. Exempt, as 2.5.8 says: a link inside a sentence
 * (its size is set by the text's line), and what is not on screen (closed dialogs, text for screen readers).
 */
function smallTargets(page: Page, within = 'body') {
  return page.evaluate((root) => {
    const found: string[] = []
    const shown = (element: Element) => {
      if (element.closest('[hidden], dialog:not([open]), [inert], [aria-hidden="true"]')) return false
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 2 && box.height > 2
    }
    /** A link in running text: inline, and its block holds more text than the link itself. */
    const inSentence = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false
      let block = element.parentElement
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement
      const own = (element.textContent ?? '').trim().length
      return (block?.textContent ?? '').replace(/\s+/g, ' ').trim().length > own + 1
    }
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? (element as HTMLInputElement).name ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`
    const primary = (element: Element) =>
      element.matches(
        'button, select, textarea, input:not([type=checkbox], [type=radio], [type=hidden], [type=file]), footer li a, [class*="menuLinks"] a, dialog a',
      ) && !element.closest('[class*="trap"]')
    const targets = document
      .querySelector(root)!
      .querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab]')
    for (const target of targets) {
      if (!shown(target) || inSentence(target)) continue
      // A link stretched over its card (an absolutely placed ::after) has the card as its target.
      const after = getComputedStyle(target, '::after')
      const stretched = target.tagName === 'A' && after.position === 'absolute' && after.content !== 'none'
      const box = (stretched ? ((target as HTMLElement).offsetParent ?? target) : target).getBoundingClientRect()
      const size = `${Math.round(box.width)} x ${Math.round(box.height)}`
      if (box.width < 23.5 || box.height < 23.5) found.push(`${name(target)}: ${size}, under 24 x 24`)
      else if (primary(target) && box.height < 43.5) found.push(`${name(target)}: ${size}, under 44 px tall`)
    }
    return found
  }, within)
}

test.describe('targets on a phone', () => {
  for (const path of PAGE_TYPES) {
    test(`${path}: every target 24 x 24 px or more, primary controls 44 px, at 375 px`, async ({ page }) => {
      await page.setViewportSize(phone)
      await page.goto(path)
      if (!path.includes('no-such-page')) await bringInFooter(page)
      expect(await smallTargets(page)).toEqual([])
    })
  }

  test('the open menu: its rows and buttons are 44 px', async ({ page }) => {
    await page.setViewportSize(phone)
    await page.goto('/en-au/')
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    // The page behind the open (modal) menu is inert: only the menu's targets count.
    expect(await smallTargets(page, 'dialog[open]')).toEqual([])
  })
})

test.describe('the phone menu', () => {
  test("is a brand's: its logo, a close button with an icon and a name, a search row, links in named groups", async ({ page }) => {
    await page.setViewportSize(phone)
    await page.goto('/en-au/kingcashford')
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu.getByRole('link', { name: 'King C. Ashford' })).toBeVisible()
    const close = menu.getByRole('button', { name: 'Close menu' })
    await expect(close.locator('svg')).toBeVisible()
    await expect(close).toContainText('Close')
    await expect(menu.getByRole('button', { name: 'Search' }).locator('svg')).toBeVisible()
    const groups = menu.getByRole('region')
    expect(await groups.count()).toBeGreaterThan(0)
    for (const group of await groups.all()) expect(await group.getByRole('heading').textContent()).toBeTruthy()
    // Rows, not underlined words.
    const link = menu.getByRole('navigation', { name: 'Menu' }).getByRole('link').first()
    expect(await link.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('none')
    expect((await link.boundingBox())!.width).toBeGreaterThan(300)
    await close.click()
    await expect(menu).toBeHidden()
  })
})

test.describe('compare on a phone', () => {
  test('two products fit 375 px: no sideways scrolling, each row labelled above its values', async ({ page }) => {
    await page.setViewportSize(phone)
    await page.goto('/en-au/compare-products?products=fusion5,mach3')
    const table = page.getByRole('table', { name: 'Product comparison' })
    await expect(table).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width)
    const region = page.getByRole('region', { name: 'Comparison table' })
    expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
    await expect(page.getByText('Scroll the table sideways')).toHaveCount(0)
    const row = table.getByRole('row', { name: /^Price/ })
    const [label, first, second] = await Promise.all([
      row.getByRole('rowheader').boundingBox(),
      row.getByRole('cell').nth(0).boundingBox(),
      row.getByRole('cell').nth(1).boundingBox(),
    ])
    expect(first!.y).toBeGreaterThanOrEqual(label!.y + label!.height - 1)
    expect(second!.x).toBeGreaterThan(first!.x)
  })

  test('"All" beside a named skin type reads as such', async ({ page }) => {
    await page.goto('/en-au/compare-products?products=fusion5,proglide')
    const row = page.getByRole('row', { name: /^Skin type/ })
    await expect(row.getByRole('cell').first()).toHaveText('All')
    await expect(row.getByRole('cell').nth(1)).toHaveText(/^All, especially \w+/)
  })
})

/** The columns a card grid draws, and its cards per row. */
function gridRows(page: Page, heading: string) {
  return page
    .getByRole('region', { name: heading })
    .locator('ul')
    .first()
    .evaluate((list) => {
      const tops = new Map<number, number>()
      for (const item of list.children) {
        const top = Math.round(item.getBoundingClientRect().top)
        tops.set(top, (tops.get(top) ?? 0) + 1)
      }
      return { columns: getComputedStyle(list).gridTemplateColumns.split(' ').length, rows: [...tops.values()] }
    })
}

test.describe('card grids fit their count', () => {
  test('home: "Find your shave" has a picture on each card; neither it nor "Shaving tips" leaves an empty column', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/en-au/')
    const cards = page.getByRole('region', { name: 'Find your shave' }).getByRole('listitem')
    await expect(cards).toHaveCount(3)
    for (const card of await cards.all()) {
      const image = card.locator('img')
      await image.scrollIntoViewIfNeeded()
      // Lazy: it loads once scrolled near.
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true)
    }
    for (const heading of ['Find your shave', 'Shaving tips']) expect(await gridRows(page, heading), heading).toEqual({ columns: 3, rows: [3] })
  })

  test('the product page: related products fill their row', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/en-au/products/fusion5')
    const region = page.getByRole('region', { name: /related/i })
    const count = await region.locator('ul').first().locator(':scope > li').count()
    const { columns, rows } = await gridRows(page, (await region.getByRole('heading').first().textContent())!.trim())
    expect(columns).toBeLessThanOrEqual(count)
    expect(rows.at(-1)! > 1 || count === 1).toBe(true)
  })

  for (const path of ['/en-au/kingcashford', '/en-au/ashfordlabs', '/en-au/ashford-intimate']) {
    test(`${path}: the range ends on no lone card, at 375, 768 and 1280 px`, async ({ page }) => {
      for (const width of [375, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        const heading = (await page.getByRole('heading', { level: 2, name: /range$/ }).textContent())!.trim()
        const { columns, rows } = await gridRows(page, heading)
        const count = rows.reduce((sum, row) => sum + row, 0)
        expect(columns, `${width} px`).toBeLessThanOrEqual(count)
        // A lone last card only where no count of columns avoids it: then it is centred.
        if (rows.length > 1 && rows.at(-1) === 1) {
          const list = page.getByRole('region', { name: heading }).locator('ul').first()
          const [box, last] = await Promise.all([list.boundingBox(), list.locator(':scope > li').last().boundingBox()])
          expect(Math.abs(last!.x + last!.width / 2 - (box!.x + box!.width / 2)), `${width} px: the lone card centred`).toBeLessThan(2)
        }
      }
    })
  }
})
