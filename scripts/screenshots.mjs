#!/usr/bin/env node
/**
 * `npm run screenshots`: every page type (scripts/bench/pages.mjs) and every brand home, at 375 and 1280 px,
 * whole pages with the lazy footer brought in, in Debian's Chromium, from a running site (SCREENSHOTS_URL,
 * default http://127.0.0.1:3000: `npm start` first). PNG files go to SCREENSHOTS_DIR (default
 * `screenshots/`, not committed), named after the path and the width, for reading the site as a visitor sees
 * it. CHROMIUM_PATH names the browser (default /usr/bin/chromium).
 */
/* global window, document -- the function given to the page runs in the browser */
import fs from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

import { PAGE_TYPES } from './bench/pages.mjs'

const base = new URL(process.env.SCREENSHOTS_URL ?? 'http://127.0.0.1:3000')
const folder = path.resolve(process.env.SCREENSHOTS_DIR ?? 'screenshots')
const BRAND_HOMES = ['/en-au/kingcashford', '/en-au/ashfordlabs', '/en-au/ashford-intimate', '/en-au/gaming']
const pages = [...new Set([...PAGE_TYPES, ...BRAND_HOMES])]
const widths = [375, 1280]

fs.mkdirSync(folder, { recursive: true })
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
let taken = 0
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } })
    for (const pathname of pages) {
      const name = `${
        pathname
          .replace(/^\/en-au\/?/, '')
          .replace(/[^a-z0-9]+/gi, '-')
          .replace(/^-|-$/g, '') || 'home'
      }-${width}.png`
      await page.goto(new URL(pathname, base).href, { waitUntil: 'networkidle' })
      // The footer loads as a visitor nears it.
      await page.mouse.wheel(0, 100_000)
      await page.waitForSelector('[data-testid="site-footer"]', { timeout: 10_000 }).catch(() => undefined)
      // Lazy pictures load as a visitor scrolls past them: a jump to the end would leave them blank.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
        // Only pictures drawn on the page: a lazy one in a closed dialog (the product page's variant
        // chooser) never loads, and waiting for it would hold the run forever.
        const drawn = [...document.images].filter((image) => !image.complete && image.getClientRects().length > 0)
        await Promise.all(drawn.map((image) => image.decode().catch(() => undefined)))
        window.scrollTo(0, 0)
      })
      await page.screenshot({ path: path.join(folder, name), fullPage: true })
      taken += 1
    }
    await page.close()
  }
} finally {
  await browser.close()
}
console.log(`${taken} screenshots of ${pages.length} pages at ${widths.join(' and ')} px in ${path.relative(process.cwd(), folder) || folder}`)
