// What a page costs the browser as it loads, counted rather than timed: the browser works out each
// element's style about once, not the whole page again at every element the parser or React adds. A
// `:has()` over the page whose argument was the menu's state (`#site-menu:modal`) made Chromium restyle
// every element of the page at each insertion: three to six times the page's elements on a phone, on every
// page load. The counts come from Chromium's own trace (`UpdateLayoutTree`, one per style pass, with the
// number of elements it restyled).
import { expect, hydrated, test } from './fixtures'

const PAGES = [
  '/en-au/',
  '/en-au/kingcashford',
  '/en-au/products',
  '/en-au/products/fusion5',
  '/en-au/articles',
  '/en-au/articles/grooming-guides/body-grooming-guide',
]
/** Each element once, and some again as scripts mark the page (hydrated, consent, the header's state). */
const MOST_STYLE_PASSES_PER_ELEMENT = 1.5

type TraceEvent = { name: string; ph: string; args?: { elementCount?: number } }

test.describe('style work as a page loads', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  for (const path of PAGES)
    test(`${path}: on a phone each element's style is worked out about once as the page loads and hydrates`, async ({ page }) => {
      const cdp = await page.context().newCDPSession(page)
      const events: TraceEvent[] = []
      cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])))
      const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
      await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: ['devtools.timeline'] } })
      await page.goto(path)
      await hydrated(page)
      await page.waitForLoadState('networkidle')
      await cdp.send('Tracing.end')
      await traced
      const restyled = events
        .filter((event) => event.name === 'UpdateLayoutTree' && event.ph === 'X')
        .reduce((sum, event) => sum + (event.args?.elementCount ?? 0), 0)
      const elements = await page.evaluate(() => document.getElementsByTagName('*').length)
      expect(restyled, 'the trace holds style passes').toBeGreaterThan(0)
      expect(restyled, `${restyled} elements restyled for a page of ${elements}`).toBeLessThanOrEqual(elements * MOST_STYLE_PASSES_PER_ELEMENT)
    })
})
