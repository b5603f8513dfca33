import { bringInFooter, expect, type Page, test } from './fixtures'

/**
 * Buttons look like buttons (issue: what a visitor sees §1; WCAG 2.2 1.4.11 non-text contrast): every
 * visible button, and every link drawn as one, has a fill or a border with at least 3:1 contrast against
 * what surrounds it, is underlined like a link (the text buttons: Reset, Close), or is an icon whose
 * drawing has 3:1 against its own background; none is the browser's default button. On every page type's
 * representative and every brand theme, the lazy footer included, at 375 and 1280 px.
 */
const PAGES = [
  '/en-au/',
  '/en-au/kingcashford',
  '/en-au/ashfordlabs',
  '/en-au/ashford-intimate',
  '/en-au/gaming',
  '/en-au/gaming/register',
  '/en-au/products',
  '/en-au/products/fusion5',
  '/en-au/compare-products?products=fusion5,mach3',
  '/en-au/shaving-advisor?skin=dry&beard=beard&shave=rarely&razor=safety',
  '/en-au/articles/grooming-guides/body-grooming-guide',
  '/en-au/fav-page',
  '/en-au/search-results?q=razor',
  '/en-au/questions/fusion5',
  '/en-au/write-review/fusion5',
  '/en-au/contact-us',
]

/** The buttons of the page that cannot be seen as buttons, each with why. */
function unseenButtons(page: Page) {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number]
    const parse = (value: string): Rgba => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0]
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1]
    }
    const channel = (c: number) => {
      const s = c / 255
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    }
    const luminance = ([r, g, b]: Rgba) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    const contrast = (a: Rgba, b: Rgba) => {
      const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m)
      return (x! + 0.05) / (y! + 0.05)
    }
    /** The colour behind an element: the first ancestor with an opaque background. */
    const around = (element: Element): Rgba => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const background = parse(getComputedStyle(node).backgroundColor)
        if (background[3] > 0.5) return background
      }
      return [255, 255, 255, 1]
    }
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      return box.width > 4 && box.height > 4 && style.visibility !== 'hidden' && Number(style.opacity) > 0.1
    }
    /** Text a sighted visitor sees (not screen-reader-only text, which is clipped to a pixel). */
    const seenText = (element: Element) =>
      [...element.querySelectorAll('*'), element].some((node) =>
        [...node.childNodes].some((child) => child.nodeType === 3 && (child.textContent ?? '').trim() && node.getBoundingClientRect().width > 2),
      )
    const drawnAsButton = (link: HTMLAnchorElement) => {
      const style = getComputedStyle(link)
      return (
        parse(style.backgroundColor)[3] > 0.5 ||
        (parseFloat(style.borderTopWidth) >= 1 && parseFloat(style.borderBottomWidth) >= 1 && style.borderTopStyle !== 'none')
      )
    }
    const found: string[] = []
    const controls = [...document.querySelectorAll('button'), ...[...document.querySelectorAll('a')].filter(drawnAsButton)]
    for (const control of controls) {
      if (!visible(control) || control.closest('[hidden], dialog:not([open])')) continue
      const style = getComputedStyle(control)
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      const behind = around(control)
      const fill = parse(style.backgroundColor)
      if (style.backgroundColor === 'rgb(239, 239, 239)' || style.borderTopStyle === 'outset') {
        found.push(`"${name}": the browser's default button`)
        continue
      }
      const fillContrast = fill[3] > 0.5 ? contrast(fill, behind) : 0
      // Its boundary: the best-contrasting side drawn (a tab's is its underline).
      const border = Math.max(
        0,
        ...(['Top', 'Right', 'Bottom', 'Left'] as const)
          .filter(
            (side) =>
              parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1 &&
              style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none',
          )
          .map((side) => contrast(parse(style.getPropertyValue(`border-${side.toLowerCase()}-color`)), behind)),
      )
      const underlined = style.textDecorationLine.includes('underline')
      if (fillContrast >= 3 || border >= 3 || (underlined && seenText(control))) continue
      if (!seenText(control)) {
        // An icon: its drawing against its own background.
        const icon = control.querySelector('svg') ?? control
        const drawn = parse(getComputedStyle(icon).color)
        if (contrast(drawn, fill[3] > 0.5 ? fill : behind) >= 3) continue
        found.push(`"${name}": icon ${contrast(drawn, fill[3] > 0.5 ? fill : behind).toFixed(2)}:1`)
        continue
      }
      found.push(
        `"${name}": fill ${fillContrast.toFixed(2)}:1, border ${border.toFixed(2)}:1 against ${style.backgroundColor} on rgb(${behind.slice(0, 3).join(', ')})`,
      )
    }
    return found
  })
}

test.describe('buttons look like buttons', () => {
  test('Saved items with saved products and articles: the Remove buttons too', async ({ page }) => {
    await page.goto('/en-au/')
    await page.evaluate(() => {
      localStorage.setItem('product_bookmarks', JSON.stringify({ 1: true, 2: true }))
      localStorage.setItem('article_bookmarks', JSON.stringify({ 1: true }))
    })
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/en-au/fav-page')
      await expect(page.getByRole('button', { name: /^Remove / }).first()).toBeVisible()
      expect(await unseenButtons(page), `${width} px`).toEqual([])
    }
  })

  for (const path of PAGES) {
    test(`${path}: every button has a boundary or fill of 3:1, at 375 and 1280 px`, async ({ page }) => {
      test.setTimeout(60_000)
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(path)
        await bringInFooter(page)
        expect(await unseenButtons(page), `${width} px`).toEqual([])
      }
    })
  }
})

// A feature composes a shared class (a button, a form) with its own for layout; its own must win however the
// build orders the page's CSS (the shared styles sit in cascade layers below the features': shared/ui/tokens.css).
test.describe("a feature's own class wins over the shared style it composes", () => {
  test('the advisor and buy buttons are their taller size, the review form its wider measure, the footer sign-up its heading', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const css = (locator: ReturnType<Page['locator']>, property: 'minHeight' | 'maxWidth') =>
      locator.evaluate((element, name) => getComputedStyle(element)[name], property)
    await page.goto('/en-au/shaving-advisor')
    expect(await css(page.getByRole('button', { name: 'Show my recommendations' }), 'minHeight')).toBe('48px')
    await page.goto('/en-au/products/fusion5')
    expect(await css(page.getByRole('button', { name: 'Buy Now' }), 'minHeight')).toBe('48px')
    await page.goto('/en-au/write-review/fusion5')
    expect(await css(page.locator('form').filter({ has: page.getByLabel('Review summary') }), 'maxWidth')).toBe('640px')
    // The footer's sign-up keeps its own heading size: the footer's rules reach only its link columns.
    await bringInFooter(page)
    expect(await page.locator('#footer-newsletter-heading').evaluate((element) => getComputedStyle(element).fontSize)).toBe('17.6px')
  })
})
