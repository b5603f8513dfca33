// pa11y's check, in the suite: HTML_CodeSniffer (pa11y's own build, npm's @pa11y/html_codesniffer) with the
// WCAG 2 AA standard finds no error on any page type, the lazy footer included, at 1280 and 375 px. As
// pa11y does by default, its warnings and notices (things for a person to judge) are not held against a
// page. The checker runs in the page as pa11y runs it; the page's CSP is set aside for this test only, so
// the checker's script can be added.
import { createRequire } from 'node:module'

import { PAGE_TYPES } from '../../scripts/bench/pages.mjs'

import { bringInFooter, expect, test } from './fixtures'

const sniffer = createRequire(import.meta.url).resolve('@pa11y/html_codesniffer/build/HTMLCS.js')

test.use({ bypassCSP: true })

interface SnifferError {
  code: string
  message: string
  element: string
}

for (const path of PAGE_TYPES) {
  test(`${path}: no HTML_CodeSniffer WCAG2AA error (pa11y), at 1280 and 375 px`, async ({ page }) => {
    test.setTimeout(60_000)
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      if (!path.includes('no-such-page')) await bringInFooter(page)
      await page.addScriptTag({ path: sniffer })
      const errors = await page.evaluate(
        () =>
          new Promise<SnifferError[]>((resolve) => {
            type Message = { type: number; code: string; msg: string; element: Element }
            const htmlcs = (
              window as unknown as { HTMLCS: { process: (standard: string, root: Document, done: () => void) => void; getMessages: () => Message[] } }
            ).HTMLCS
            htmlcs.process('WCAG2AA', document, () =>
              resolve(
                htmlcs
                  .getMessages()
                  // 1: error (2: warning, 3: notice), as pa11y counts them.
                  .filter((message) => message.type === 1)
                  .map((message) => ({ code: message.code, message: message.msg, element: message.element.outerHTML.slice(0, 160) })),
              ),
            )
          }),
      )
      expect(errors, `${width} px`).toEqual([])
    }
  })
}
