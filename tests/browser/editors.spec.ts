// The editors' day in /admin (real Chromium): live preview, scheduled publishing, redirects, SEO with a
// search-result preview, moderation by action, subscribers' export and erasure, saving from another address;
// the back office's own pages: the dashboard, the editors' guide, the administrators' Site health group.
import { EDITING, expect, type Page, test } from './fixtures'
import { backOffice, documentReady, openScheduleDrawer, paragraph, schedulePublishAt, schedulePublishSoon, sydneyTime } from './support/backOffice'
import { fetchPost, signInSettingUp } from './support/twoFactor'

const key = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

test.describe("the editors' day", () => {
  test(
    "an editor previews a product change live, at a phone's width too, before it is published",
    { tag: EDITING },
    async ({ browser, baseURL, editor, freshProduct, page, axe }) => {
      // The back office's live preview, an autosave and two axe scans: more than the default time on a slow hour.
      test.setTimeout(120_000)
      // The edit view opens as the editor last left it (Payload keeps live preview on or off per collection):
      // start from off, so the toggle's one press turns it on.
      const preference = await editor.post('/cms-api/payload-preferences/collection-products', { data: { value: { editViewType: 'default' } } })
      expect(preference.status(), await preference.text()).toBe(200)
      const context = await backOffice(browser, baseURL!)
      try {
        const editorPage = await context.newPage()
        await editorPage.goto(`/admin/collections/products/${freshProduct.id}`)
        await documentReady(editorPage)
        // The document's controls: a labelled Preview link and the Live Preview toggle, which the browser
        // draws once the live-preview context has mounted, so it acts on its first press.
        await expect(editorPage.getByRole('link', { name: 'Preview', exact: true })).toHaveAttribute(
          'href',
          `/api/preview?collection=products&id=${freshProduct.id}`,
        )
        await editorPage.getByRole('button', { name: 'Live Preview', exact: true }).click()
        await expect(editorPage.getByRole('button', { name: 'Exit Live Preview', exact: true })).toBeVisible()
        await expect(editorPage.locator('iframe')).toBeVisible({ timeout: 15_000 })
        const frame = editorPage.frameLocator('iframe')
        await expect(frame.getByRole('heading', { level: 1 })).toHaveText(freshProduct.title, { timeout: 15_000 })
        await expect(frame.getByText(/^Preview: the newest saved version/)).toBeVisible()

        const changed = `${freshProduct.title} (new look)`
        await editorPage.locator('#field-title').fill(changed)
        // Autosaved as a draft, and the frame's page re-rendered with it.
        await expect(frame.getByRole('heading', { level: 1 })).toHaveText(changed, { timeout: 15_000 })

        await editorPage.getByText('Responsive', { exact: true }).first().click()
        await editorPage.getByText('Phone (375)', { exact: true }).click()
        await expect.poll(async () => (await editorPage.locator('iframe').boundingBox())?.width).toBeCloseTo(375, -1)

        // Visitors still see the published product.
        const published = await page.request.get(freshProduct.url)
        const html = await published.text()
        expect(html).toContain(freshProduct.title)
        expect(html).not.toContain(changed)

        // The preview page itself, as the editor sees it, has no axe violations.
        await page.context().addCookies([{ name: 'payload-token', value: process.env.EDITOR_TOKEN ?? '', url: baseURL! }])
        await page.goto(`/api/preview?collection=products&id=${freshProduct.id}`)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed)
        await axe.expectNoViolations({ widths: [375, 1280] })
      } finally {
        await context.close()
      }
    },
  )

  test('an article scheduled to publish a minute ahead is public after that minute', { tag: EDITING }, async ({ browser, baseURL, editor, page }) => {
    test.setTimeout(240_000)
    const from = (
      (await (await editor.get('/cms-api/articles?where[slug][equals]=body-grooming-guide&depth=0&limit=1')).json()) as {
        docs: { section: number; image: number }[]
      }
    ).docs[0]!
    const slug = `scheduled-${key()}`
    const created = await editor.post('/cms-api/articles?draft=true', {
      data: {
        title: `Scheduled article ${slug}`,
        slug,
        section: from.section,
        image: from.image,
        shortDescription: 'Made for one browser test and deleted after it.',
        body: paragraph('Published by the jobs queue at the minute its editor chose.'),
        _status: 'draft',
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    const sections = (await (await editor.get(`/cms-api/article-sections/${from.section}?depth=0`)).json()) as { slug: string }
    const url = `/en-au/articles/${sections.slug}/${slug}`
    const context = await backOffice(browser, baseURL!)
    try {
      expect((await page.request.get(url)).status()).toBe(404)
      const editorPage = await context.newPage()
      await editorPage.goto(`/admin/collections/articles/${doc.id}`)
      const at = await schedulePublishSoon(editorPage)
      // The document's sidebar shows it too.
      await editorPage.reload()
      await expect(editorPage.getByText(/^Publish at .+ \(Sydney\)$/)).toBeVisible()

      // The jobs queue publishes it in that minute; the cached 404 makes way for the article.
      expect((await page.request.get(url)).status()).toBe(404)
      await expect.poll(async () => (await page.request.get(url)).status(), { timeout: 150_000, intervals: [5_000] }).toBe(200)
      expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
      await page.goto(url)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Scheduled article ${slug}`)
    } finally {
      await context.close()
      await editor.delete(`/cms-api/articles/${doc.id}`)
    }
  })

  test(
    'an editor adds a redirect and a visitor following the old address lands on the new one with a 301; a loop is refused',
    { tag: EDITING },
    async ({ browser, baseURL, editor, page }) => {
      test.setTimeout(240_000)
      const old = `/en-au/products/retired-${key()}`
      const context = await backOffice(browser, baseURL!)
      /** Fills the new redirect's form once it is ready, and saves it once. */
      const saveRedirect = async (editorPage: Page, from: string, to: string, expected: string | RegExp) => {
        await documentReady(editorPage)
        await editorPage.locator('#field-from').fill(from)
        await editorPage.getByText('Custom URL', { exact: true }).click()
        await editorPage.locator('#field-to__url').fill(to)
        await expect(editorPage.locator('#field-from')).toHaveValue(from)
        await expect(editorPage.locator('#field-to__url')).toHaveValue(to)
        await editorPage.getByRole('button', { name: 'Save' }).click()
        await expect(editorPage.getByText(expected).first(), `after saving on ${editorPage.url()}`).toBeVisible({ timeout: 20_000 })
      }
      try {
        const editorPage = await context.newPage()
        await editorPage.goto('/admin/collections/redirects/create')
        await saveRedirect(editorPage, `${old}/`, '/en-au/products/fusion5', /successfully/i)

        await expect.poll(async () => (await page.request.get(old, { maxRedirects: 0 })).status(), { timeout: 30_000 }).toBe(301)
        const moved = await page.request.get(old, { maxRedirects: 0 })
        expect(moved.headers().location).toBe('/en-au/products/fusion5')
        await page.goto(old)
        await expect(page).toHaveURL(/\/en-au\/products\/fusion5$/)

        // A redirect that leads to its own address is refused with a message, and nothing is stored.
        await editorPage.goto('/admin/collections/redirects/create')
        const loop = `/en-au/loop-${key()}`
        await saveRedirect(editorPage, loop, loop, 'A redirect cannot lead to its own old address: that would be a loop.')
        expect((await (await editor.get(`/cms-api/redirects?where[from][equals]=${loop}`)).json()).totalDocs).toBe(0)
      } finally {
        await context.close()
        await editor.delete(`/cms-api/redirects?where[from][equals]=${old}`)
      }
    },
  )

  test('the search-result preview follows the meta title as the editor types', { tag: EDITING }, async ({ browser, baseURL, freshArticle }) => {
    const context = await backOffice(browser, baseURL!)
    try {
      const editorPage = await context.newPage()
      await editorPage.goto(`/admin/collections/articles/${freshArticle.id}`)
      const title = editorPage.locator('#field-meta__title')
      await title.fill('Shaving tips for a close finish | Ashford')
      // The plugin's guidance counts the characters against the recommended length.
      await expect(editorPage.getByText(/41\/50-60 chars/)).toBeVisible()
      await expect(editorPage.getByText('Exact result listings may vary based on content and search relevancy.')).toBeVisible()
      // The preview's title line (the box's own value is not text on the page).
      await expect(editorPage.getByText('Shaving tips for a close finish | Ashford', { exact: true })).toBeVisible()
      await title.fill('Another title for the search preview | Ashford')
      await expect(editorPage.getByText('Another title for the search preview | Ashford', { exact: true })).toBeVisible()
      await expect(editorPage.getByText('Shaving tips for a close finish | Ashford', { exact: true })).toHaveCount(0)
    } finally {
      await context.close()
    }
  })

  test('a moderator approves a review in one action and cannot change its words', { tag: EDITING }, async ({ browser, baseURL, editor, page }) => {
    test.setTimeout(60_000)
    const nickname = `Mod${Date.now() % 100000}`
    const submitted = await page.request.post('/api/reviews/data/submitreview.json?apiversion=5.4', {
      multipart: {
        Action: 'Submit',
        ProductId: 'mach3',
        rating: '4',
        title: 'Waiting for a moderator',
        reviewtext: 'Written for one browser test: a moderator approves it from the back office.',
        usernickname: nickname,
        useremail: `${nickname.toLowerCase()}@example.com`,
        contextdatavalue_Agemonth: '4',
        contextdatavalue_Ageyear: '1988',
        rating_Value: '4',
        rating_Quality: '4',
        isrecommended: 'true',
        agreedtotermsandconditions: 'true',
      },
    })
    const answer = (await submitted.json()) as { HasErrors: boolean; Review?: { Id: string } }
    expect(answer.HasErrors, JSON.stringify(answer)).toBe(false)
    const id = answer.Review!.Id
    const context = await backOffice(browser, baseURL!)
    try {
      const editorPage = await context.newPage()
      await editorPage.goto('/admin/collections/reviews')
      // The queue, oldest first, with its counts.
      await expect(editorPage.getByRole('navigation', { name: 'The reviews queue' }).getByRole('link', { name: /Waiting: \d+/ })).toBeVisible()

      await editorPage.goto(`/admin/collections/reviews/${id}`)
      await expect(editorPage.locator('#field-reviewText')).toBeDisabled()
      await expect(editorPage.locator('#field-rating')).toBeDisabled()
      const moderation = editorPage.getByRole('group', { name: 'Moderation' })
      // The actions are disabled until the document's form has mounted; the click waits for that, and acts once.
      await documentReady(editorPage)
      await moderation.getByRole('button', { name: 'Approve' }).click()
      await expect(moderation.getByRole('status')).toHaveText('Approved.')
      await expect(moderation.getByText('approved', { exact: true })).toBeVisible()
      const stored = (await (await editor.get(`/cms-api/reviews/${id}?depth=0`)).json()) as { status: string; reviewText: string }
      expect(stored).toMatchObject({ status: 'approved', reviewText: 'Written for one browser test: a moderator approves it from the back office.' })

      // Rejecting asks for a reason from the list, kept on the record.
      await moderation.getByLabel('Reason').selectOption('Advertising or spam')
      await moderation.getByRole('button', { name: 'Reject' }).click()
      await expect(moderation.getByRole('status')).toHaveText('Rejected: Advertising or spam.')
      expect(await (await editor.get(`/cms-api/reviews/${id}?depth=0`)).json()).toMatchObject({ status: 'rejected', rejectionReason: 'Advertising or spam' })
    } finally {
      await context.close()
      await editor.delete(`/cms-api/reviews/${id}`)
    }
  })

  test('an administrator exports a list with its consent records, and erases one person', { tag: EDITING }, async ({ browser, baseURL, editor, page }) => {
    const email = `export-${key()}@example.com`
    expect((await page.request.post('/api/forms/newsletter', { data: { name: 'Kim', email, consent: 'on' } })).status()).toBe(200)
    const context = await backOffice(browser, baseURL!)
    try {
      const editorPage = await context.newPage()
      await editorPage.goto('/admin/collections/subscribers')
      await editorPage.getByRole('group', { name: 'Export subscribers' }).getByLabel('List').selectOption('newsletter')
      const download = editorPage.waitForEvent('download')
      await editorPage.getByRole('link', { name: 'Export CSV with consent records' }).click()
      const file = await download
      expect(file.suggestedFilename()).toBe('subscribers-newsletter.csv')
      const csv = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'))
      expect(csv.split('\r\n')[0]).toBe('email,name,list,status,optins,campaignId,channelId,consentText,consentAt,confirmedAt,unsubscribedAt,createdAt')
      const row = csv.split('\r\n').find((line) => line.startsWith(email))
      expect(row).toMatch(/^[^,]+,Kim,newsletter,confirmed,/)
      expect(row).toMatch(/\d{4}-\d{2}-\d{2}T/)

      const erase = editorPage.getByRole('form', { name: "Erase a person's data" })
      await erase.getByLabel('Email address').fill(email)
      editorPage.once('dialog', (dialog) => void dialog.accept())
      await erase.getByRole('button', { name: "Erase this person's data" }).click()
      await expect(erase.getByRole('status')).toContainText('Erased the data held for that address.')
      expect((await (await editor.get(`/cms-api/subscribers?where[email][equals]=${encodeURIComponent(email)}`)).json()).totalDocs).toBe(0)
    } finally {
      await context.close()
    }
  })
})

test.describe('the back office itself', () => {
  test(
    'at a laptop’s width the back office holds still as it starts: a link clicked as soon as it shows is followed, with the CPU slowed 4x',
    { tag: EDITING },
    async ({ browser, baseURL }) => {
      test.setTimeout(90_000)
      const context = await backOffice(browser, baseURL!) // 1400 px wide: Payload's menu closes itself up to 1440 px
      try {
        const editorPage = await context.newPage()
        const cdp = await context.newCDPSession(editorPage)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        await editorPage.goto('/admin', { waitUntil: 'commit' })
        await editorPage.getByRole('link', { name: "Open the editors' guide" }).click()
        await expect(editorPage).toHaveURL('/admin/guide', { timeout: 20_000 })

        await editorPage.goto('/admin/collections/articles', { waitUntil: 'commit' })
        const firstArticle = editorPage.locator('.collection-list tbody tr').first().getByRole('link').first()
        const href = await firstArticle.getAttribute('href')
        await firstArticle.click()
        await expect(editorPage).toHaveURL(href!, { timeout: 20_000 })
      } finally {
        await context.close()
      }
    },
  )

  test(
    "the dashboard lists a scheduled publish by its document's title and opens the editors' guide",
    { tag: EDITING },
    async ({ browser, baseURL, editor, freshArticle }) => {
      test.setTimeout(90_000)
      const context = await backOffice(browser, baseURL!)
      try {
        const editorPage = await context.newPage()
        await editorPage.goto(`/admin/collections/articles/${freshArticle.id}`)
        await documentReady(editorPage)
        await schedulePublishAt(editorPage, new Date(Math.ceil((Date.now() + 86_400_000) / 60_000) * 60_000))

        await editorPage.goto('/admin')
        const scheduled = editorPage.getByRole('region', { name: 'Scheduled' })
        await expect(scheduled.getByRole('link', { name: freshArticle.title })).toHaveAttribute('href', `/admin/collections/articles/${freshArticle.id}`)
        await expect(scheduled).not.toContainText(`#${freshArticle.id}`)

        // The guide opens inside the back office, from the menu too, as headed text (no Markdown left).
        await expect(editorPage.getByRole('link', { name: "Open the editors' guide" })).toHaveAttribute('href', '/admin/guide')
        await expect(editorPage.locator('.nav__wrap').getByRole('link', { name: "Editors' guide" })).toHaveAttribute('href', '/admin/guide')
        await editorPage.goto('/admin/guide')
        await expect(editorPage.getByRole('heading', { level: 1, name: "Editors' guide" })).toBeVisible()
        await expect(editorPage.getByRole('heading', { level: 2, name: 'Moderate reviews, questions and answers' })).toBeVisible()
        await expect(editorPage.locator('article')).not.toContainText('**')
      } finally {
        await context.close()
        await editor.delete(`/cms-api/payload-jobs?where[taskSlug][equals]=schedulePublish&where[input.doc.value][equals]=${freshArticle.id}`)
      }
    },
  )

  test(
    'the schedule drawer opens on what its title says: "Schedule publish" on a published document opens on Publish and schedules a publish',
    { tag: EDITING },
    async ({ browser, baseURL, editor, freshArticle }) => {
      test.setTimeout(90_000)
      const jobs = `/cms-api/payload-jobs?where[taskSlug][equals]=schedulePublish&where[input.doc.value][equals]=${freshArticle.id}&depth=0`
      const context = await backOffice(browser, baseURL!)
      try {
        const editorPage = await context.newPage()
        // Published, no newer draft: Payload itself would open the drawer on Unpublish.
        await editorPage.goto(`/admin/collections/articles/${freshArticle.id}`)
        await documentReady(editorPage)
        const drawer = await openScheduleDrawer(editorPage)
        await expect(drawer.getByRole('heading', { level: 2 })).toHaveText(`Schedule publish for ${freshArticle.title}`)
        const publish = drawer.getByRole('radio', { name: 'Publish', exact: true })
        const unpublish = drawer.getByRole('radio', { name: 'Unpublish', exact: true })
        await expect(publish).toBeChecked()
        await expect(unpublish).not.toBeChecked()
        // A time picked and saved as it opened schedules a publish, not a take-down.
        const time = drawer.locator('.react-datepicker__input-container input')
        await time.fill(sydneyTime(new Date(Math.ceil((Date.now() + 2 * 86_400_000) / 60_000) * 60_000)))
        await time.press('Enter')
        await drawer.getByRole('button', { name: 'Save' }).click()
        await expect(drawer.getByRole('row').filter({ hasText: 'Publish' })).toHaveCount(1)
        const { docs } = (await (await editor.get(jobs)).json()) as { docs: { input: { type?: string } }[] }
        expect(docs.map((job) => job.input.type)).toEqual(['publish'])

        // Unpublish is the editor's to choose, and stays chosen.
        await drawer.getByText('Unpublish', { exact: true }).click()
        await expect(unpublish).toBeChecked()
        await editorPage.waitForTimeout(500)
        await expect(unpublish).toBeChecked()
        await expect(publish).not.toBeChecked()
      } finally {
        await context.close()
        await editor.delete(jobs)
      }
    },
  )

  test('the Site health group is in the menu of administrators, not of editors', { tag: EDITING }, async ({ browser, baseURL, editor }) => {
    const email = `editor-${key()}@example.com`
    const password = `Editor-${key()}-password`
    const created = await editor.post('/cms-api/users', { data: { email, password, role: 'editor', name: 'Edna' } })
    expect(created.status(), await created.text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      const asEditor = await signInSettingUp(fetchPost(baseURL!), email, password)
      for (const [token, administrator] of [
        [process.env.EDITOR_TOKEN ?? '', true],
        [asEditor.token, false],
      ] as const) {
        const context = await backOffice(browser, baseURL!, token)
        try {
          const editorPage = await context.newPage()
          await editorPage.goto('/admin')
          const menu = editorPage.locator('.nav__wrap')
          await expect(menu.getByRole('link', { name: "Editors' guide" })).toBeVisible()
          await expect(menu.getByRole('link', { name: 'Pages', exact: true })).toBeVisible()
          for (const name of ['Jobs', 'Outbox', 'Review Votes', 'Answer Votes', 'Article Votes'])
            await expect(menu.getByRole('link', { name, exact: true }), `${name} for ${administrator ? 'an administrator' : 'an editor'}`).toHaveCount(
              administrator ? 1 : 0,
            )
          await expect(menu.getByText('Site health', { exact: true })).toHaveCount(administrator ? 1 : 0)
          await expect(menu.getByText('Payload Jobs')).toHaveCount(0)
        } finally {
          await context.close()
        }
      }
    } finally {
      await editor.delete(`/cms-api/users/${doc.id}`)
    }
  })

  test(
    "a review waiting for its author's confirmation cannot be approved, and says why; its details read as values and pictures",
    { tag: EDITING },
    async ({ browser, baseURL, editor, page }) => {
      const nickname = `Unconfirmed${Date.now() % 100000}`
      const email = `${nickname.toLowerCase()}@example.com`
      const submitted = await page.request.post('/api/reviews/data/submitreview.json?apiversion=5.4', {
        multipart: {
          Action: 'Submit',
          ProductId: 'mach3',
          rating: '5',
          title: 'Waiting for its author',
          reviewtext: 'Written for one browser test: its author has not yet followed the emailed link.',
          usernickname: nickname,
          useremail: email,
          hostedauthentication_authenticationemail: email,
          hostedauthentication_callbackurl: '/en-au/write-review/mach3',
          contextdatavalue_Agemonth: '4',
          contextdatavalue_Ageyear: '1988',
          contextdatavalue_HairType: 'Curly',
          rating_Value: '5',
          rating_Quality: '5',
          isrecommended: 'true',
          photourl_1: '/media/reviews/lather.jpg',
          photocaption_1: 'The lather',
          agreedtotermsandconditions: 'true',
        },
      })
      const answer = (await submitted.json()) as { HasErrors: boolean; Review?: { Id: string } }
      expect(answer.HasErrors, JSON.stringify(answer)).toBe(false)
      const id = answer.Review!.Id
      const context = await backOffice(browser, baseURL!)
      try {
        const editorPage = await context.newPage()
        await editorPage.goto(`/admin/collections/reviews/${id}`)
        await documentReady(editorPage)
        const moderation = editorPage.getByRole('group', { name: 'Moderation' })
        await expect(moderation.getByText('Waiting for the author to confirm their email address', { exact: false })).toBeVisible()
        await expect(moderation.getByRole('button', { name: 'Approve' })).toBeDisabled()
        await expect(moderation.getByRole('button', { name: 'Reject' })).toBeEnabled()

        // Its context data as labelled values; its photo as a picture with its caption.
        await expect(editorPage.getByRole('group', { name: 'Context Data' })).toContainText('Hair typeCurly')
        await expect(editorPage.getByRole('group', { name: 'Photos' }).getByRole('img', { name: 'The lather' })).toHaveAttribute(
          'src',
          '/media/reviews/lather.jpg',
        )
        await expect(editorPage.getByRole('group', { name: 'Videos' })).toContainText('None.')
      } finally {
        await context.close()
        await editor.delete(`/cms-api/reviews/${id}`)
      }
    },
  )
})

test.describe("a brand's menus and colours", () => {
  test(
    'a menu edit is a draft: its preview on the brand home shows it, visitors do not until it is published; a colour without contrast is refused',
    { tag: EDITING },
    async ({ editor, page, baseURL }) => {
      const found = (await (await editor.get('/cms-api/brands?where[key][equals]=intimate&depth=0&limit=1')).json()) as {
        docs: { id: number; homePath: string; menuLinks: { label: string; url: string }[]; theme: Record<string, string> }[]
      }
      const brand = found.docs[0]!
      const label = `Draft link ${key()}`
      try {
        const draft = await editor.patch(`/cms-api/brands/${brand.id}?draft=true`, {
          data: { menuLinks: [...brand.menuLinks.map(({ label, url }) => ({ label, url })), { label, url: '/en-au/faq' }] },
        })
        expect(draft.status(), await draft.text()).toBe(200)
        expect(await (await page.request.get(brand.homePath)).text()).not.toContain(label)

        await page.context().addCookies([{ name: 'payload-token', value: process.env.EDITOR_TOKEN ?? '', url: baseURL! }])
        await page.goto(`/api/preview?collection=brands&id=${brand.id}`)
        await expect(page).toHaveURL(new RegExp(`${brand.homePath}$`))
        await expect(page.getByText(/^Preview: the newest saved version/)).toBeVisible()
        // In the header's menu bar (the phone menu's dialog lists the same links).
        await expect(page.getByRole('navigation', { name: 'Main', includeHidden: true }).getByRole('link', { name: label, includeHidden: true })).toHaveCount(1)

        // Checked when it is published (a draft may be unfinished): refused, nothing stored.
        const unreadable = await editor.patch(`/cms-api/brands/${brand.id}`, {
          data: { theme: { ...brand.theme, colorText: '#cccccc' }, _status: 'published' },
        })
        expect(unreadable.status()).toBe(400)
        expect(await unreadable.text()).toContain('Text on the background: 1.5:1. WCAG AA needs at least 4.5:1 for text')
      } finally {
        // The published menu, as it was, is the newest version again.
        await editor.patch(`/cms-api/brands/${brand.id}`, {
          data: { menuLinks: brand.menuLinks.map(({ label, url }) => ({ label, url })), theme: brand.theme, _status: 'published' },
        })
      }
      expect(await (await page.request.get(`/cms-api/brands/${brand.id}?depth=0`)).json()).toMatchObject({ _status: 'published' })
    },
  )
})

test.describe('saving from another address of the site', () => {
  test("the site's loopback names save; another origin is told which address to use", async ({ request, baseURL }) => {
    const site = new URL(baseURL!)
    const token = process.env.EDITOR_TOKEN ?? ''
    const cookie = `payload-token=${token}`
    const me = (await (await request.get('/cms-api/users/me', { headers: { Authorization: `JWT ${token}` } })).json()) as {
      user: { id: number; name?: string }
    }
    const save = (origin: string) =>
      request.patch(`/cms-api/users/${me.user.id}`, { headers: { Origin: origin, Cookie: cookie }, data: { name: me.user.name ?? 'Site administrator' } })
    expect((await save(`http://localhost:${site.port}`)).status()).toBe(200)
    expect((await save(site.origin)).status()).toBe(200)
    const refused = await save('http://shop.example')
    expect(refused.status()).toBe(403)
    expect(await refused.json()).toEqual({
      errors: [
        { message: `Changes are saved only from the site's own address: open the back office at ${site.origin}/admin (this page is at http://shop.example).` },
      ],
    })
  })
})
