/**
 * What every browser spec shares: `test` and `expect` with the fixtures below, and small helpers the
 * specs would otherwise repeat. Specs import from here, never from '@playwright/test' directly.
 *
 * - `axe`: zero axe violations (WCAG 2.2 AA), for a whole page at given widths or for what is on screen.
 * - `editor`: the CMS REST API as the editor scripts/test.mjs seeds, with its API key (signIn.ts prepares it once per run).
 * - `freshProduct`, `freshPage`, `freshArticle`: a published record of the test's own, deleted afterwards.
 * - `noScriptPage`: a page in a browser context with JavaScript disabled.
 *
 * Tests that change the database (publish, unpublish, rename) carry the EDITING tag. They run in the
 * `editing` project, after the read-only specs: a record they publish joins lists other tests count (all
 * products, search totals). They change only their own records, so they run in parallel with each other; one
 * that must change a shared record (a global, a retailer) restores it afterwards, and no other EDITING test
 * may read that record.
 */
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test'

import { prepareEditor } from './signIn'
import { apiKeyHeader } from './support/twoFactor'

export { expect }
export type { APIRequestContext, Page }

/** Marks a test that changes the database: see the module comment and playwright.config.ts. */
export const EDITING = '@editing'

/**
 * Marks a test that checks what a change must NOT do (a page that must not render again): it runs in the
 * `quiet` project, after every other test and alone, so no other test's change can do it meanwhile.
 */
export const QUIET = '@quiet'

/** The WCAG 2.2 AA rule sets the site is held to. */
export const wcagAA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** A phone's and a laptop's width: every page is checked at both. */
export const pageWidths = [375, 1280]

export interface AxeCheck {
  /** Load this path first (else the page's current address is checked as it stands, or reloaded per width). */
  path?: string
  /** Load the page afresh at each width (800 px high) and bring in the lazy footer, which is part of the page. */
  widths?: number[]
  /** Check only this part, e.g. an open dialog. */
  include?: string
}

export interface Axe {
  expectNoViolations(check?: AxeCheck): Promise<void>
}

export interface FreshProduct {
  id: number
  slug: string
  title: string
  /** The public page, /en-au/products/<slug>. */
  url: string
}

export interface FreshPage {
  id: number
  title: string
  intro: string
  /** The public page, /en-au/<path>. */
  url: string
}

export interface FreshArticle {
  id: number
  slug: string
  title: string
}

interface TestFixtures {
  axe: Axe
  freshProduct: FreshProduct
  freshPage: FreshPage
  freshArticle: FreshArticle
  noScriptPage: Page
}

interface WorkerFixtures {
  editor: APIRequestContext
}

/** Lower-case letters and digits, different in every test and worker: for slugs and paths. */
const uniqueKey = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`

/** A 13-digit GTIN no seeded product uses (seeded ones start with 93). */
const uniqueGtin = () => `20${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`

/** Plain text as the Lexical rich text Payload's richText fields store. */
const richText = (text: string) => {
  const base = { format: '', indent: 0, version: 1, direction: 'ltr' }
  const node = { type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }
  return { root: { type: 'root', ...base, children: [{ type: 'paragraph', ...base, textFormat: 0, textStyle: '', children: [node] }] } }
}

/** One seeded document (relations as ids) to take required fields from. */
async function seeded<T>(editor: APIRequestContext, collection: string, where: string): Promise<T> {
  const response = await editor.get(`/cms-api/${collection}?${where}&depth=0&limit=1`)
  expect(response.status(), `read seeded ${collection}`).toBe(200)
  const [doc] = (await response.json()).docs as T[]
  if (!doc) throw new Error(`No seeded ${collection} record (${where}): the fixture copies its required fields.`)
  return doc
}

/** Creates a record through the CMS API, hands it to the test, deletes it afterwards. */
async function withRecord<T extends { id: number }>(
  editor: APIRequestContext,
  collection: string,
  data: object,
  provide: (doc: T) => Promise<void>,
): Promise<void> {
  const response = await editor.post(`/cms-api/${collection}`, { data })
  expect(response.status(), `create ${collection}: ${response.status() === 201 ? '' : await response.text()}`).toBe(201)
  const { doc } = (await response.json()) as { doc: T }
  try {
    await provide(doc)
  } finally {
    await editor.delete(`/cms-api/${collection}/${doc.id}`)
  }
}

// Text on fixture records avoids the words other tests search for (razor, beard, shave, fusion5).
const fixtureText = 'Made for one browser test and deleted after it.'

/**
 * Navigations here also wait for hydration on a page of the site's shell (its scripted behaviour works only
 * then, as it would for a visitor a moment later; what works before it, links and forms, is tested with the
 * scripts held back in interactive.spec.ts). Pages without the shell (the error page) and navigations that
 * ask to return earlier (`waitUntil: 'domcontentloaded'` or `'commit'`) are left as they load.
 */
async function untilHydrated(page: Page) {
  const shell = await page.evaluate(() => Boolean(document.querySelector('[data-brand]'))).catch(() => false)
  if (shell) await hydrated(page)
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    const early = (options?: { waitUntil?: string }) => options?.waitUntil === 'domcontentloaded' || options?.waitUntil === 'commit'
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (!early(options)) await untilHydrated(page)
      return response
    }
    page.reload = async (options) => {
      const response = await reload(options)
      if (!early(options)) await untilHydrated(page)
      return response
    }
    await provide(page)
  },

  axe: async ({ page }, provide) => {
    const analyze = async (label: string, include?: string) => {
      const builder = new AxeBuilder({ page }).withTags(wcagAA)
      const results = await (include ? builder.include(include) : builder).analyze()
      const found = results.violations.map((v) => `${label}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
      expect(found, `axe violations on ${page.url()}`).toEqual([])
    }
    await provide({
      async expectNoViolations({ path, widths, include } = {}) {
        if (!widths) {
          if (path) await page.goto(path)
          return analyze('', include)
        }
        const address = path ?? page.url()
        for (const width of widths) {
          await page.setViewportSize({ width, height: 800 })
          await page.goto(address)
          await bringInFooter(page)
          await analyze(`${width} px: `, include)
        }
      },
    })
  },

  editor: [
    async ({ playwright }, provide, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL
      // Prepared once per run by the global setup (signIn.ts); here only when it did not run (--list, a
      // config without it).
      if (!process.env.EDITOR_API_KEY && !process.env.EDITOR_SIGN_IN_FAILED) await prepareEditor(baseURL ?? '')
      const key = process.env.EDITOR_API_KEY
      expect(key, `the editor signs in and has an API key (${process.env.EDITOR_SIGN_IN_FAILED ?? 'ok'})`).toBeTruthy()
      // Its API key, as scripts call the CMS: no password, no second factor, no session.
      const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: apiKeyHeader(key!) })
      await provide(api)
      await api.dispose()
    },
    { scope: 'worker' },
  ],

  freshProduct: async ({ editor }, provide) => {
    // Required fields from a seeded product; no family or category, so no family page or category
    // listing shows it, and last in featured order.
    const from = await seeded<Record<string, unknown> & { variants: Record<string, unknown>[] }>(editor, 'products', 'where[slug][equals]=fusion5')
    const key = uniqueKey()
    const gtin = uniqueGtin()
    const data = {
      title: `Fixture product ${key}`,
      slug: `fixture-product-${key}`,
      gtin,
      brand: from.brand,
      productShortName: `Fixture ${key}`,
      shortDescription: fixtureText,
      description: fixtureText,
      heroImage: from.heroImage,
      featuredSort: 100_000,
      variants: from.variants.map(({ id: _id, retailers, ...variant }, index) => ({
        ...variant,
        gtin: index === 0 ? gtin : uniqueGtin(),
        retailers: ((retailers as { id?: string }[] | null) ?? []).map(({ id: _rid, ...retailer }) => retailer),
      })),
      _status: 'published',
    }
    await withRecord<FreshProduct>(editor, 'products', data, (doc) =>
      provide({ id: doc.id, slug: data.slug, title: data.title, url: `/en-au/products/${data.slug}` }),
    )
  },

  freshPage: async ({ editor }, provide) => {
    const from = await seeded<{ brand: number }>(editor, 'pages', 'where[path][equals]=about-us')
    const key = uniqueKey()
    const data = {
      title: `Fixture page ${key}`,
      path: `fixture-page-${key}`,
      slug: `fixture-page-${key}`,
      pageType: 'contentPage',
      brand: from.brand,
      intro: fixtureText,
      _status: 'published',
    }
    await withRecord<FreshPage>(editor, 'pages', data, (doc) => provide({ id: doc.id, title: data.title, intro: data.intro, url: `/en-au/${data.path}` }))
  },

  freshArticle: async ({ editor }, provide) => {
    const from = await seeded<{ section: number; image: string }>(editor, 'articles', 'where[slug][exists]=true')
    const key = uniqueKey()
    const data = {
      title: `Fixture article ${key}`,
      slug: `fixture-article-${key}`,
      section: from.section,
      image: from.image,
      shortDescription: fixtureText,
      body: richText(fixtureText),
      _status: 'published',
    }
    await withRecord<FreshArticle>(editor, 'articles', data, (doc) => provide({ id: doc.id, slug: data.slug, title: data.title }))
  },

  noScriptPage: async ({ browser }, provide) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    await provide(await context.newPage())
    await context.close()
  },
})

/**
 * The body of a test that the whole page at `path`, lazy footer included, has no axe violations at 375 and
 * 1280 px. Each feature's spec lists its own pages:
 *   for (const path of pages) test(`${path} has no axe violations`, wholePageAccessible(path))
 */
export const wholePageAccessible =
  (path: string) =>
  async ({ axe }: { axe: Axe }) => {
    await axe.expectNoViolations({ path, widths: pageWidths })
  }

/** Once the shell's scripts have run (PageLifecycle marks the document). */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/**
 * Scrolls to the bottom, where the lazy footer loads, and waits for it. Scrolls again while it has not
 * come: controls that appear once scripts run (the reviews' sort and filters, save buttons) can lengthen
 * the page after the first scroll, as a visitor would then scroll on.
 */
export async function bringInFooter(page: Page) {
  await expect(async () => {
    await scrollTo(page, 'bottom')
    await expect(page.getByTestId('site-footer')).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
}

export async function scrollTo(page: Page, y: number | 'bottom') {
  await page.evaluate((top) => window.scrollTo({ top: top ?? document.body.scrollHeight, behavior: 'instant' }), y === 'bottom' ? null : y)
}

/**
 * The product listing's tip heads the phone's filter drawer until the visitor presses Understood: start
 * the page as a visitor who already has (before the page loads).
 */
export async function dismissFilterTip(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('filter_annotation_dismissed', 'true'))
}

export interface DataLayerEntry {
  event?: string
  pageType?: string
  eventAction?: string
  eventCategory?: string
  [key: string]: unknown
}

/** The page's analytics data layer as it stands. */
export function dataLayer(page: Page): Promise<DataLayerEntry[]> {
  return page.evaluate(() => (window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? [])
}

/** `action/category` of each event in the data layer, e.g. 'buy_now/buy_now'. */
export async function dataLayerActions(page: Page): Promise<string[]> {
  return (await dataLayer(page)).filter((entry) => entry.eventAction).map((entry) => `${entry.eventAction}/${entry.eventCategory}`)
}

/**
 * Loads `url` until it shows `text` (an editor's change reaches visitors within a few seconds, without a
 * restart): a fresh request each try, never a fixed wait.
 */
export async function expectPageToShow(page: Page, url: string, text: string, timeout = 10_000) {
  await expect(async () => {
    await page.goto(url)
    await expect(page.getByText(text).first()).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout })
}

/** Until the page has painted twice: what it does with an answer it just received is on screen. */
export async function painted(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
}
