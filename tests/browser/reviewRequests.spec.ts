/**
 * Review requests (src/cms/reviewRequests): a product registration whose owner ticks the box gets one
 * email REVIEW_REQUEST_DELAY later (1 minute in the browser tests, playwright.config.ts), through the
 * outbox and the job queue's clock, read here from the real SMTP server on loopback. Its star links
 * only show; the form acts. A review written through one is the verified owner's: the provider's badge
 * in reviews.json and "Verified owner" on the product page.
 */
import fs from 'node:fs'
import path from 'node:path'

import { type APIRequestContext, EDITING, expect, type Page, test } from './fixtures'
import { backOffice } from './support/backOffice'
import { mailFor, type ReceivedMail, uniqueEmail } from './support/mail'

const DELAY_MS = 60_000

/** Every link an email carries: in its text, in its HTML and in its List-Unsubscribe header. */
function linksOf(mail: ReceivedMail): string[] {
  const inText = [...mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0])
  const inHtml = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'))
  const inHeader = [...(mail.headers['list-unsubscribe'] ?? '').matchAll(/<([^>]+)>/g)].map((match) => match[1]!)
  return [...new Set([...inText, ...inHtml, ...inHeader])]
}

type Row = Record<string, unknown>
const list = async (editor: APIRequestContext, collection: string, where: string) =>
  ((await (await editor.get(`/cms-api/${collection}?${where}&depth=0&sort=id&limit=20`)).json()) as { docs: Row[] }).docs

/** The recorded shape of the provider's Staff badge (tests/fixtures/conversations): the keys every badge has. */
function recordedBadgeKeys(): string[] {
  const fixture = JSON.parse(fs.readFileSync(path.join('tests/fixtures/conversations/reviews_all_reviews_include_rev_stats.json'), 'utf8')) as {
    Results: { Badges: Record<string, Record<string, unknown>> }[]
  }
  const staff = fixture.Results.map((review) => review.Badges.Staff).find(Boolean)!
  return Object.keys(staff).sort()
}

async function register(
  page: Page,
  product: string,
  email: string,
  { askForReview, purchaseDate = '2026-01-15' }: { askForReview: boolean; purchaseDate?: string },
) {
  await page.goto('/en-au/product-registration')
  const main = page.getByRole('main')
  await main.getByLabel('Product', { exact: true }).selectOption({ label: product })
  await main.getByLabel('Purchase date').fill(purchaseDate)
  await main.getByLabel('Retailer').selectOption({ index: 1 })
  await main.getByLabel('Name', { exact: true }).fill('Robin')
  await main.getByLabel('Email address').fill(email)
  await main.getByRole('checkbox', { name: /^I agree that/ }).check()
  const box = main.getByRole('checkbox', { name: 'Email me once, in a few weeks, to ask for my review of this product.' })
  await expect(box).not.toBeChecked()
  if (askForReview) await box.check()
  await main.getByRole('button', { name: 'Register product' }).click()
  await expect(main.getByRole('status')).toContainText('Thank you for registering your product.')
}

test.describe('review requests', () => {
  test(
    'a registration gets one request after the delay; scanners change nothing; the fourth star leads to a verified review',
    { tag: EDITING },
    async ({ page, request, editor, freshProduct, axe, browser, baseURL }) => {
      test.setTimeout(240_000)
      const email = uniqueEmail('owner-review')
      const registeredAt = Date.now()
      await register(page, freshProduct.title, email, { askForReview: true })
      const requests = () => list(editor, 'review-requests', `where[email][equals]=${encodeURIComponent(email)}`)
      const [scheduled] = await requests()
      expect(scheduled).toMatchObject({ product: freshProduct.id, sourceKind: 'registration', status: 'scheduled' })
      expect(Date.parse(String(scheduled!.sendAfter)) - registeredAt).toBeGreaterThan(DELAY_MS - 5_000)
      expect(scheduled!.tokenHash).toBeUndefined()

      // The registration's own email at once; the request only once the delay has passed, by the queue's clock.
      const [registered] = await mailFor(request, email)
      expect(registered!.subject).toContain('is registered')
      const mails = await mailFor(request, email, { count: 2, timeout: DELAY_MS + 60_000 })
      const arrivedAt = Date.now()
      expect(arrivedAt - registeredAt).toBeGreaterThan(DELAY_MS - 1_000)
      const asked = mails.find((mail) => mail.subject === `How is your ${freshProduct.title}?`)
      expect(asked, mails.map((mail) => mail.subject).join(' | ')).toBeDefined()
      const mail = asked!
      // Text and HTML parts, the product's picture on SITE_URL, five stars, the unsubscribe link (Spam Act).
      expect(mail.text).toContain('Hi Robin,')
      const stars = [1, 2, 3, 4, 5].map((n) => {
        const match = mail.text.match(new RegExp(`${n} stars?: (http://\\S+)`))
        expect(match, `the ${n}-star link`).not.toBeNull()
        return match![1]!
      })
      for (const [index, link] of stars.entries()) {
        expect(new URL(link).pathname).toBe(`/en-au/write-review/${freshProduct.slug}`)
        expect(new URL(link).searchParams.get('rating')).toBe(String(index + 1))
        expect(new URL(link).searchParams.get('hostedauthentication_authtoken')).toMatch(/^[\w-]{43}$/)
      }
      expect(mail.text).toMatch(/Unsubscribe: http:\/\/\S+\/en-au\/unsubscribe\?token=/)
      const picture = mail.html.match(/<img src="([^"]+)" alt="([^"]+)"/)
      expect(picture?.[2]).toBe(freshProduct.title)
      expect(picture?.[1]).toMatch(new RegExp(`^${new URL(page.url()).origin}/`))
      expect((await request.get(picture![1]!)).status()).toBe(200)
      expect(mail.html).toContain('>4 stars</a>')
      expect(mail.headers['list-unsubscribe']).toMatch(/\/api\/unsubscribe\?token=/)

      // A scanner opens every link (GET and HEAD, twice): the request, the reviews and the opt-outs stay as they were.
      const [sent] = await requests()
      expect(sent).toMatchObject({ status: 'sent', openedAt: null, review: null })
      const before = { requests: await requests(), reviews: await list(editor, 'reviews', `where[product][equals]=${freshProduct.id}`) }
      for (const round of [1, 2]) {
        for (const link of linksOf(mail)) {
          expect((await request.get(link)).status(), `GET ${link} (round ${round})`).toBe(200)
          expect((await request.head(link)).status(), `HEAD ${link} (round ${round})`).toBe(200)
        }
      }
      expect({ requests: await requests(), reviews: await list(editor, 'reviews', `where[product][equals]=${freshProduct.id}`) }).toEqual(before)

      // The person follows the fourth star: the rating chosen, the address fixed, the product's own form.
      await page.goto(stars[3]!)
      const main = page.getByRole('main')
      await expect(main.getByRole('radio', { name: '4 stars' }).first()).toBeChecked()
      const address = main.getByLabel('Email address')
      await expect(address).toHaveValue(email)
      await expect(address).toHaveAttribute('readonly', '')
      await expect(main.getByRole('group', { name: 'Did you receive an incentive for this review? (optional)' })).toBeVisible()
      await axe.expectNoViolations()
      const nickname = `Owner${Date.now() % 1_000_000}`
      await main.getByLabel('Review summary').fill('Asked by email, four stars')
      await main.getByLabel('Detailed review').fill('Registered it, then the email asked once for my review. Close and comfortable, four stars from me.')
      await main.getByRole('group', { name: 'Value' }).getByRole('radio', { name: '4 stars' }).check()
      await main.getByRole('group', { name: 'Quality' }).getByRole('radio', { name: '5 stars' }).check()
      await main.getByRole('group', { name: 'Would you recommend this product?' }).getByRole('radio', { name: 'Yes' }).check()
      await main.getByLabel('Nickname').fill(nickname)
      await main.getByLabel('Birth month').selectOption({ label: 'March' })
      await main.getByLabel('Birth year').fill('1985')
      await main
        .getByRole('group', { name: /incentive/ })
        .getByRole('radio', { name: 'No' })
        .check()
      await main.getByRole('checkbox', { name: /General Terms and Conditions/ }).check()
      await main.getByRole('button', { name: 'Preview review' }).click()
      await expect(main.getByRole('heading', { name: 'Preview of your review' })).toBeVisible()
      await main.getByRole('button', { name: 'Submit review' }).click()
      await expect(main.getByRole('status')).toContainText('REVIEW SUCCESSFULLY SUBMITTED')
      await expect(main.getByRole('status')).toContainText('Your email address was confirmed by the link in our email.')

      const [review] = await list(editor, 'reviews', `where[userNickname][equals]=${nickname}`)
      expect(review).toMatchObject({
        status: 'pending',
        rating: 4,
        product: freshProduct.id,
        awaitingConfirmation: false,
        verifiedPurchaser: true,
        incentivizedReview: false,
        contextData: { IncentivizedReview: 'False' },
      })
      const [used] = await requests()
      expect(used!.review).toBe(review!.id)
      expect(used!.openedAt).not.toBeNull()

      // A moderator approves; reviews.json carries the badge in the provider's shape, and filters on it.
      expect((await editor.patch(`/cms-api/reviews/${review!.id}`, { data: { status: 'approved' } })).status()).toBe(200)
      const answer = await (
        await request.get(`/api/reviews/data/reviews.json?apiversion=5.4&Filter=ProductId:${freshProduct.slug}&Filter=Badges:verifiedPurchaser`)
      ).json()
      expect(answer.HasErrors).toBe(false)
      expect(answer.TotalResults).toBe(1)
      const shown = answer.Results[0]
      expect(shown.Id).toBe(String(review!.id))
      expect(shown.Badges).toEqual({ verifiedPurchaser: { Id: 'verifiedPurchaser', BadgeType: 'Custom', ContentType: 'REVIEW' } })
      expect(shown.BadgesOrder).toEqual(['verifiedPurchaser'])
      expect(Object.keys(shown.Badges.verifiedPurchaser).sort()).toEqual(recordedBadgeKeys())
      const incentivised = await (
        await request.get(`/api/reviews/data/reviews.json?apiversion=5.4&Filter=ProductId:${freshProduct.slug}&Filter=Badges:incentivizedReview`)
      ).json()
      expect(incentivised.TotalResults).toBe(0)
      const unknown = await (await request.get(`/api/reviews/data/reviews.json?apiversion=5.4&Filter=Badges:staffPick`)).json()
      expect(unknown.HasErrors).toBe(true)

      await page.goto(freshProduct.url)
      // In the server's list as the page comes (no scrolling: the list turns interactive as it nears the screen).
      const card = page.getByRole('article', { name: 'Asked by email, four stars' })
      await expect(card.getByText('Verified owner')).toBeVisible()
      await expect(card.getByText('Received this product free')).toHaveCount(0)

      // A second registration of the same product by the same address (another purchase): no second request.
      await register(page, freshProduct.title, email, { askForReview: true, purchaseDate: '2026-02-20' })
      expect(await list(editor, 'product-registrations', `where[email][equals]=${encodeURIComponent(email)}`)).toHaveLength(2)
      expect(await requests()).toHaveLength(1)

      // The editors' loop on the dashboard: sent, opened (the form used), written, approved, the averages.
      const context = await backOffice(browser, baseURL!)
      try {
        const admin = await context.newPage()
        await admin.goto('/admin')
        const row = admin.getByTestId('review-requests-dashboard').getByRole('row', { name: new RegExp(`^${freshProduct.title} \\(registrations\\)`) })
        await expect(row.getByRole('cell')).toHaveText(['1', '1', '1', '1', '4.00', '–'])
      } finally {
        await context.close()
      }
    },
  )

  test(
    'an address that unsubscribed gets no request; nor does a registration without the box',
    { tag: EDITING },
    async ({ page, request, editor, freshProduct }) => {
      const email = uniqueEmail('owner-unsub')
      await register(page, freshProduct.title, email, { askForReview: false })
      const requests = () => list(editor, 'review-requests', `where[email][equals]=${encodeURIComponent(email)}`)
      expect(await requests()).toHaveLength(0)
      const [registered] = await mailFor(request, email)
      // The email's one-click unsubscribe (RFC 8058), as a mail client sends it.
      const oneClick = registered!.headers['list-unsubscribe']!.match(/<([^>]+)>/)![1]!
      expect((await request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } })).status()).toBeLessThan(300)
      await register(page, freshProduct.title, email, { askForReview: true })
      expect(await requests()).toHaveLength(0)
    },
  )

  test('the public reads no review request', async ({ request }) => {
    expect((await request.get('/cms-api/review-requests')).status()).toBe(403)
    expect((await request.get('/cms-api/email-opt-outs')).status()).toBe(403)
  })
})
