/**
 * Reviews on the product page and the built-in reviews service over HTTP: the summary and the first three
 * reviews in the server's HTML, structured data, the service's envelope, and who may read reviews in the
 * back office.
 */
import { EDITING, expect, hydrated, test } from './fixtures'
import { linkIn, mailFor } from './support/mail'
import { apiKeyHeader, newApiKey } from './support/twoFactor'

test.describe('product page reviews', () => {
  test('the summary and the first 3 reviews by rating are in the HTML, with the rating in JSON-LD', async ({ request }) => {
    // React separates adjacent text with empty comments: read the HTML as a visitor's text would be.
    const html = (await (await request.get('/en-au/products/fusion5')).text()).replaceAll('<!-- -->', '')
    expect(html).toContain('id="reviews-heading"')
    const api = await (
      await request.get(
        '/api/reviews/data/products.json?apiversion=5.4&Filter=Id:fusion5&Stats=Reviews&Include=Reviews&Limit_Reviews=3&Sort_Reviews=Rating:desc',
      )
    ).json()
    const stats = api.Results[0].ReviewStatistics
    expect(stats.TotalReviewCount).toBeGreaterThan(0)
    expect(html).toContain(`${stats.TotalReviewCount} reviews`)
    for (const id of api.Results[0].ReviewIds) expect(html).toContain(api.Includes.Reviews[id].Title)
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!))
    const product = ld.find((data) => data['@type'] === 'Product' && data.aggregateRating)
    expect(product.aggregateRating).toMatchObject({ reviewCount: stats.TotalReviewCount, ratingValue: Number(stats.AverageOverallRating.toFixed(1)) })
    const reviews = ld.find((data) => data['@type'] === 'Product' && data.review)
    expect(reviews['@id']).toBe(product['@id'])
    expect(reviews.review).toHaveLength(api.Results[0].ReviewIds.length)
  })

  test('shows the average to one decimal, the distribution and the share who recommend', async ({ page }) => {
    await page.goto('/en-au/products/fusion5')
    const section = page.locator('#reviews')
    await expect(section.getByRole('heading', { name: 'Reviews', level: 2 })).toBeVisible()
    await expect(section.locator('p').first()).toHaveText(/^\d\.\d$/)
    await expect(section.getByRole('list', { name: 'Rating distribution' }).getByRole('listitem')).toHaveCount(5)
    await expect(section.getByText(/% would recommend this product/)).toBeVisible()
    await expect(section.getByRole('link', { name: 'Write a review' })).toHaveAttribute('href', '/en-au/write-review/fusion5')
  })

  test('has no axe violations with its reviews at 375 and 1280 px', async ({ axe }) => {
    // The longest page of the site, checked twice with its footer: more than the default 30 s on 2 busy cores.
    test.setTimeout(60_000)
    await axe.expectNoViolations({ path: '/en-au/products/fusion5', widths: [375, 1280] })
  })
})

test.describe('reviews service over HTTP', () => {
  test('every answer is HTTP 200 in the provider envelope, errors included', async ({ request }) => {
    const missing = await request.get('/api/reviews/data/reviews.json?Filter=ProductId:fusion5')
    expect(missing.status()).toBe(200)
    expect(await missing.json()).toMatchObject({ HasErrors: true, Errors: [{ Code: 'ERROR_PARAM_MISSING_VERSION' }] })
    const ok = await (await request.get('/api/reviews/data/reviews.json?apiversion=5.4&Filter=ProductId:fusion5&Sort=Rating:desc&Limit=5')).json()
    expect(ok).toMatchObject({ HasErrors: false, Limit: 5, Offset: 0, Locale: 'en_AU' })
    const garbage = await request.post('/api/reviews/data/submitreview.json?apiversion=5.4', { multipart: { Action: 'Submit', ProductId: '%%%' } })
    expect(garbage.status()).toBe(200)
    expect((await garbage.json()).HasErrors).toBe(true)
  })
})

test.describe(`reviews in the back office ${EDITING}`, () => {
  test('the public cannot read reviews; editors read them without reviewers’ emails; moderators see emails', async ({ request, editor }) => {
    expect((await request.get('/cms-api/reviews')).status()).toBe(403)
    const asAdmin = await (await editor.get('/cms-api/reviews?limit=1&where[status][equals]=approved')).json()
    expect(asAdmin.docs[0].userEmail).toMatch(/@/)
    const email = `moderation-${Date.now()}@test.example`
    const apiKey = newApiKey()
    const created = (await (
      await editor.post('/cms-api/users', { data: { email, password: 'a-long-enough-password', role: 'editor', enableAPIKey: true, apiKey } })
    ).json()) as { doc: { id: number } }
    try {
      const asEditor = await (await request.get('/cms-api/reviews?limit=1', { headers: apiKeyHeader(apiKey) })).json()
      expect(asEditor.docs.length).toBe(1)
      expect(asEditor.docs[0].userEmail).toBeUndefined()
      const update = await request.patch(`/cms-api/reviews/${asEditor.docs[0].id}`, {
        headers: apiKeyHeader(apiKey),
        data: { status: 'rejected' },
      })
      expect(update.status()).toBe(403)
    } finally {
      await editor.delete(`/cms-api/users/${created.doc.id}`)
    }
  })
})

test.describe('write a review', () => {
  test('a product that does not exist is the 404 page', async ({ request }) => {
    const response = await request.get('/en-au/write-review/no-such-product')
    expect(response.status()).toBe(404)
    expect(await response.text()).toContain('Page not found')
  })

  test('without scripts the photo and video fields, which need them, are neither shown nor sent', async ({ noScriptPage: page }) => {
    await page.goto('/en-au/write-review/mach3')
    await expect(page.getByRole('button', { name: 'Preview review' })).toBeVisible()
    for (const label of ['Photo file', 'Photo caption (optional)', 'Video file', 'Video caption (optional)'])
      await expect(page.getByLabel(label)).toHaveCount(0)
  })

  test('an empty form shows the messages of SPEC.md §5 in a summary that takes focus; noindex', async ({ page }) => {
    await page.goto('/en-au/write-review/mach3')
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex,\s*nofollow/)
    await page.getByRole('button', { name: 'Preview review' }).click()
    const summary = page.getByRole('main').getByRole('alert')
    await expect(summary).toBeFocused()
    for (const message of [
      'Please select rating.',
      'Enter a review summary with a maximum of 50 characters.',
      'Enter at least 50 characters but no more than 200 characters in this field.',
      'Please select a value.',
      'Please select a quality.',
      'Please recommend this product.',
      'Enter a nickname between 4 and 20 characters',
      'Please enter your email address.',
      'Please enter your month of birth.',
      'Year of birth.',
      'Please read the General Terms and Conditions.',
    ]) {
      await expect(summary).toContainText(message)
    }
  })

  test("the summary lists each message once, in the form's order, linked to its field; a typed address told invalid; birth fields in line", async ({
    page,
  }) => {
    await page.goto('/en-au/write-review/mach3')
    await page.getByLabel('Email address').fill('sam@example')
    await page.getByLabel('Birth year').fill('1985')
    await page.getByRole('button', { name: 'Preview review' }).click()
    const items = page.getByRole('main').getByRole('alert').getByRole('listitem')
    await expect(items).toHaveText([
      'Please select rating.',
      'Enter a review summary with a maximum of 50 characters.',
      'Enter at least 50 characters but no more than 200 characters in this field.',
      'Please select a value.',
      'Please select a quality.',
      'Please recommend this product.',
      'Enter a nickname between 4 and 20 characters',
      'Please enter a valid email address',
      'Please enter your month of birth.',
      'Please read the General Terms and Conditions.',
    ])
    // Each links to its field, which is on the page.
    for (const link of await items.getByRole('link').all()) {
      const target = (await link.getAttribute('href'))!.slice(1)
      await expect(page.locator(`[id="${target}"]`), target).toHaveCount(1)
    }
    // The month's error under it leaves the year's box in line with the month's.
    const [month, year] = await Promise.all([page.getByLabel('Birth month').boundingBox(), page.getByLabel('Birth year').boundingBox()])
    expect(Math.abs(month!.y - year!.y)).toBeLessThan(1)
    expect(Math.abs(month!.height - year!.height)).toBeLessThan(1)
  })

  test('the age rule is told beside the birth fields, and a birth year alone that makes the writer 7 is refused', async ({ page }) => {
    await page.goto('/en-au/write-review/mach3')
    await expect(page.getByRole('group', { name: 'Date of birth' })).toHaveAccessibleDescription('You must be 18 or over to write a review.')
    await page.getByLabel('Birth year').fill(String(new Date().getFullYear() - 7))
    await page.getByRole('button', { name: 'Preview review' }).click()
    await expect(page.getByRole('main').getByRole('alert')).toContainText("We're sorry! We cannot accept your messages or personal information")
    await expect(page.getByLabel('Birth year')).toHaveAccessibleDescription(/We're sorry!/)
  })

  test('the preview shows the rating as the site stars with "4 out of 5"', async ({ page }) => {
    const nickname = `Preview${Date.now() % 1_000_000}`
    await page.goto('/en-au/write-review/mach3')
    await page.getByRole('group', { name: 'Overall rating' }).getByLabel('4 stars').check()
    await page.getByLabel('Review summary').fill('Steady and smooth')
    await page.getByLabel('Detailed review').fill('Three blades that glide well; I get a clean shave in one pass on most mornings.')
    await page.getByRole('group', { name: 'Value' }).getByLabel('4 stars').check()
    await page.getByRole('group', { name: 'Quality' }).getByLabel('5 stars').check()
    await page.getByRole('group', { name: 'Would you recommend this product?' }).getByLabel('Yes').check()
    await page.getByLabel('Nickname').fill(nickname)
    await page.getByLabel('Email address').fill(`${nickname.toLowerCase()}@example.com`)
    await page.getByLabel('Birth month').selectOption('3')
    await page.getByLabel('Birth year').fill('1985')
    await page.getByLabel('I have read and accept the General Terms and Conditions.').check()
    await page.getByRole('button', { name: 'Preview review' }).click()
    const preview = page.getByRole('heading', { name: 'Preview of your review' }).locator('..')
    await expect(preview.getByText('4 out of 5', { exact: true })).toBeVisible()
    await expect(preview.locator('[data-stars="4"]')).toBeVisible()
    expect(await preview.textContent()).not.toContain('★')
  })

  test('fills the form by keyboard-friendly controls, previews, submits; the review waits for moderation', async ({ page, editor }) => {
    const nickname = `Reviewer${Date.now() % 1_000_000}`
    await page.goto('/en-au/write-review/mach3')
    await page.getByRole('group', { name: 'Overall rating' }).getByLabel('4 stars').check()
    await page.getByLabel('Review summary').fill('Steady and smooth')
    await page.getByLabel('Detailed review').fill('Three blades that glide well; I get a clean shave in one pass on most mornings.')
    await page.getByRole('group', { name: 'Value' }).getByLabel('4 stars').check()
    await page.getByRole('group', { name: 'Quality' }).getByLabel('5 stars').check()
    await page.getByRole('group', { name: 'Would you recommend this product?' }).getByLabel('Yes').check()
    await page.getByLabel('Nickname').fill(nickname)
    await page.getByLabel('Email address').fill(`${nickname.toLowerCase()}@example.com`)
    await page.getByLabel('Birth month').selectOption('3')
    await page.getByLabel('Birth year').fill('1985')
    await page.getByLabel('I have read and accept the General Terms and Conditions.').check()
    // A photo: checked by its content, not its name; the wrong kind of file is refused in words.
    const photos = page.getByRole('group', { name: 'Add a photo (optional)' })
    await photos.getByLabel('Photo file').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just text, not an image') })
    await expect(photos.getByRole('status')).toHaveText('This file type is not accepted: upload a JPEG, PNG, WebP or GIF image up to 5 MB.')
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f1b7e20000000049454e44ae426082',
      'hex',
    )
    await photos.getByLabel('Photo file').setInputFiles({ name: 'lather.png', mimeType: 'image/png', buffer: png })
    await expect(photos.getByRole('status')).toHaveText('Photo uploaded: lather.png.')
    await photos.getByLabel('Photo caption (optional)').fill('After the shave')
    await page.getByRole('button', { name: 'Preview review' }).click()
    await expect(page.getByRole('heading', { name: 'Preview of your review' })).toBeVisible()
    await expect(page.getByText('Steady and smooth')).toBeVisible()
    await expect(page.getByRole('img', { name: 'After the shave' })).toBeVisible()
    await page.getByRole('button', { name: 'Submit review' }).click()
    await expect(page.getByRole('status')).toContainText('REVIEW SUCCESSFULLY SUBMITTED')
    await expect(page.getByRole('status')).toContainText('We have sent you an email: follow its link to confirm your review.')
    const stored = async () => (await (await editor.get(`/cms-api/reviews?where[userNickname][equals]=${nickname}`)).json()).docs[0]
    const review = await stored()
    expect(review).toMatchObject({
      status: 'pending',
      providerProductId: 'mach3',
      rating: 4,
      awaitingConfirmation: true,
      photos: [{ caption: 'After the shave' }],
    })
    expect((await page.request.get(review.photos[0].url)).headers()['content-type']).toBe('image/png')
    // Held (hosted authentication): a moderator cannot approve it before the reviewer confirms.
    const early = await editor.patch(`/cms-api/reviews/${review.id}`, { data: { status: 'approved' } })
    expect(early.status()).toBe(400)
    expect(await early.text()).toContain('has not yet confirmed this review')

    // The email's link leads back to this page, whose button (not the opening of the link) confirms the review, once.
    const [mail] = await mailFor(page.request, `${nickname.toLowerCase()}@example.com`)
    expect(mail!.subject).toBe('Please confirm your review')
    const link = linkIn(mail!, /http:\/\/\S+bv_authtoken=[\w-]+/)
    expect(link).toMatch(/^\/en-au\/write-review\/mach3\?bv_authtoken=/)
    await page.goto(link)
    const main = page.getByRole('main')
    await expect(main.getByText('Press the button if you wrote this review of Ashford Mach3 Razor')).toBeVisible()
    expect(await stored()).toMatchObject({ status: 'pending', awaitingConfirmation: true })
    await main.getByRole('button', { name: 'Confirm my review' }).click()
    await expect(main.getByRole('status')).toContainText('Thank you: your email address is confirmed.')
    await expect(main.getByRole('button', { name: 'Confirm my review' })).toHaveCount(0)
    expect(await stored()).toMatchObject({ status: 'pending', awaitingConfirmation: false })
    await page.goto(link)
    await main.getByRole('button', { name: 'Confirm my review' }).click()
    await expect(main.getByRole('alert')).toContainText('This confirmation link is not valid, has expired or has already been used.')
    const approved = await editor.patch(`/cms-api/reviews/${review.id}`, { data: { status: 'rejected', rejectionReason: 'Made by a browser test.' } })
    expect(approved.status()).toBe(200)
  })

  test('under 18 gets the eligibility text', async ({ page }) => {
    await page.goto('/en-au/write-review/proglide')
    await page.getByRole('group', { name: 'Overall rating' }).getByLabel('5 stars').check()
    await page.getByLabel('Review summary').fill('Great')
    await page.getByLabel('Detailed review').fill('A really close shave that my skin does not complain about, even on hot days.')
    await page.getByRole('group', { name: 'Value' }).getByLabel('5 stars').check()
    await page.getByRole('group', { name: 'Quality' }).getByLabel('5 stars').check()
    await page.getByRole('group', { name: 'Would you recommend this product?' }).getByLabel('Yes').check()
    await page.getByLabel('Nickname').fill(`Young${Date.now() % 100000}`)
    await page.getByLabel('Email address').fill(`young-${Date.now()}@example.com`)
    await page.getByLabel('Birth month').selectOption('1')
    await page.getByLabel('Birth year').fill(String(new Date().getFullYear() - 15))
    await page.getByLabel('I have read and accept the General Terms and Conditions.').check()
    await page.getByRole('button', { name: 'Preview review' }).click()
    await expect(page.getByRole('main').getByRole('alert')).toContainText("We're sorry!")
  })

  test('has no axe violations, empty and with its errors, at 375 and 1280 px', async ({ page, axe }) => {
    // Four whole-page axe runs: allow for a busy machine.
    test.setTimeout(60_000)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/en-au/write-review/fusion5')
      await axe.expectNoViolations()
      await page.getByRole('button', { name: 'Preview review' }).click()
      await expect(page.getByRole('main').getByRole('alert')).toBeVisible()
      await axe.expectNoViolations()
    }
  })
})

test.describe('the reviews list', () => {
  test('is in the HTML with its helpful counts; its controls load as it comes near the screen, not with the page', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto('/en-au/products/fusion5')
    await hydrated(page)
    const list = page.getByRole('list', { name: 'Reviews' })
    await expect(list.getByRole('listitem').first()).toContainText(/\d+ of \d+ found this helpful/)
    await expect(page.getByLabel('Sort reviews')).toHaveCount(0)
    const loadedWithThePage = scripts.length
    await page.getByRole('region', { name: 'Reviews' }).scrollIntoViewIfNeeded()
    await expect(page.getByLabel('Sort reviews')).toBeVisible()
    await expect(list.getByRole('listitem').first().getByRole('button', { name: /^Yes/ })).toBeVisible()
    expect(scripts.length).toBeGreaterThan(loadedWithThePage)
  })

  test('sorts, filters by context data (each value with its count) and shows 5 more at a time', async ({ page }) => {
    await page.goto('/en-au/products/fusion5')
    const list = page.getByRole('list', { name: 'Reviews' })
    await expect(list.getByRole('listitem')).toHaveCount(3)
    // A visitor scrolls down to the reviews; the list's controls load as it comes near.
    await page.getByRole('region', { name: 'Reviews' }).scrollIntoViewIfNeeded()
    await page.getByLabel('Sort reviews').selectOption('Rating:asc')
    await expect(page.getByRole('status').filter({ hasText: /^Showing 5 of \d+ reviews\.$/ })).toBeVisible()
    const lowest = await list
      .getByRole('img', { name: /Rated \d out of 5/ })
      .first()
      .getAttribute('aria-label')
    const all = await list.getByRole('img', { name: /Rated \d out of 5/ }).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')))
    expect(all.every((label) => label! >= lowest!)).toBe(true)
    const more = page.getByRole('button', { name: 'Show more reviews' })
    if (await more.isVisible()) {
      await more.click()
      await expect(list.getByRole('listitem')).not.toHaveCount(5)
    }
    // Each value with how many of the product's reviews carry it (the statistics' ContextDataDistribution).
    await expect(page.getByLabel('Hair Length').locator('option', { hasText: /^Short \(\d+\)$/ })).toHaveCount(1)
    await page.getByLabel('Hair Length').selectOption('Short')
    await expect.poll(async () => (await list.getByRole('listitem').allTextContents()).every((text) => text.includes('Hair LengthShort'))).toBe(true)
  })

  test('review cards: the site stars (no ★ glyphs) and "Yes (n)" with its space', async ({ page }) => {
    await page.goto('/en-au/products/mach3')
    await page.getByRole('region', { name: 'Reviews' }).scrollIntoViewIfNeeded()
    const first = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first()
    await expect(first.getByRole('img', { name: /Rated \d out of 5/ }).locator('[data-stars]')).toBeVisible()
    expect(await first.textContent()).not.toContain('★')
    const yes = first.getByRole('button', { name: /^Yes/ })
    // What is seen (the screen-reader text beside it says the same in words).
    expect(await yes.locator('[aria-hidden="true"]').innerText()).toMatch(/^Yes \(\d+\)$/)
    expect(await first.getByRole('button', { name: /^No/ }).locator('[aria-hidden="true"]').innerText()).toMatch(/^No \(\d+\)$/)
  })

  test('a helpful vote counts at once, sets its cookie for a day and shows as pressed after a reload', async ({ page, context }) => {
    await page.goto('/en-au/products/mach3')
    await page.getByRole('region', { name: 'Reviews' }).scrollIntoViewIfNeeded()
    const first = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first()
    const yes = first.getByRole('button', { name: /^Yes/ })
    const before = Number((await yes.textContent())!.match(/\((\d+)\)/)![1])
    await yes.click()
    await expect(yes).toHaveAttribute('aria-pressed', 'true')
    await expect(yes).toContainText(`(${before + 1})`)
    const cookie = (await context.cookies()).find((item) => item.name.startsWith('HTTP_COOKIE_HELPFUL_REVIEW_'))
    expect(cookie?.value).toBe('Positive')
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(86_000)
    expect(await page.evaluate(() => localStorage.getItem('last_helpful_review'))).toBe(cookie!.name.replace('HTTP_COOKIE_HELPFUL_REVIEW_', ''))
    await page.reload()
    await page.getByRole('region', { name: 'Reviews' }).scrollIntoViewIfNeeded()
    await expect(page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first().getByRole('button', { name: /^Yes/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })
})
