/**
 * The back office as an editor drives it, shared by the editors' specs and the cluster rehearsal:
 * a signed-in browser, an article's body, and scheduling a publish from a document's Publish menu.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { expect } from '@playwright/test'

/** A browser signed in to the back office (its session cookie) at a desktop's width. */
export async function backOffice(browser: Browser, baseURL: string, token = process.env.EDITOR_TOKEN ?? ''): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1400, height: 1000 } })
  await context.addCookies([{ name: 'payload-token', value: token, url: baseURL }])
  return context
}

/**
 * Once the open document's form has mounted and holds its state: Payload marks it `data-form-ready`
 * (its own end-to-end tests wait for the same). Before that the page is drawn but not yet hydrated, and
 * what is typed or clicked there does not reach the form.
 */
export async function documentReady(editorPage: Page) {
  await expect(editorPage.locator('form.collection-edit__form[data-form-ready="true"]'), `the document form at ${editorPage.url()}`).toBeAttached({
    timeout: 30_000,
  })
}

/** One paragraph of Lexical rich text (an article's body must have some to be published). */
export const paragraph = (text: string) => {
  const base = { format: '', indent: 0, version: 1, direction: 'ltr' }
  const node = { type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }
  return { root: { type: 'root', ...base, children: [{ type: 'paragraph', ...base, textFormat: 0, textStyle: '', children: [node] }] } }
}

/** "Nov 26, 2026 9:05 PM" in Sydney: how the schedule drawer's time box reads a time (its default zone). */
export function sydneyTime(date: Date): string {
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: 'Australia/Sydney', ...options }).format(date)
  return `${part({ month: 'short' })} ${part({ day: 'numeric' })}, ${part({ year: 'numeric' })} ${part({ hour: 'numeric', minute: '2-digit', hour12: true })}`
}

/**
 * Schedules the open document's publish for the next whole minute at least 30 s away, through the
 * Publish menu's scheduling drawer; returns that minute.
 */
export async function schedulePublishSoon(editorPage: Page): Promise<Date> {
  const at = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000)
  await schedulePublishAt(editorPage, at)
  return at
}

/** Opens the scheduling drawer from the open document's Publish menu (its "Schedule publish"). */
export async function openScheduleDrawer(editorPage: Page) {
  await editorPage.locator('.popup-button').first().click()
  await editorPage.getByText('Schedule publish', { exact: true }).click()
  return editorPage.getByRole('dialog')
}

/** Schedules the open document's publish at a whole minute, through the Publish menu's scheduling drawer. */
export async function schedulePublishAt(editorPage: Page, at: Date): Promise<void> {
  const drawer = await openScheduleDrawer(editorPage)
  await drawer.getByText('Publish', { exact: true }).click()
  const time = drawer.locator('.react-datepicker__input-container input')
  await time.fill(sydneyTime(at))
  await time.press('Enter')
  await drawer.getByRole('button', { name: 'Save' }).click()
  // The drawer lists it under the upcoming events.
  await expect(drawer.getByRole('row').filter({ hasText: 'Publish' })).toHaveCount(1)
}
