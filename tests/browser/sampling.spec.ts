/**
 * Sampling campaigns (src/features/subscriptions/sampling, src/cms/collections/Sampling.ts): a visitor
 * applies through the campaign's page, confirms by the emailed link's button (the real SMTP server on
 * loopback), an editor draws the recipients in the back office and exports the shipping list; the
 * recipient's review request arrives after REVIEW_REQUEST_DELAY (1 minute here), and the review written
 * through it carries the incentivised badge and says "Received this product free".
 */
import { type APIRequestContext, EDITING, expect, type Page, test } from './fixtures'
import { backOffice, documentReady } from './support/backOffice'
import { linkIn, mailFor, uniqueEmail } from './support/mail'
import { apiKeyHeader, newApiKey } from './support/twoFactor'

const DELAY_MS = 60_000

type Row = Record<string, unknown>
const list = async (editor: APIRequestContext, collection: string, where: string) =>
  ((await (await editor.get(`/cms-api/${collection}?${where}&depth=0&sort=id&limit=20`)).json()) as { docs: Row[] }).docs

async function newCampaign(editor: APIRequestContext, product: number, overrides: Row = {}) {
  const slug = `test-campaign-${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const response = await editor.post('/cms-api/sampling-campaigns', {
    data: {
      name: `Test campaign ${slug.slice(-6)}`,
      slug,
      product,
      places: 1,
      status: 'open',
      opensAt: new Date(Date.now() - 3_600_000).toISOString(),
      closesAt: new Date(Date.now() + 86_400_000).toISOString(),
      eligibility: 'Open to people aged 18 or over with a shipping address in Australia.',
      ...overrides,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const { doc } = (await response.json()) as { doc: { id: number; slug: string; name: string } }
  return doc
}

async function apply(page: Page, slug: string, person: { name: string; email: string; dateOfBirth?: string; street?: string }) {
  await page.goto(`/en-au/sampling/${slug}`)
  const main = page.getByRole('main')
  await main.getByLabel('Name', { exact: true }).fill(person.name)
  await main.getByLabel('Email address').fill(person.email)
  await main.getByLabel('Date of birth').fill(person.dateOfBirth ?? '1988-06-15')
  await main.getByLabel('Street address').fill(person.street ?? '1 George St, Unit 4')
  await main.getByLabel('Suburb').fill('Sydney')
  await main.getByLabel('State or territory').selectOption({ label: 'New South Wales' })
  await main.getByLabel('Postcode').fill('2000')
  await main.getByRole('checkbox', { name: /^I agree to the terms of this/ }).check()
  await main.getByRole('button', { name: 'Apply' }).click()
  return main
}

test.describe('sampling campaigns', () => {
  test(
    'an application confirmed by email, drawn in the back office, shipped by CSV, asked for a review that says it was free',
    { tag: EDITING },
    async ({ page, request, browser, baseURL, editor, freshProduct }) => {
      test.setTimeout(300_000)
      const campaign = await newCampaign(editor, freshProduct.id)
      const email = uniqueEmail('sample-recipient')
      const pendingEmail = uniqueEmail('sample-pending')

      // The campaign's page: what is offered and to whom, then the form; an application answers at once.
      await page.goto(`/en-au/sampling/${campaign.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(campaign.name)
      await expect(page.getByRole('main').getByRole('link', { name: freshProduct.title })).toHaveAttribute('href', freshProduct.url)
      const main = await apply(page, campaign.slug, { name: 'Robin Sample', email })
      await expect(main.getByRole('status')).toContainText('Thank you for applying! We have just sent you an email with an activation link.')
      // A second person applies and never confirms: never a recipient.
      const other = await apply(page, campaign.slug, { name: 'Pat Pending', email: pendingEmail })
      await expect(other.getByRole('status')).toContainText('Thank you for applying!')

      const applications = () => list(editor, 'sampling-applications', `where[campaign][equals]=${campaign.id}`)
      expect(await applications()).toMatchObject([
        { email, status: 'pending', selected: false, address: { street: '1 George St, Unit 4', suburb: 'Sydney', state: 'NSW', postcode: '2000' } },
        { email: pendingEmail, status: 'pending', selected: false },
      ])
      // The public reads no application.
      expect((await request.get('/cms-api/sampling-applications')).status()).toBe(403)

      // The double opt-in email: its link only shows the page (a scanner's GET changes nothing); the button confirms.
      const [mail] = await mailFor(request, email)
      expect(mail!.subject).toBe(`Please confirm your application for ${campaign.name}`)
      const link = linkIn(mail!, /http:\/\/\S+\/en-au\/double-optin\?token=\S+/)
      expect((await request.get(link)).status()).toBe(200)
      expect((await applications())[0]).toMatchObject({ status: 'pending' })
      await page.goto(link)
      await expect(page.getByRole('main')).toContainText(`Press the button to confirm your email address for the ${campaign.name} sampling campaign.`)
      await page.getByRole('main').getByRole('button', { name: 'Confirm my email address' }).click()
      await expect(page).toHaveURL(/\/en-au\/double-optin\/thanks$/)
      expect((await applications())[0]).toMatchObject({ status: 'confirmed' })

      // Applying again once confirmed: the duplicate answer, nothing stored twice.
      const again = await apply(page, campaign.slug, { name: 'Robin Sample', email })
      await expect(again.getByRole('alert')).toContainText('Our records show that this entry exists in our system.')
      expect(await applications()).toHaveLength(2)

      // The editor draws in the back office: one place, two applications, one confirmed.
      const context = await backOffice(browser, baseURL!)
      try {
        const editorPage = await context.newPage()
        await editorPage.goto(`/admin/collections/sampling-campaigns/${campaign.id}`)
        await documentReady(editorPage)
        const tools = editorPage.getByRole('region', { name: 'Recipients' })
        await expect(tools).toContainText('2 applied, 1 confirmed their email, 0 chosen.')
        await expect(tools.getByRole('link', { name: 'Export shipping list (CSV)' })).toHaveAttribute(
          'href',
          `/cms-api/sampling-campaigns/${campaign.id}/shipping-list.csv`,
        )
        await tools.getByRole('button', { name: 'Draw recipients' }).click()
        await expect(tools.getByRole('status')).toHaveText('1 chosen, 0 places left.')
        await expect(tools).toContainText('2 applied, 1 confirmed their email, 1 chosen.')

        // The list: ticking the recipient and picking it again chooses nobody twice.
        await editorPage.goto(`/admin/collections/sampling-applications?where[campaign][equals]=${campaign.id}`)
        const picker = editorPage.getByRole('group', { name: 'Pick recipients' })
        await expect(picker.getByRole('button', { name: 'Pick ticked as recipients' })).toBeDisabled()
        await editorPage.getByRole('row').filter({ hasText: email }).getByRole('checkbox').check()
        await picker.getByRole('button', { name: 'Pick ticked as recipients' }).click()
        await expect(picker.getByRole('status')).toHaveText('0 chosen, 1 not eligible or already chosen, 0 places left.')
      } finally {
        await context.close()
      }
      expect(await applications()).toMatchObject([
        { email, status: 'confirmed', selected: true, selectedBy: 'drawn' },
        { email: pendingEmail, status: 'pending', selected: false },
      ])
      const requests = () => list(editor, 'review-requests', `where[email][equals]=${encodeURIComponent(email)}`)
      expect(await requests()).toMatchObject([{ product: freshProduct.id, sourceKind: 'sampling', campaignId: campaign.id, status: 'scheduled' }])
      expect(await list(editor, 'review-requests', `where[email][equals]=${encodeURIComponent(pendingEmail)}`)).toHaveLength(0)

      // The shipping list: editors only, the recipient with the address quoted as CSV quotes it.
      const csv = await editor.get(`/cms-api/sampling-campaigns/${campaign.id}/shipping-list.csv`)
      expect(csv.status()).toBe(200)
      expect(csv.headers()['content-type']).toContain('text/csv')
      const lines = (await csv.text()).trimEnd().split('\r\n')
      expect(lines).toEqual([
        'Name,Street,Suburb,State,Postcode,Country,Email,Product,Campaign,Chosen',
        `Robin Sample,"1 George St, Unit 4",Sydney,NSW,2000,Australia,${email},${freshProduct.title},${campaign.name},drawn`,
      ])
      expect((await request.get(`/cms-api/sampling-campaigns/${campaign.id}/shipping-list.csv`)).status()).toBe(403)

      // Every place given: the page says so instead of the form, and the form's server refuses.
      await page.goto(`/en-au/sampling/${campaign.slug}`)
      await expect(page.getByRole('main').getByRole('status')).toHaveText('All places in this campaign have been given out. Thank you for your interest.')
      await expect(page.getByRole('main').getByRole('button', { name: 'Apply' })).toHaveCount(0)
      const late = await request.post('/api/forms/sampling', {
        data: {
          campaign: campaign.slug,
          name: 'Late',
          email: uniqueEmail('late'),
          dateOfBirth: '1980-01-01',
          street: '2 Pitt St',
          suburb: 'Sydney',
          state: 'NSW',
          postcode: '2000',
          consent: 'on',
        },
      })
      expect(late.status()).toBe(422)

      // The recipient hears at once that they have a place, and where it goes.
      const told = (await mailFor(request, email, { count: 2 })).find((received) => received.subject === `You have a place: ${campaign.name}`)
      expect(told?.text).toContain(`We will send your ${freshProduct.title} free to the address you gave: 1 George St, Unit 4, Sydney NSW 2000.`)

      // After the delay, the review request: the recipient follows the fifth star and writes the review.
      const mails = await mailFor(request, email, { count: 3, timeout: DELAY_MS + 90_000 })
      const asked = mails.find((received) => received.subject === `How is your ${freshProduct.title}?`)
      expect(asked, mails.map((received) => received.subject).join(' | ')).toBeDefined()
      const star = asked!.text.match(/5 stars: (http:\/\/\S+)/)![1]!
      await page.goto(star)
      const form = page.getByRole('main')
      await expect(form.getByRole('radio', { name: '5 stars' }).first()).toBeChecked()
      await expect(form.getByLabel('Email address')).toHaveValue(email)
      const incentive = form.getByRole('group', { name: 'Did you receive an incentive for this review? (optional)' })
      await expect(incentive.getByRole('radio', { name: 'Yes' })).toBeChecked()
      const nickname = `Sampler${Date.now() % 1_000_000}`
      const title = `Free sample, five stars ${Date.now() % 1000}`
      await form.getByLabel('Review summary').fill(title)
      await form.getByLabel('Detailed review').fill('Chosen for the sampling campaign and sent the razor free. A close, comfortable shave.')
      await form.getByRole('group', { name: 'Value' }).getByRole('radio', { name: '5 stars' }).check()
      await form.getByRole('group', { name: 'Quality' }).getByRole('radio', { name: '5 stars' }).check()
      await form.getByRole('group', { name: 'Would you recommend this product?' }).getByRole('radio', { name: 'Yes' }).check()
      await form.getByLabel('Nickname').fill(nickname)
      await form.getByLabel('Birth month').selectOption({ label: 'June' })
      await form.getByLabel('Birth year').fill('1988')
      await form.getByRole('checkbox', { name: /General Terms and Conditions/ }).check()
      await form.getByRole('button', { name: 'Preview review' }).click()
      await expect(form.getByRole('heading', { name: 'Preview of your review' })).toBeVisible()
      await form.getByRole('button', { name: 'Submit review' }).click()
      await expect(form.getByRole('status')).toContainText('REVIEW SUCCESSFULLY SUBMITTED')

      const [review] = await list(editor, 'reviews', `where[userNickname][equals]=${nickname}`)
      expect(review).toMatchObject({ status: 'pending', product: freshProduct.id, incentivizedReview: true, contextData: { IncentivizedReview: 'True' } })

      // A moderator approves: reviews.json carries the incentivised badge and the provider's field; the page discloses it.
      expect((await editor.patch(`/cms-api/reviews/${review!.id}`, { data: { status: 'approved' } })).status()).toBe(200)
      const answer = await (
        await request.get(`/api/reviews/data/reviews.json?apiversion=5.4&Filter=ProductId:${freshProduct.slug}&Filter=Badges:incentivizedReview`)
      ).json()
      expect(answer.HasErrors).toBe(false)
      expect(answer.TotalResults).toBe(1)
      const shown = answer.Results[0]
      expect(shown.Id).toBe(String(review!.id))
      expect(shown.Badges.incentivizedReview).toEqual({ Id: 'incentivizedReview', BadgeType: 'Custom', ContentType: 'REVIEW' })
      expect(shown.BadgesOrder).toContain('incentivizedReview')
      expect(shown.ContextDataValues.IncentivizedReview).toMatchObject({ Id: 'IncentivizedReview', Value: 'True' })

      await page.goto(freshProduct.url)
      // In the server's list as the page comes (no scrolling: the list turns interactive as it nears the screen).
      await expect(page.getByRole('article', { name: title }).getByText('Received this product free')).toBeVisible()
    },
  )

  test('under 18, a bad address or a closed campaign: a clear answer and nothing stored', { tag: EDITING }, async ({ page, request, editor, freshProduct }) => {
    const campaign = await newCampaign(editor, freshProduct.id, { places: 5 })
    const young = new Date()
    young.setUTCFullYear(young.getUTCFullYear() - 17)
    const main = await apply(page, campaign.slug, { name: 'Young', email: uniqueEmail('young'), dateOfBirth: young.toISOString().slice(0, 10) })
    await expect(main).toContainText(
      "We're sorry, but we cannot accept your messages or personal information because they do not meet our eligibility criteria.",
    )

    const bad = await request.post('/api/forms/sampling', {
      form: {
        campaign: campaign.slug,
        name: 'Sam',
        email: 'not-an-email',
        dateOfBirth: '1980-01-01',
        street: '',
        suburb: 'Perth',
        state: 'XX',
        postcode: '600',
      },
    })
    expect(bad.status()).toBe(400)
    expect((await bad.json()).fieldErrors).toEqual({
      email: 'Please enter a valid email address',
      street: 'Please enter your street address.',
      state: 'Please choose your state or territory.',
      postcode: 'Please enter your 4-digit postcode.',
      consent: 'Please accept the legal notice',
    })
    expect(await list(editor, 'sampling-applications', `where[campaign][equals]=${campaign.id}`)).toHaveLength(0)

    // Closed by the editor: the page says so and the server refuses.
    expect((await editor.patch(`/cms-api/sampling-campaigns/${campaign.id}`, { data: { status: 'closed' } })).status()).toBe(200)
    await page.goto(`/en-au/sampling/${campaign.slug}`)
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Applications for this campaign are closed. Thank you for your interest.')
    // A draft is not on the site at all.
    expect((await editor.patch(`/cms-api/sampling-campaigns/${campaign.id}`, { data: { status: 'draft' } })).status()).toBe(200)
    expect((await request.get(`/en-au/sampling/${campaign.slug}`)).status()).toBe(404)
  })

  test(
    'moderators read applications but choose nobody and export nothing; an erasure removes applications',
    { tag: EDITING },
    async ({ request, editor, freshProduct }) => {
      const campaign = await newCampaign(editor, freshProduct.id)
      const email = uniqueEmail('sample-erase')
      const applied = await request.post('/api/forms/sampling', {
        data: {
          campaign: campaign.slug,
          name: 'Eri',
          email,
          dateOfBirth: '1980-01-01',
          street: '3 King St',
          suburb: 'Hobart',
          state: 'TAS',
          postcode: '7000',
          consent: 'on',
        },
      })
      expect(applied.status(), await applied.text()).toBe(200)
      // A double submit: stored once.
      expect(
        (
          await request.post('/api/forms/sampling', {
            data: {
              campaign: campaign.slug,
              name: 'Eri',
              email,
              dateOfBirth: '1980-01-01',
              street: '3 King St',
              suburb: 'Hobart',
              state: 'TAS',
              postcode: '7000',
              consent: 'on',
            },
          })
        ).status(),
      ).toBe(200)
      const [application, ...more] = await list(editor, 'sampling-applications', `where[email][equals]=${encodeURIComponent(email)}`)
      expect(more).toHaveLength(0)

      const apiKey = newApiKey()
      const created = await editor.post('/cms-api/users', {
        data: { email: uniqueEmail('moderator'), password: 'a-long-enough-password', role: 'moderator', enableAPIKey: true, apiKey },
      })
      expect(created.ok()).toBe(true)
      try {
        const moderator = { headers: apiKeyHeader(apiKey) }
        expect((await request.get('/cms-api/sampling-applications?limit=1', moderator)).status()).toBe(200)
        expect((await request.get(`/cms-api/sampling-campaigns/${campaign.id}/shipping-list.csv`, moderator)).status()).toBe(403)
        expect((await request.post('/api/sampling/recipients', { ...moderator, data: { pick: [application!.id] } })).status()).toBe(403)
        expect((await request.patch(`/cms-api/sampling-applications/${application!.id}`, { ...moderator, data: { selected: true } })).status()).toBe(403)
        expect((await request.post('/cms-api/sampling-campaigns', { ...moderator, data: { name: 'x' } })).status()).toBe(403)
        // Nobody writes applications through the API, administrators included.
        expect((await editor.patch(`/cms-api/sampling-applications/${application!.id}`, { data: { selected: true } })).status()).toBe(403)
        expect((await request.get('/cms-api/sampling-applications')).status()).toBe(403)
      } finally {
        await editor.delete(`/cms-api/users/${((await created.json()) as { doc: { id: number } }).doc.id}`)
      }

      const erased = await editor.post('/cms-api/subscribers/erase', { data: { email } })
      expect(erased.status()).toBe(200)
      expect((await erased.json()).erased).toMatchObject({ 'sampling-applications': 1 })
      expect(await list(editor, 'sampling-applications', `where[email][equals]=${encodeURIComponent(email)}`)).toHaveLength(0)
    },
  )

  test('the seeded campaign takes applications on a fresh site; the public cannot draw', async ({ page, request }) => {
    await page.goto('/en-au/sampling/fusion5-free-trial')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Try Fusion5 free')
    await expect(page.getByRole('main').getByRole('button', { name: 'Apply' })).toBeVisible()
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/^noindex/)
    expect((await request.post('/api/sampling/recipients', { data: { draw: 1 } })).status()).toBe(403)
    expect((await request.post('/api/sampling/recipients', { data: { draw: 1 }, headers: { origin: new URL(page.url()).origin } })).status()).toBe(401)
  })
})
