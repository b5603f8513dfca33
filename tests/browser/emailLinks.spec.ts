/**
 * Links that show, buttons that act. Mail gateways and link scanners open every link of every email
 * (GET and HEAD, some in a browser that runs the page's scripts): opening a link must change nothing,
 * however often. Only the person's press of the page's one button (a POST with the token) does, once.
 * Every kind of email the site sends with links is produced here and read from the real SMTP server on
 * loopback (support/mailSink.mjs); the records are read through the CMS API.
 */
import { type APIRequestContext, EDITING, expect, hydrated, type Page, test } from './fixtures'
import { mailFor, type ReceivedMail, uniqueEmail } from './support/mail'

/** Every link an email carries: in its text, in its HTML and in its List-Unsubscribe header. */
function linksOf(mail: ReceivedMail): string[] {
  const inText = [...mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0])
  const inHtml = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'))
  const inHeader = [...(mail.headers['list-unsubscribe'] ?? '').matchAll(/<([^>]+)>/g)].map((match) => match[1]!)
  return [...new Set([...inText, ...inHtml, ...inHeader])]
}

/** A scanner: GET and HEAD every link, following redirects, twice over; each answers 200. */
async function scan(request: APIRequestContext, links: string[]) {
  for (const round of [1, 2]) {
    for (const link of links) {
      expect((await request.get(link)).status(), `GET ${link} (round ${round})`).toBe(200)
      expect((await request.head(link)).status(), `HEAD ${link} (round ${round})`).toBe(200)
    }
  }
}

/** A scanner that renders pages: opens every link in a browser with scripts, until the page is hydrated and quiet. */
async function render(page: Page, links: string[]) {
  for (const link of links) {
    expect((await page.goto(link))?.status(), `open ${link}`).toBe(200)
    await hydrated(page)
    await page.waitForLoadState('networkidle')
  }
}

const reviewFields = (nickname: string, email: string) => ({
  Action: 'Submit',
  ProductId: 'mach3',
  rating: '5',
  title: 'Checked by a link scanner',
  reviewtext: 'Written for one browser test: its confirmation link is opened by a scanner before its author presses the button.',
  usernickname: nickname,
  useremail: email,
  contextdatavalue_Agemonth: '6',
  contextdatavalue_Ageyear: '1984',
  rating_Value: '5',
  rating_Quality: '5',
  isrecommended: 'true',
  agreedtotermsandconditions: 'true',
  hostedauthentication_authenticationemail: email,
  hostedauthentication_callbackurl: '/en-au/write-review/mach3',
})

test(
  "a scanner opening every link of every email changes no record; the person's button does, once",
  { tag: EDITING },
  async ({ page, request, editor, noScriptPage }) => {
    test.setTimeout(180_000)
    const id = `${Date.now() % 1_000_000}`
    const to = {
      news: uniqueEmail('scan-news'),
      gamer: uniqueEmail('scan-gamer'),
      waiter: uniqueEmail('scan-wait'),
      owner: uniqueEmail('scan-owner'),
      reviewer: uniqueEmail('scan-review'),
      asker: uniqueEmail('scan-ask'),
      answerer: uniqueEmail('scan-answer'),
    }
    const nick = { reviewer: `Scanned${id}`, asker: `Asker${id}`, answerer: `Answerer${id}` }
    const questionSummary = `Does the scanner leave my question alone? ${id}`

    // Every email the site sends with links: newsletter welcome, double opt-ins (gaming, waitlist), product
    // registration, and the confirmations of a review, a question and an answer.
    const form = (name: string, data: Record<string, string>) => request.post(`/api/forms/${name}`, { data })
    expect((await form('newsletter', { name: 'Nia', email: to.news, consent: 'on' })).status()).toBe(200)
    expect((await form('gaming', { email: to.gamer, dateOfBirth: '1991-02-03', consent: 'on' })).status()).toBe(200)
    expect((await form('waitlist', { email: to.waiter, consent: 'on' })).status()).toBe(200)
    const retailer = ((await (await editor.get('/cms-api/retailers?limit=1&depth=0')).json()) as { docs: { slug: string }[] }).docs[0]!.slug
    expect(
      (await form('product-registration', { product: 'fusion5', purchaseDate: '2026-01-10', retailer, name: 'Ona', email: to.owner, consent: 'on' })).status(),
    ).toBe(200)
    const api = async (endpoint: string, fields: Record<string, string>) => {
      const answer = (await (await request.post(`/api/reviews/data/${endpoint}?apiversion=5.4`, { multipart: fields })).json()) as { HasErrors: boolean }
      expect(answer.HasErrors, `${endpoint}: ${JSON.stringify(answer)}`).toBe(false)
    }
    await api('submitreview.json', reviewFields(nick.reviewer, to.reviewer))
    const author = (nickname: string, email: string) => ({
      usernickname: nickname,
      useremail: email,
      agreedtotermsandconditions: 'true',
      Action: 'Submit',
      hostedauthentication_authenticationemail: email,
      hostedauthentication_callbackurl: '/en-au/questions/fusion5',
    })
    await api('submitquestion.json', { ProductId: 'fusion5', questionsummary: questionSummary, ...author(nick.asker, to.asker) })
    const published = (
      (await (await editor.get('/cms-api/questions?where[providerProductId][equals]=fusion5&where[status][equals]=approved&limit=1&depth=0')).json()) as {
        docs: { id: number }[]
      }
    ).docs[0]!
    await api('submitanswer.json', {
      QuestionId: String(published.id),
      answertext: 'A scanner opened the link of this answer before its author confirmed it.',
      ...author(nick.answerer, to.answerer),
    })

    const mails = Object.fromEntries(await Promise.all(Object.entries(to).map(async ([who, email]) => [who, (await mailFor(request, email))[0]!]))) as Record<
      keyof typeof to,
      ReceivedMail
    >
    const links = [...new Set(Object.values(mails).flatMap(linksOf))]
    const linkOf = (who: keyof typeof to, pattern: RegExp) => {
      const link = linksOf(mails[who]).find((candidate) => pattern.test(candidate))
      expect(link, `${who}'s email has a link matching ${pattern}`).toBeDefined()
      return link!
    }
    const confirmLinks = {
      gamer: linkOf('gamer', /\/en-au\/double-optin\?token=/),
      waiter: linkOf('waiter', /\/en-au\/double-optin\?token=/),
      news: linkOf('news', /\/en-au\/unsubscribe\?token=/),
      reviewer: linkOf('reviewer', /\/en-au\/write-review\/mach3\?bv_authtoken=/),
      asker: linkOf('asker', /\/en-au\/questions\/fusion5\?bv_authtoken=/),
      answerer: linkOf('answerer', /\/en-au\/questions\/fusion5\?bv_authtoken=/),
    }
    // Each email's footer: the home page and the unsubscribe page; the one-click header's address too.
    expect(links.filter((link) => /\/api\/unsubscribe\?token=/.test(link))).toHaveLength(Object.keys(to).length)

    const list = async (collection: string, where: string) =>
      ((await (await editor.get(`/cms-api/${collection}?${where}&depth=0&sort=id&limit=10`)).json()) as { docs: Record<string, unknown>[] }).docs
    const records = async () => ({
      subscribers: await list('subscribers', `where[email][in]=${[to.news, to.gamer, to.waiter].map(encodeURIComponent).join(',')}`),
      registrations: await list('product-registrations', `where[email][equals]=${encodeURIComponent(to.owner)}`),
      reviews: await list('reviews', `where[userNickname][equals]=${nick.reviewer}`),
      questions: await list('questions', `where[userNickname][equals]=${nick.asker}`),
      answers: await list('answers', `where[userNickname][equals]=${nick.answerer}`),
    })
    /** Settled: each confirmed sign-up has been forwarded to the consumer-data platform (a job, moments after). */
    const settled = async () => {
      await expect
        .poll(async () => (await records()).subscribers.filter((doc) => doc.status === 'confirmed' && !doc.forwardedAt).map((doc) => doc.email), {
          timeout: 30_000,
        })
        .toEqual([])
      return records()
    }
    const before = await settled()
    expect(Object.fromEntries(Object.entries(before).map(([name, docs]) => [name, docs.length]))).toEqual({
      subscribers: 3,
      registrations: 1,
      reviews: 1,
      questions: 1,
      answers: 1,
    })
    const byEmail = (snapshot: typeof before, email: string) => snapshot.subscribers.find((doc) => doc.email === email)!
    expect(byEmail(before, to.gamer).status).toBe('pending')
    expect(byEmail(before, to.news).status).toBe('confirmed')
    for (const held of [before.reviews[0], before.questions[0], before.answers[0]]) expect(held).toMatchObject({ awaitingConfirmation: true })

    // The scanner: every link, GET and HEAD, twice; then rendered with scripts. Not one record is written.
    await scan(request, links)
    await render(page, links)
    expect(await records()).toEqual(before)

    // The person presses each page's one button: with scripts, and (waitlist, answer) without.
    const main = page.getByRole('main')
    await page.goto(confirmLinks.gamer)
    await main.getByRole('button', { name: 'Confirm my email address' }).click()
    await expect(page).toHaveURL(/\/en-au\/double-optin\/thanks$/)
    await noScriptPage.goto(confirmLinks.waiter)
    await noScriptPage.getByRole('main').getByRole('button', { name: 'Confirm my email address' }).click()
    await expect(noScriptPage).toHaveURL(/\/en-au\/double-optin\/thanks(?:#double-optin-status)?$/)
    await page.goto(confirmLinks.news)
    await main.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(main.getByRole('status')).toContainText('We have stopped the newsletter for this address.')
    await page.goto(confirmLinks.reviewer)
    await main.getByRole('button', { name: 'Confirm my review' }).click()
    await expect(main.getByRole('status')).toContainText('Thank you: your email address is confirmed.')
    await page.goto(confirmLinks.asker)
    await main.getByRole('button', { name: 'Confirm', exact: true }).click()
    await expect(main.getByRole('status')).toContainText('Thank you: your email address is confirmed.')
    await noScriptPage.goto(confirmLinks.answerer)
    await noScriptPage.getByRole('main').getByRole('button', { name: 'Confirm', exact: true }).click()
    await expect(noScriptPage.getByRole('main').getByRole('status')).toContainText('Thank you: your email address is confirmed.')

    const acted = await settled()
    expect(byEmail(acted, to.gamer)).toMatchObject({ status: 'confirmed', confirmedAt: expect.stringMatching(/^\d{4}-/) })
    expect(byEmail(acted, to.waiter)).toMatchObject({ status: 'confirmed', confirmedAt: expect.stringMatching(/^\d{4}-/) })
    expect(byEmail(acted, to.news)).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.stringMatching(/^\d{4}-/) })
    for (const held of [acted.reviews[0], acted.questions[0], acted.answers[0]]) expect(held).toMatchObject({ status: 'pending', awaitingConfirmation: false })
    expect(acted.registrations).toEqual(before.registrations)

    // Once: pressing again changes nothing (a spent double opt-in link has no button left), and neither
    // does the scanner coming back.
    await page.goto(confirmLinks.gamer)
    await expect(main.getByText('Your email address cannot be confirmed at this time. Please try again later.')).toBeVisible()
    await expect(main.getByRole('button')).toHaveCount(0)
    await page.goto(confirmLinks.news)
    await main.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(main.getByRole('status')).toContainText('This address is not on any of our lists.')
    for (const [link, button] of [
      [confirmLinks.reviewer, 'Confirm my review'],
      [confirmLinks.asker, 'Confirm'],
    ] as const) {
      await page.goto(link)
      await main.getByRole('button', { name: button, exact: true }).click()
      await expect(main.getByRole('alert')).toContainText('This confirmation link is not valid, has expired or has already been used.')
    }
    await scan(request, links)
    expect(await records()).toEqual(acted)

    // The last kind of email: the asker is told of the brand's answer. Its links change nothing either.
    const question = acted.questions[0]!
    try {
      expect((await editor.patch(`/cms-api/questions/${question.id}`, { data: { status: 'approved' } })).status()).toBe(200)
      expect((await editor.post('/cms-api/answers', { data: { question: question.id, answerText: 'Yes: opening a link never acts.' } })).status()).toBe(201)
      const told = (await mailFor(request, to.asker, { count: 2 })).find((mail) => mail.subject.includes('has an answer'))!
      expect(told, 'the email telling the asker of the answer').toBeDefined()
      const answered = await records()
      await scan(request, linksOf(told))
      await render(page, linksOf(told))
      expect(await records()).toEqual(answered)
    } finally {
      const reject = { status: 'rejected', rejectionReason: 'Made by a browser test.' }
      await editor.patch(`/cms-api/questions/${question.id}`, { data: reject })
      await editor.patch(`/cms-api/reviews/${acted.reviews[0]!.id}`, { data: reject })
      await editor.patch(`/cms-api/answers/${acted.answers[0]!.id}`, { data: reject })
    }
  },
)
