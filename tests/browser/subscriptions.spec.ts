/**
 * Subscriptions, promotions and the contact form, as a visitor meets them: every message of SPEC.md §8,
 * double opt-in and unsubscribe from the emails a real SMTP server on loopback receives
 * (support/mailSink.mjs), submissions without JavaScript, SMTP down then up, and the back office's rule
 * that only administrators read what visitors gave us.
 */
import { type Page, EDITING, expect, test } from './fixtures'
import { control, linkIn, mailFor, type ReceivedMail, uniqueEmail } from './support/mail'
import { apiKeyHeader, newApiKey } from './support/twoFactor'

async function submitNewsletter(page: Page, scope: string, values: { name?: string; email?: string; consent?: boolean }) {
  const form = page.locator(scope)
  if (values.name !== undefined) await form.getByLabel('Name', { exact: true }).fill(values.name)
  if (values.email !== undefined) await form.getByLabel('Email address').fill(values.email)
  if (values.consent) await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Sign up' }).click()
}

test.describe('newsletter', () => {
  test('an empty sign-up shows each message beside its field and in a summary that takes focus', async ({ page }) => {
    await page.goto('/en-au/')
    const block = page.getByRole('main').locator('section', { has: page.getByRole('heading', { name: 'Sign up to our newsletter' }) })
    await block.getByRole('button', { name: 'Sign up' }).click()
    const summary = block.getByRole('alert')
    await expect(summary).toBeFocused()
    for (const message of ['Please enter name', 'Please enter a valid email address', 'Please accept the legal notice']) {
      await expect(summary).toContainText(message)
    }
    await expect(block.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    await expect(block.getByLabel('Name', { exact: true })).toHaveAccessibleDescription('Please enter name')
    await expect(block.getByRole('checkbox')).not.toBeChecked()
  })

  test('signs up once; the second time says the address is already subscribed; a welcome email arrives', async ({ page, request }) => {
    const email = uniqueEmail('news')
    await page.goto('/en-au/')
    const scope = 'main section:has(h2:text-is("Sign up to our newsletter"))'
    await submitNewsletter(page, scope, { name: 'Sam', email, consent: true })
    await expect(page.locator(scope).getByRole('status')).toHaveText(
      'Thank you for joining our mailing list. You will receive the next issue of our newsletter shortly.',
    )
    await page.reload()
    await submitNewsletter(page, scope, { name: 'Sam', email, consent: true })
    await expect(page.locator(scope).getByRole('alert')).toContainText(`Your email address ${email} is already subscribed to our newsletter.`)
    const [welcome] = await mailFor(request, email)
    expect(welcome!.from).toContain('hello@ashford.example')
    expect(welcome!.html).toContain('Unsubscribe')
    expect(welcome!.text).toMatch(/Unsubscribe: http:\/\/127\.0\.0\.1:\d+\/en-au\/unsubscribe\?token=/)
    expect(welcome!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    expect(welcome!.headers['list-unsubscribe']).toMatch(/\/api\/unsubscribe\?token=/)
  })

  test('works without JavaScript: the page comes back with the answer', async ({ noScriptPage }) => {
    await noScriptPage.goto('/en-au/')
    const scope = noScriptPage.locator('main section:has(h2:text-is("Sign up to our newsletter"))')
    await scope.getByRole('button', { name: 'Sign up' }).click()
    await expect(scope.getByText('Please enter name').first()).toBeVisible()
    await scope.getByLabel('Name', { exact: true }).fill('Noa')
    await scope.getByLabel('Email address').fill(uniqueEmail('noscript'))
    await scope.getByRole('checkbox').check()
    await scope.getByRole('button', { name: 'Sign up' }).click()
    await expect(noScriptPage.getByText('Thank you for joining our mailing list.', { exact: false })).toBeVisible()
  })

  test('the footer has the sign-up too', async ({ page }) => {
    await page.goto('/en-au/faq')
    await page.locator('[data-footer-marker]').scrollIntoViewIfNeeded()
    const footer = page.getByTestId('site-footer')
    await expect(footer.getByRole('heading', { name: 'Sign up to our newsletter' })).toBeVisible()
    await footer.getByRole('button', { name: 'Sign up' }).click()
    await expect(footer.getByRole('alert')).toContainText('Please enter name')
  })

  test('API clients get the same rules as JSON', async ({ request }) => {
    const bad = await request.post('/api/forms/newsletter', { data: { name: '', email: 'nope' } })
    expect(bad.status()).toBe(400)
    expect((await bad.json()).fieldErrors).toEqual({
      name: 'Please enter name',
      email: 'Please enter a valid email address',
      consent: 'Please accept the legal notice',
    })
    expect((await request.post('/api/forms/newsletter', { headers: { 'content-type': 'text/plain' }, data: 'x' })).status()).toBe(415)
    expect((await request.post('/api/forms/newsletter', { headers: { 'content-type': 'application/json' }, data: Buffer.from('{"oops') })).status()).toBe(400)
    expect((await request.post('/api/forms/no-such-form', { data: {} })).status()).toBe(404)
  })
})

test.describe('gaming registration and double opt-in', () => {
  test('under 18 gets the eligibility text and nothing is stored', async ({ page, editor }) => {
    const email = uniqueEmail('young')
    await page.goto('/en-au/gaming/register')
    const main = page.getByRole('main')
    await main.getByLabel('Email address').fill(email)
    await main.getByLabel('Date of birth').fill(`${new Date().getFullYear() - 17}-01-01`)
    await main.getByRole('checkbox', { name: /^I agree/ }).check()
    await main.getByRole('button', { name: 'Register' }).click()
    await expect(main.getByRole('alert')).toContainText(
      "We're sorry, but we cannot accept your messages or personal information because they do not meet our eligibility criteria.",
    )
    const stored = await (await editor.get(`/cms-api/subscribers?where[email][equals]=${encodeURIComponent(email)}`)).json()
    expect(stored.totalDocs).toBe(0)
  })

  test('registers, confirms from the emailed link once, then the same email is a duplicate', async ({ page, request, editor }) => {
    const email = uniqueEmail('gamer')
    const main = page.getByRole('main')
    await page.goto('/en-au/gaming/register')
    await main.getByLabel('Email address').fill(email)
    await main.getByLabel('Date of birth').fill('1990-05-17')
    await main.getByRole('checkbox', { name: /^I agree/ }).check()
    await main.getByRole('button', { name: 'Register' }).click()
    await expect(main.getByRole('status')).toContainText('Thank you!')
    await expect(main.getByRole('status')).toContainText('We have received your data. Processing time is up to 48 hours.')

    const pending = await (await editor.get(`/cms-api/subscribers?where[email][equals]=${encodeURIComponent(email)}`)).json()
    expect(pending.docs[0]).toMatchObject({
      list: 'gaming',
      status: 'pending',
      campaignId: '30270',
      channelId: '1010',
      dateOfBirth: expect.stringContaining('1990-05-17'),
    })
    expect(pending.docs[0].consentText).toContain('Gaming')

    const [mail] = await mailFor(request, email)
    const link = linkIn(mail!, /http:\/\/\S+\/en-au\/double-optin\?token=\S+/)
    // Opening the link says what the button will do, and confirms nothing (a mail gateway opens every link).
    await page.goto(link)
    await expect(page).toHaveTitle(/Double Option/)
    await expect(main.getByText('Press the button to confirm your email address for Gaming promotion emails.')).toBeVisible()
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex,\s*nofollow/)
    const stored = async () => (await (await editor.get(`/cms-api/subscribers?where[email][equals]=${encodeURIComponent(email)}`)).json()).docs[0]
    expect((await stored()).status).toBe('pending')
    await main.getByRole('button', { name: 'Confirm my email address' }).click()
    await expect(page).toHaveURL(/\/en-au\/double-optin\/thanks$/)
    await expect(page.getByText('Thank you for your interest in Ashford.')).toBeVisible()
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex,\s*nofollow/)
    const confirmed = await stored()
    expect(confirmed).toMatchObject({ status: 'confirmed', confirmedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) })

    // The link is spent: the failure text, and no button.
    await page.goto(link)
    await expect(page.getByText('Your email address cannot be confirmed at this time. Please try again later.')).toBeVisible()
    await expect(main.getByRole('button', { name: 'Confirm my email address' })).toHaveCount(0)
    expect((await stored()).confirmedAt).toBe(confirmed.confirmedAt)

    await page.goto('/en-au/gaming/register')
    await main.getByLabel('Email address').fill(email)
    await main.getByLabel('Date of birth').fill('1990-05-17')
    await main.getByRole('checkbox', { name: /^I agree/ }).check()
    await main.getByRole('button', { name: 'Register' }).click()
    await expect(main.getByRole('alert')).toContainText('Already submitted')
    await expect(main.getByRole('alert')).toContainText('Our records show that this entry exists in our system.Thank you for your participation!')
  })

  test('an expired link gets the failure text and confirms nothing', async ({ page, request, editor }) => {
    const email = uniqueEmail('late')
    expect((await request.post('/api/forms/gaming', { data: { email, dateOfBirth: '1985-03-03', consent: 'on' } })).status()).toBe(200)
    const [mail] = await mailFor(request, email)
    const stored = await (await editor.get(`/cms-api/subscribers?where[email][equals]=${encodeURIComponent(email)}`)).json()
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString()
    expect((await editor.patch(`/cms-api/subscribers/${stored.docs[0].id}`, { data: { confirmTokenExpiresAt: eightDaysAgo } })).ok()).toBe(true)
    await page.goto(linkIn(mail!, /http:\/\/\S+\/en-au\/double-optin\?token=\S+/))
    await expect(page.getByText('Your email address cannot be confirmed at this time. Please try again later.')).toBeVisible()
    const after = await (await editor.get(`/cms-api/subscribers/${stored.docs[0].id}`)).json()
    expect(after.status).toBe('pending')
  })

  test('a confirmed sign-up is forwarded to the consumer-data platform with its channel id and token', async ({ page, request }) => {
    const email = uniqueEmail('cdp')
    expect((await request.post('/api/forms/gaming', { data: { email, dateOfBirth: '1979-09-09', consent: 'on' } })).status()).toBe(200)
    const [mail] = await mailFor(request, email)
    await page.goto(linkIn(mail!, /http:\/\/\S+\/en-au\/double-optin\?token=\S+/))
    await page.getByRole('main').getByRole('button', { name: 'Confirm my email address' }).click()
    await expect(page).toHaveURL(/\/double-optin\/thanks$/)
    let received: { headers: Record<string, string>; body: Record<string, string> } | undefined
    await expect
      .poll(
        async () => {
          const all = (await (await request.get(`${control}/cdp`)).json()) as { headers: Record<string, string>; body: Record<string, string> }[]
          received = all.find((item) => item.body?.email === email)
          return Boolean(received)
        },
        { timeout: 20_000 },
      )
      .toBe(true)
    expect(received!.headers).toMatchObject({ channelid: '1010', access_token: 'browser-tests-cdp-token', 'content-type': 'application/json' })
    expect(received!.body).toMatchObject({ list: 'gaming', campaignId: '30270', countryCode: 'AU', locale: 'en-AU' })
  })

  test('forged and malformed tokens get the failure text', async ({ page }) => {
    for (const token of ['A'.repeat(43), 'not a token', '']) {
      await page.goto(`/en-au/double-optin?token=${encodeURIComponent(token)}`)
      await expect(page.getByText('Your email address cannot be confirmed at this time. Please try again later.')).toBeVisible()
    }
  })

  test('the waitlist on the gaming page sends an activation link, whose button works without JavaScript', async ({ page, request, noScriptPage }) => {
    const email = uniqueEmail('wait')
    await page.goto('/en-au/gaming')
    const block = page.locator('section', { has: page.getByRole('heading', { name: 'Next drop: be the first to know' }) })
    await block.getByLabel('Email address').fill(email)
    await block.getByRole('checkbox').check()
    await block.getByRole('button', { name: 'Notify me' }).click()
    await expect(block.getByRole('status')).toHaveText(
      'Thank you for registering! We have just sent you an email with an activation link. Clicking the link completes your registration.',
    )
    const [mail] = await mailFor(request, email)
    expect(mail!.subject).toContain('Limited Edition')
    await noScriptPage.goto(linkIn(mail!, /http:\/\/\S+\/en-au\/double-optin\?token=\S+/))
    await expect(noScriptPage.getByText('Press the button to confirm your email address for waitlist emails.')).toBeVisible()
    await noScriptPage.getByRole('main').getByRole('button', { name: 'Confirm my email address' }).click()
    await expect(noScriptPage).toHaveURL(/\/en-au\/double-optin\/thanks(?:#double-optin-status)?$/)
    await expect(noScriptPage.getByText('Thank you for your interest in Ashford.')).toBeVisible()
  })
})

test.describe('unsubscribe', () => {
  test('the email link opens a page whose one button unsubscribes and says what stopped; pressing it again changes nothing', async ({
    page,
    request,
    editor,
  }) => {
    const email = uniqueEmail('leave')
    expect((await request.post('/api/forms/newsletter', { data: { name: 'Lee', email, consent: 'on' } })).status()).toBe(200)
    const [mail] = await mailFor(request, email)
    const link = linkIn(mail!, /http:\/\/\S+\/en-au\/unsubscribe\?token=\S+/)
    const stored = async () => (await (await editor.get(`/cms-api/subscribers?where[email][equals]=${encodeURIComponent(email)}`)).json()).docs[0]
    const main = page.getByRole('main')
    await page.goto(link)
    await expect(main.getByText(`Press Unsubscribe to stop every marketing email we send to ${email}`)).toBeVisible()
    expect((await stored()).status).toBe('confirmed')
    await main.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(main.getByRole('status')).toContainText('You are unsubscribed')
    await expect(main.getByRole('status')).toContainText('We have stopped the newsletter for this address.')
    await expect(main.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0)
    const unsubscribed = await stored()
    expect(unsubscribed).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.stringMatching(/^\d{4}-/) })

    await page.goto(link)
    await main.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(main.getByRole('status')).toContainText('You are unsubscribed')
    await expect(main.getByRole('status')).toContainText('This address is not on any of our lists.')
    expect((await stored()).unsubscribedAt).toBe(unsubscribed.unsubscribedAt)
  })

  test('works without JavaScript; a forged link says so and has no button', async ({ noScriptPage, request, editor }) => {
    const email = uniqueEmail('leave-noscript')
    expect((await request.post('/api/forms/newsletter', { data: { name: 'Nel', email, consent: 'on' } })).status()).toBe(200)
    const [mail] = await mailFor(request, email)
    const main = noScriptPage.getByRole('main')
    await noScriptPage.goto(linkIn(mail!, /http:\/\/\S+\/en-au\/unsubscribe\?token=\S+/))
    await main.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(main.getByRole('status')).toContainText('We have stopped the newsletter for this address.')
    expect((await (await editor.get(`/cms-api/subscribers?where[email][equals]=${encodeURIComponent(email)}`)).json()).docs[0].status).toBe('unsubscribed')

    await noScriptPage.goto('/en-au/unsubscribe?token=eHh4QGV4YW1wbGUuY29t.forged')
    await expect(main.getByText('This unsubscribe link is not valid')).toBeVisible()
    await expect(main.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0)
  })

  test('one-click POST from the List-Unsubscribe header (RFC 8058); forged tokens are refused', async ({ request, editor }) => {
    const email = uniqueEmail('oneclick')
    await request.post('/api/forms/newsletter', { data: { name: 'Ola', email, consent: 'on' } })
    const [mail] = await mailFor(request, email)
    const target = mail!.headers['list-unsubscribe']!.replace(/^<|>$/g, '')
    const path = new URL(target).pathname + new URL(target).search
    const response = await request.post(path, { form: { 'List-Unsubscribe': 'One-Click' } })
    expect(response.status()).toBe(200)
    expect((await response.json()).stopped).toEqual(['the newsletter'])
    expect((await request.post(path, { form: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(200)
    expect((await request.post('/api/unsubscribe?token=eHh4QGV4YW1wbGUuY29t.forged', { form: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(400)
    const stored = await (await editor.get(`/cms-api/subscribers?where[email][equals]=${encodeURIComponent(email)}`)).json()
    expect(stored.docs[0].status).toBe('unsubscribed')
  })
})

test.describe('product registration', () => {
  test('refuses a purchase date in the future, then registers and confirms by email', async ({ page, request }) => {
    const email = uniqueEmail('owner')
    await page.goto('/en-au/product-registration')
    const main = page.getByRole('main')
    await main.getByLabel('Product', { exact: true }).selectOption({ label: 'Ashford Fusion5 Razor' })
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    await main.getByLabel('Purchase date').fill(tomorrow)
    await main.getByLabel('Retailer').selectOption({ index: 1 })
    await main.getByLabel('Name', { exact: true }).fill('Pat')
    await main.getByLabel('Email address').fill(email)
    await main.getByRole('checkbox', { name: /^I agree/ }).check()
    await main.getByRole('button', { name: 'Register product' }).click()
    await expect(main.getByRole('alert')).toContainText('The purchase date cannot be in the future.')
    await main.getByLabel('Purchase date').fill('2026-01-15')
    await main.getByRole('checkbox', { name: /^I agree/ }).check()
    await main.getByRole('button', { name: 'Register product' }).click()
    await expect(main.getByRole('status')).toContainText('Thank you for registering your product.')
    const [mail] = await mailFor(request, email)
    expect(mail!.subject).toContain('Fusion5 Razor')
  })
})

test.describe('contact form', () => {
  test("'Send us a message' leads to the form; errors, then the message is stored and sent to the care address", async ({ page, request, editor }) => {
    const email = uniqueEmail('asker')
    await page.goto('/en-au/contact-us')
    await page.getByRole('link', { name: 'Send us a message' }).click()
    await expect(page).toHaveURL(/#web-contact$/)
    const form = page.locator('#web-contact')
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByRole('alert')).toBeFocused()
    await expect(form.getByRole('alert')).toContainText('Please choose a topic.')
    await expect(form.getByRole('alert')).toContainText('Please enter a message of 10 to 2000 characters.')
    await form.getByLabel('Name', { exact: true }).fill('Alex')
    await form.getByLabel('Email address').fill(email)
    await form.getByLabel('Topic').selectOption('product-question')
    await form.getByLabel('Product (optional)').selectOption({ label: 'Ashford Fusion5 Razor' })
    await form.getByLabel('Message', { exact: true }).fill('How often should I change the blade on my razor?')
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByRole('status')).toContainText('Thank you for your message.')

    const stored = await (await editor.get(`/cms-api/contact-messages?where[email][equals]=${encodeURIComponent(email)}`)).json()
    expect(stored.docs).toHaveLength(1)
    expect(stored.docs[0]).toMatchObject({ name: 'Alex', topic: 'A question about a product' })
    const care = (await (await editor.get('/cms-api/globals/contact-details')).json()) as { email: string }
    const ours = (mail: ReceivedMail) => mail.text.includes(email)
    const mine = (await mailFor(request, care.email, { matching: ours })).find(ours)
    expect(mine?.headers['reply-to']).toContain(email)
    expect(mine?.text).toContain('How often should I change the blade on my razor?')
  })

  test('a double submit is stored once', async ({ request, editor }) => {
    const email = uniqueEmail('twice')
    const data = { name: 'Twi', email, topic: 'feedback', message: 'The same message sent twice in a row.', consent: 'on' }
    const answers = await Promise.all([request.post('/api/forms/contact', { data }), request.post('/api/forms/contact', { data })])
    expect(answers.map((answer) => answer.status())).toEqual([200, 200])
    const stored = await (await editor.get(`/cms-api/contact-messages?where[email][equals]=${encodeURIComponent(email)}`)).json()
    expect(stored.totalDocs).toBe(1)
  })

  test('has no axe violations with its error state, at 375 and 1280 px', async ({ page, axe }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/en-au/contact-us')
      await page.locator('#web-contact').getByRole('button', { name: 'Send message' }).click()
      await expect(page.locator('#web-contact').getByRole('alert')).toBeVisible()
      await axe.expectNoViolations()
    }
  })
})

test.describe('forms: accessibility', () => {
  for (const [path, button] of [
    ['/en-au/gaming/register', 'Register'],
    ['/en-au/product-registration', 'Register product'],
    ['/en-au/', 'Sign up'],
    ['/en-au/gaming', 'Notify me'],
  ] as const) {
    test(`${path} has no axe violations, empty and with its errors, at 375 and 1280 px`, async ({ page, axe }) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(path)
        await axe.expectNoViolations()
        await page.getByRole('main').getByRole('button', { name: button, exact: true }).first().click()
        await expect(page.getByRole('main').getByRole('alert').first()).toBeVisible()
        await axe.expectNoViolations()
      }
    })
  }
})

test.describe(`back office ${EDITING}`, () => {
  test('only administrators read sign-ups, registrations, contact messages and the outbox', async ({ request, editor }) => {
    const email = `reader-${Date.now()}@test.example`
    const apiKey = newApiKey()
    const created = await editor.post('/cms-api/users', { data: { email, password: 'a-long-enough-password', role: 'editor', enableAPIKey: true, apiKey } })
    expect(created.ok()).toBe(true)
    for (const collection of ['subscribers', 'product-registrations', 'contact-messages', 'outbox']) {
      expect((await request.get(`/cms-api/${collection}`)).status(), `public ${collection}`).toBe(403)
      expect((await request.get(`/cms-api/${collection}`, { headers: apiKeyHeader(apiKey) })).status(), `editor ${collection}`).toBe(403)
      expect((await editor.get(`/cms-api/${collection}?limit=1`)).status(), `admin ${collection}`).toBe(200)
    }
    expect((await request.post('/cms-api/subscribers', { data: { email: 'x@example.com', list: 'newsletter', dedupeKey: 'x' } })).status()).toBe(403)
    const csv = await editor.get('/cms-api/subscribers/export.csv')
    expect(csv.status()).toBe(200)
    expect(await csv.text()).toMatch(/^email,name,list,status/)
    expect((await request.get('/cms-api/subscribers/export.csv', { headers: apiKeyHeader(apiKey) })).status()).toBe(403)
    await editor.delete(`/cms-api/users/${((await created.json()) as { doc: { id: number } }).doc.id}`)
  })

  test('erasing a person removes their sign-ups, registrations, messages and emails', async ({ request, editor }) => {
    const email = uniqueEmail('erase')
    await request.post('/api/forms/newsletter', { data: { name: 'Eri', email, consent: 'on' } })
    await request.post('/api/forms/contact', {
      data: { name: 'Eri', email, topic: 'privacy', message: 'Please erase my data from your systems.', consent: 'on' },
    })
    const erased = await editor.post('/cms-api/subscribers/erase', { data: { email } })
    expect(erased.status()).toBe(200)
    expect((await erased.json()).erased).toMatchObject({ subscribers: 1, 'contact-messages': 1 })
    for (const collection of ['subscribers', 'contact-messages']) {
      expect((await (await editor.get(`/cms-api/${collection}?where[email][equals]=${encodeURIComponent(email)}`)).json()).totalDocs).toBe(0)
    }
  })

  test('with the mail server down the sign-up still succeeds, and the email arrives once it is back', async ({ request, editor }) => {
    test.setTimeout(90_000)
    const email = uniqueEmail('later')
    await request.post(`${control}/down`)
    try {
      const answer = await request.post('/api/forms/newsletter', { data: { name: 'Lat', email, consent: 'on' } })
      expect(answer.status()).toBe(200)
      await expect
        .poll(async () => (await (await editor.get(`/cms-api/outbox?where[to][equals]=${encodeURIComponent(email)}`)).json()).docs[0]?.status, {
          timeout: 15_000,
        })
        .toBe('retrying')
    } finally {
      await request.post(`${control}/up`)
    }
    await mailFor(request, email, { timeout: 60_000 })
    await expect
      .poll(async () => (await (await editor.get(`/cms-api/outbox?where[to][equals]=${encodeURIComponent(email)}`)).json()).docs[0]?.status, {
        timeout: 10_000,
      })
      .toBe('sent')
  })
})
