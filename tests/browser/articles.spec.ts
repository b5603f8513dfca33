// Articles (src/features/articles): the article list, a section with topic chips, an article page.
import { dataLayer, expect, hydrated, test, wholePageAccessible } from './fixtures'

const SECTION = '/en-au/articles/grooming-guides'
const ARTICLE = '/en-au/articles/grooming-guides/body-grooming-guide'

test('an article page shows its title, image, reading time, date and rich-text body, noindex, with JSON-LD', async ({ page, baseURL }) => {
  const response = await page.goto(ARTICLE)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'A Practical Guide to Body Grooming' })).toBeVisible()
  await expect(page.getByText(/\d+ min read/)).toBeVisible()
  await expect(page.locator('main article time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\d/)
  await expect(page.getByRole('heading', { level: 2, name: 'Trim, then shave' })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  const types = jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type'])
  expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']))
  const article = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'Article')!
  // By value: the article's own words, ISO 8601 dates in UTC, absolute URLs on SITE_URL (the test server's
  // origin), the brand as publisher and, with no author named in the CMS, as author.
  const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/
  const onSite = (path: RegExp) => expect.stringMatching(new RegExp(`^${baseURL!.replace(/[.]/g, '\\.')}${path.source}$`))
  expect(article).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: 'A Practical Guide to Body Grooming',
    description: 'Chest, back, underarms and legs: how to trim or shave body hair without irritation.',
    image: [onSite(/\/\S+/)],
    datePublished: expect.stringMatching(iso),
    dateModified: expect.stringMatching(iso),
    author: { '@type': 'Organization', name: 'Ashford' },
    // The publisher's logo: what Google's article rich result asks of the publisher.
    publisher: {
      '@type': 'Organization',
      name: 'Ashford',
      url: `${baseURL}/en-au/`,
      logo: { '@type': 'ImageObject', url: onSite(/\/media\/brands\/default\.svg/) },
    },
    mainEntityOfPage: `${baseURL}${ARTICLE}`,
  })
  const logo = await page.request.get((article.publisher as { logo: { url: string } }).logo.url)
  expect(logo.status()).toBe(200)
  const { datePublished, dateModified, image } = article as { datePublished: string; dateModified: string; image: string[] }
  expect(Date.parse(dateModified)).toBeGreaterThanOrEqual(Date.parse(datePublished))
  expect(Date.parse(datePublished)).toBeLessThanOrEqual(Date.now())
  // The date on the page is the one search engines read, and the image is one the site serves.
  await expect(page.locator('main article time')).toHaveAttribute('datetime', datePublished)
  const picture = await page.request.get(image[0]!)
  expect(picture.status()).toBe(200)
  expect(picture.headers()['content-type']).toMatch(/^image\//)
})

test('unknown sections, articles and topics are 404s; an article under another section is a 404', async ({ page }) => {
  for (const path of [
    '/en-au/articles/no-such-section',
    '/en-au/articles/grooming-guides/no-such-article',
    '/en-au/articles/shaving-tips/body-grooming-guide',
    `${SECTION}?topic=no-such-topic`,
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(404)
  }
})

test('a section lists its articles with topic chips that filter by ?topic=, with their analytics labels', async ({ page }) => {
  await page.goto(SECTION)
  await hydrated(page)
  // The page's entry follows the consent default and update (analytics.spec.ts).
  expect((await dataLayer(page))[2]?.pageType).toBe('Article Section')
  const chip = page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: 'Body Grooming' })
  await expect(chip).toHaveAttribute('href', `${SECTION}?topic=body-grooming`)
  await chip.click()
  await expect(page).toHaveURL(`${SECTION}?topic=body-grooming`)
  await hydrated(page)
  expect((await dataLayer(page))[2]?.pageType).toBe('Article Topic')
  await expect(page.getByRole('link', { name: 'A Practical Guide to Body Grooming' })).toBeVisible()
})

test('the article list links every section and its articles', async ({ page }) => {
  await page.goto('/en-au/articles')
  await expect(page.getByRole('navigation', { name: 'Article sections' }).getByRole('link', { name: 'Grooming Guides' })).toHaveAttribute('href', SECTION)
  expect(await page.locator('main a[href^="/en-au/articles/"][href$="-guide"], main a[href*="/en-au/articles/"]').count()).toBeGreaterThan(4)
})

test('articles read without scripts: sections, chips and the full body are in the HTML', async ({ noScriptPage: page }) => {
  await page.goto(SECTION)
  await page.getByRole('link', { name: 'A Practical Guide to Body Grooming' }).click()
  await expect(page).toHaveURL(ARTICLE)
  await expect(page.getByRole('heading', { level: 2, name: 'Tricky areas and aftercare' })).toBeVisible()
  // The save control, Copy link, the helpful vote and Show Full Article need scripts, so they are not
  // shown without them (the server draws them hidden); the body is whole and the share links work.
  await expect(page.getByRole('button', { name: /to favourites$/ })).toHaveCount(0)
  for (const name of ['Copy link', 'Yes', 'No', 'Show Full Article']) await expect(page.getByRole('button', { name })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Was this article helpful?' })).toHaveCount(0)
  await expect(page.locator('#article-body')).not.toHaveAttribute('data-clipped')
  await expect(page.getByRole('link', { name: 'Share on Facebook' })).toBeVisible()
})

test('an article can be saved to favourites from its page and its card', async ({ page }) => {
  await page.goto(ARTICLE)
  const save = page.getByRole('button', { name: 'Save A Practical Guide to Body Grooming to favourites' })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  expect(await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('article_bookmarks') ?? '{}')).length)).toBe(1)
  await page.goto(SECTION)
  await expect(page.getByRole('button', { name: 'Save A Practical Guide to Body Grooming to favourites' })).toHaveAttribute('aria-pressed', 'true')
})

test('article cards: 3 or 4 columns at 1280 px, as their count fills the rows (no lone last card), and 2 on a phone', async ({ page }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(SECTION)
    const tops = await page.locator('main ul li article').evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)))
    const columns = tops.filter((top) => top === tops[0]).length
    if (width === 375) expect(columns, 'columns on a phone').toBe(2)
    else {
      expect([3, 4], `columns at ${width}`).toContain(columns)
      expect(tops.length % columns, `a lone last card in ${columns} columns`).not.toBe(1)
    }
  }
})

test.describe('accessibility (WCAG 2.2 AA at 375 and 1280 px)', () => {
  for (const path of ['/en-au/articles', SECTION, ARTICLE]) test(`${path} has no axe violations`, wholePageAccessible(path))
})

test.describe('sharing and the leaving-the-site notice', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('share links are plain share URLs; copy link copies and says so politely', async ({ page }) => {
    await page.goto(ARTICLE)
    const share = page.getByRole('navigation', { name: 'Share this article' })
    const url = encodeURIComponent(new URL(ARTICLE, page.url()).href)
    await expect(share.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${url}`)
    await expect(share.getByRole('link', { name: 'Share on X (Twitter)' })).toHaveAttribute(
      'href',
      new RegExp(`^https://twitter.com/intent/tweet\\?url=${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    )
    await expect(share.getByRole('link', { name: 'Share by email' })).toHaveAttribute('href', /^mailto:\?subject=/)
    await share.getByRole('button', { name: 'Copy link' }).click()
    await expect(share.getByRole('status')).toHaveText('Link copied to the clipboard.')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(ARTICLE, page.url()).href)
  })

  test('a link to another host opens a dialog naming it; Stay closes it and keeps the visitor here', async ({ page }) => {
    await page.goto(ARTICLE)
    await hydrated(page)
    // The notice starts with the article's controls, after hydration (until then the links work as plain
    // links): Copy link, shown by the same start, says they are in place.
    await expect(page.getByRole('navigation', { name: 'Share this article' }).getByRole('button', { name: 'Copy link' })).toBeVisible()
    await page.getByRole('link', { name: 'Share on Facebook' }).click()
    const dialog = page.getByRole('dialog', { name: 'You are leaving this site' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('www.facebook.com')
    await expect(dialog.getByRole('link', { name: 'Continue to www.facebook.com' })).toHaveAttribute('href', /^https:\/\/www\.facebook\.com\/sharer/)
    await expect(dialog.getByRole('button', { name: 'Stay on this site' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(ARTICLE)
    await page.getByRole('link', { name: 'Share on X (Twitter)' }).click()
    await dialog.getByRole('button', { name: 'Stay on this site' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(ARTICLE)
  })
})

test('related articles (same topic, then section) leave out the article itself', async ({ page }) => {
  await page.goto(ARTICLE)
  const related = page.getByRole('region', { name: 'Related articles' })
  const links = related.getByRole('heading').getByRole('link')
  await expect(links.first()).toBeVisible()
  expect(await links.count()).toBeLessThanOrEqual(3)
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) expect(href).not.toBe(ARTICLE)
})

test('on a phone the body is clipped until Show Full Article; the full text is in the HTML', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(ARTICLE)
  const show = page.getByRole('button', { name: 'Show Full Article' })
  await expect(show).toBeVisible()
  const body = page.locator('#article-body')
  await expect(body).toHaveAttribute('data-clipped', 'true')
  await expect(body).toContainText('Exfoliate gently between shaves')
  const clippedHeight = await body.evaluate((element) => element.getBoundingClientRect().height)
  // The helpful vote and the share links wait until the article has been read.
  await expect(page.getByRole('region', { name: 'Was this article helpful?' })).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'Share this article' })).toBeHidden()
  await show.click()
  await expect(show).toBeHidden()
  await expect(page.getByRole('region', { name: 'Was this article helpful?' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Share this article' })).toBeVisible()
  await expect(body).not.toHaveAttribute('data-clipped')
  expect(await body.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(clippedHeight)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(ARTICLE)
  await expect(page.getByRole('button', { name: 'Show Full Article' })).toHaveCount(0)
})

test('the helpful vote is stored once per browser, remembered, and a repeat gets a clear 409', async ({ page, browser }) => {
  await page.goto(ARTICLE)
  const section = page.getByRole('region', { name: 'Was this article helpful?' })
  await section.getByRole('button', { name: 'Yes' }).click()
  await expect(section.getByRole('status')).toHaveText('Thank you for your feedback.')
  await expect(section.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true')
  await page.reload()
  await expect(page.getByRole('region', { name: 'Was this article helpful?' }).getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true')
  const id = await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('article_helpful_votes') ?? '{}'))[0])
  const repeat = await page.request.post('/api/articles/helpful', { data: { article: Number(id), helpful: 'No' } })
  expect(repeat.status()).toBe(409)
  expect(await repeat.json()).toEqual({ error: 'You have already voted on this article.' })
  // Another browser votes on its own.
  const other = await browser.newContext()
  const second = await other.request.post(new URL('/api/articles/helpful', page.url()).href, { data: { article: Number(id), helpful: 'No' } })
  expect(second.status()).toBe(201)
  await other.close()
})

test('the helpful-vote route answers bad input with a clear 400 and unknown articles with a 404, never a 500', async ({ request }) => {
  for (const data of [{}, { article: 'x', helpful: 'Yes' }, { article: 1, helpful: 'Maybe' }]) {
    const response = await request.post('/api/articles/helpful', { data })
    expect(response.status(), JSON.stringify(data)).toBe(400)
    expect(await response.json()).toEqual({ error: 'Send the article id and helpful as Yes or No.' })
  }
  const broken = await request.post('/api/articles/helpful', { headers: { 'content-type': 'application/json' }, data: '{not json' })
  expect(broken.status()).toBe(400)
  const unknown = await request.post('/api/articles/helpful', { data: { article: 999999, helpful: 'Yes' } })
  expect(unknown.status()).toBe(404)
})

test('editors preview a draft article with its author from the back office; visitors never see it', async ({ editor, browser, page, baseURL }) => {
  const from = (
    (await (await editor.get('/cms-api/articles?where[slug][equals]=body-grooming-guide&depth=0&limit=1')).json()) as {
      docs: { section: number; image: string }[]
    }
  ).docs[0]!
  const key = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const created = await editor.post('/cms-api/articles?draft=true', {
    data: {
      title: `Draft article ${key}`,
      slug: `draft-article-${key}`,
      section: from.section,
      image: from.image,
      author: 'Sam Reviewer',
      shortDescription: 'A draft made for one browser test and deleted after it.',
      body: { root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children: [] } },
      _status: 'draft',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const url = `${SECTION}/draft-article-${key}`
  const preview = `/api/preview?collection=articles&id=${doc.id}`
  try {
    // The public: no draft, and no way into the preview.
    expect((await page.goto(url))?.status()).toBe(404)
    const refused = await page.request.get(preview, { maxRedirects: 0 })
    expect(refused.status()).toBe(401)
    expect(await refused.json()).toEqual({ error: 'Sign in to the back office to preview drafts.' })
    expect((await page.request.get('/api/preview?collection=users&id=1', { maxRedirects: 0 })).status()).toBe(400)

    // An editor signed in to the back office (its session cookie) follows the Preview button.
    const context = await browser.newContext({ baseURL })
    await context.addCookies([{ name: 'payload-token', value: process.env.EDITOR_TOKEN ?? '', url: baseURL! }])
    const editorPage = await context.newPage()
    const shown = await editorPage.goto(preview)
    expect(shown?.status()).toBe(200)
    await expect(editorPage).toHaveURL(url)
    await expect(editorPage.getByRole('heading', { level: 1, name: `Draft article ${key}` })).toBeVisible()
    await expect(editorPage.getByText('By Sam Reviewer')).toBeVisible()
    await expect(editorPage.getByText(/^Preview: the newest saved version/)).toBeVisible()
    const article = (await editorPage.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as { '@type': string; author?: unknown })
      .find((data) => data['@type'] === 'Article')
    expect(article?.author).toEqual({ '@type': 'Person', name: 'Sam Reviewer' })
    // Leaving the preview shows what visitors see: nothing yet.
    const left = editorPage.waitForResponse((response) => response.url().endsWith(url))
    await editorPage.getByRole('link', { name: 'Leave preview' }).click()
    expect((await left).status()).toBe(404)
    await context.close()
  } finally {
    await editor.delete(`/cms-api/articles/${doc.id}`)
  }
})
