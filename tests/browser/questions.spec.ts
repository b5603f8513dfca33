import { EDITING, expect, test, wholePageAccessible } from './fixtures'
import { linkIn, mailFor, uniqueEmail } from './support/mail'

/**
 * Product questions and answers: the product page's section, the product's questions page (sort, pages,
 * votes and the ask form, all working without scripts), and a question's whole life: asked, confirmed from
 * the emailed link, approved and answered by the brand in the back office (CMS API), seen and voted on.
 */
test.describe('product questions and answers', () => {
  test("the product page shows answered questions, the brand's answer marked, and leads to all questions and the form", async ({ page }) => {
    await page.goto('/en-au/products/fusion5')
    const section = page.locator('#questions')
    await expect(section.getByRole('heading', { name: 'Questions & answers', level: 2 })).toBeVisible()
    await expect(section.getByRole('heading', { name: /Do the cartridges fit the older Fusion handle\?/, level: 3 })).toBeVisible()
    await expect(section.getByText('Answer from Ashford').first()).toBeVisible()
    await expect(section.getByRole('link', { name: 'Ask a question' })).toHaveAttribute('href', '/en-au/questions/fusion5#ask')
  })

  test('the questions page sorts and pages by links, with one title and an index robots meta', async ({ page, request }) => {
    const html = await (await request.get('/en-au/questions/fusion5')).text()
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toMatch(/<meta name="robots" content="index/)
    await page.goto('/en-au/questions/fusion5')
    await expect(page.getByRole('heading', { name: 'Questions & answers: Ashford Fusion5 Razor', level: 1 })).toBeVisible()
    const sorts = page.getByRole('navigation', { name: 'Sort questions' })
    await expect(sorts.getByRole('link', { name: 'Most answered' })).toHaveAttribute('aria-current', 'true')
    await sorts.getByRole('link', { name: 'Newest' }).click()
    await expect(page).toHaveURL(/\?sort=newest#questions-list$/)
    await expect(sorts.getByRole('link', { name: 'Newest' })).toHaveAttribute('aria-current', 'true')
    const summaries = await page.getByRole('list', { name: 'Questions' }).getByRole('heading', { level: 3 }).allTextContents()
    expect(summaries.length).toBeGreaterThanOrEqual(2)
    expect((await request.get('/en-au/questions/no-such-razor')).status()).toBe(404)
  })

  test('/en-au/questions/fusion5 has no axe violations', wholePageAccessible('/en-au/questions/fusion5'))

  test('with scripts, the same rules answer before anything is sent, in a summary that takes focus', async ({ page }) => {
    await page.goto('/en-au/questions/proshield')
    const form = page.getByRole('form', { name: /Ask a question about/ })
    await form.getByLabel('Nickname').fill('Fine123')
    await form.getByRole('button', { name: 'Send question' }).click()
    const alert = page.getByRole('alert', { name: 'Please check the following' })
    await expect(alert).toContainText('Your question: Enter your question in at most 150 characters.')
    await expect(alert).not.toContainText('Nickname')
    await expect(alert).toBeFocused()
    await alert.getByRole('link', { name: /^Your question:/ }).click()
    await expect(form.getByLabel('Your question')).toBeFocused()
  })

  test.describe('without scripts', () => {
    test('asking with mistakes lists them with the same rules as the service, and keeps what was typed', async ({ noScriptPage: page }) => {
      await page.goto('/en-au/questions/proshield')
      const form = page.getByRole('form', { name: /Ask a question about/ })
      await form.getByLabel('Your question').fill('Will it work on a shaved head?')
      await form.getByLabel('Nickname').fill('ab')
      await form.getByRole('button', { name: 'Send question' }).click()
      const alert = page.getByRole('alert')
      await expect(alert).toContainText('Nickname: Enter a nickname between 4 and 20 characters')
      await expect(alert).toContainText('Email address: Please enter your email address.')
      await expect(alert).toContainText('Terms and conditions: Please read the General Terms and Conditions.')
      await expect(page.getByLabel('Your question')).toHaveValue('Will it work on a shaved head?')
    })
  })
})

test.describe(`a question's life ${EDITING}`, () => {
  test('asked on the page, confirmed from the email, approved and answered by the brand, then seen, voted on without scripts and emailed to the asker', async ({
    page,
    editor,
    browser,
  }) => {
    test.setTimeout(90_000)
    const email = uniqueEmail('asker')
    const summary = `Can I travel with it in hand luggage? ${Date.now()}`
    await page.goto('/en-au/questions/skinguard-sensitive#ask')
    const form = page.getByRole('form', { name: /Ask a question about/ })
    await form.getByLabel('Your question').fill(summary)
    await form.getByLabel('Nickname').fill('Traveller22')
    await form.getByLabel('Email address').fill(email)
    await form.getByLabel('I have read and accept the General Terms and Conditions.').check()
    await form.getByRole('button', { name: 'Send question' }).click()
    await expect(page.getByRole('status')).toContainText('Follow its link to confirm your question')

    const stored = async () => (await (await editor.get(`/cms-api/questions?where[questionSummary][equals]=${encodeURIComponent(summary)}`)).json()).docs[0]
    const question = await stored()
    expect(question).toMatchObject({ status: 'pending', awaitingConfirmation: true, providerProductId: 'skinguard-sensitive' })
    const [confirm] = await mailFor(page.request, email)
    expect(confirm!.subject).toBe('Please confirm your question')
    // Opening the link confirms nothing; the page's button does.
    await page.goto(linkIn(confirm!, /http:\/\/\S+bv_authtoken=[\w-]+/))
    expect(await stored()).toMatchObject({ awaitingConfirmation: true })
    await page.getByRole('main').getByRole('button', { name: 'Confirm', exact: true }).click()
    await expect(page.getByRole('status')).toContainText('Your question will be published once we have checked it.')
    expect(await stored()).toMatchObject({ status: 'pending', awaitingConfirmation: false })

    // The back office: approve, then answer as the brand.
    expect((await editor.patch(`/cms-api/questions/${question.id}`, { data: { status: 'approved' } })).status()).toBe(200)
    const answered = await editor.post('/cms-api/answers', {
      data: { question: question.id, answerText: 'Yes: razors and cartridges may go in hand luggage on Australian flights.' },
    })
    expect(answered.status()).toBe(201)
    expect((await answered.json()).doc).toMatchObject({ isBrandAnswer: true, status: 'approved' })

    const [, told] = await mailFor(page.request, email, { count: 2 })
    expect(told!.subject).toBe('Your question about Ashford SkinGuard Sensitive Razor has an answer')
    expect(linkIn(told!, /http:\/\/\S+#question-\d+/)).toBe('/en-au/questions/skinguard-sensitive')

    // A visitor without scripts sees it and votes.
    const context = await browser.newContext({ javaScriptEnabled: false })
    const visitor = await context.newPage()
    await visitor.goto('/en-au/questions/skinguard-sensitive?sort=newest')
    const item = visitor.locator(`#question-${question.id}`)
    await expect(item.getByRole('heading', { name: summary })).toBeVisible()
    await expect(item.getByText('Answer from Ashford')).toBeVisible()
    await item.getByRole('button', { name: 'Yes (0)' }).click()
    await expect(visitor.locator(`#question-${question.id}`).getByText('You found this answer helpful. 1 of 1 found this helpful.')).toBeVisible()
    await context.close()

    await page.goto('/en-au/products/skinguard-sensitive')
    await expect(page.locator('#questions').getByRole('heading', { name: summary })).toBeVisible()
    expect(
      (await editor.patch(`/cms-api/questions/${question.id}`, { data: { status: 'rejected', rejectionReason: 'Made by a browser test.' } })).status(),
    ).toBe(200)
  })
})
