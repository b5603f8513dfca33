/**
 * The platform's database behaviour, run once per adapter (sqlite.test.ts, postgres.test.ts):
 * committed migrations build the schema, the seed fills it once and only once, and access control
 * lets the public read published content and nothing else.
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { Media } from '../../src/payload-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

export function platformSuite(label: string, { skipBecause }: { skipBecause?: string } = {}) {
  // A database that is not there skips every test by name, so a run shows what it did not check.
  describe.skipIf(Boolean(skipBecause))(`platform on ${label}${skipBecause ? ` (skipped: ${skipBecause})` : ''}`, () => {
    let payload: Payload
    let seed: typeof import('../../src/cms/seed').seed
    let ensureFirstEditor: typeof import('../../src/cms/seed').ensureFirstEditor

    beforeAll(async () => {
      const { getPayload } = await import('payload')
      const { default: config } = await import('../../src/cms/payload.config')
      ;({ seed, ensureFirstEditor } = await import('../../src/cms/seed'))
      // NODE_ENV=production (set by the test file): Payload applies the committed migrations on start.
      payload = await getPayload({ config })
    })

    afterAll(async () => {
      await payload?.destroy()
    })

    it('stores simultaneous writes without failing: 40 sign-ups at once, and racing twins of one sign-up stored once', async () => {
      if (label === 'SQLite') {
        const mode = await (payload.db as unknown as { client: { execute(sql: string): Promise<{ rows: Record<string, unknown>[] }> } }).client.execute(
          'PRAGMA journal_mode;',
        )
        expect(mode.rows[0]?.journal_mode).toBe('wal')
      }
      const { createOnce } = await import('../../src/features/subscriptions/server/records')
      const record = (i: number) => ({
        dedupeKey: `load-${label}-${i}`,
        list: 'newsletter',
        status: 'confirmed',
        email: `load${i}@example.com`,
        consentText: 'Yes',
        consentAt: new Date().toISOString(),
      })
      const created = await Promise.all(Array.from({ length: 40 }, (_, i) => createOnce(payload, 'subscribers', record(i))))
      expect(created.every((result) => result.created)).toBe(true)
      const twins = await Promise.all(Array.from({ length: 8 }, () => createOnce(payload, 'subscribers', record(1000))))
      expect(twins.filter((result) => result.created)).toHaveLength(1)
      expect(new Set(twins.map((result) => String(result.id))).size).toBe(1)
      const stored = await payload.count({ collection: 'subscribers', where: { dedupeKey: { like: `load-${label}-` } }, overrideAccess: true })
      expect(stored.totalDocs).toBe(41)
    })

    it('confirms a double opt-in once, however often its page is opened and even when its button is pressed twice at once', async () => {
      const { newConfirmToken } = await import('../../src/features/subscriptions/server/records')
      const { confirmSignUp, signUpToConfirm } = await import('../../src/features/subscriptions/server/confirm')
      const { token, hash, expiresAt } = newConfirmToken()
      const pending = await payload.create({
        collection: 'subscribers',
        overrideAccess: true,
        data: {
          dedupeKey: `optin-${label}`,
          list: 'gaming',
          status: 'pending',
          email: `optin-${label.toLowerCase()}@example.com`,
          consentText: 'Yes',
          consentAt: new Date().toISOString(),
          confirmTokenHash: hash,
          confirmTokenExpiresAt: expiresAt,
        },
      })
      // What the page shows before the press reads only.
      for (let opened = 0; opened < 3; opened++) expect(await signUpToConfirm(token)).toEqual({ list: 'Gaming promotion emails' })
      expect(await payload.findByID({ collection: 'subscribers', id: pending.id, overrideAccess: true })).toMatchObject({
        status: 'pending',
        updatedAt: pending.updatedAt,
      })
      const outcomes = await Promise.all([confirmSignUp(token), confirmSignUp(token)])
      expect(outcomes.filter((outcome) => outcome.confirmed)).toHaveLength(1)
      expect(await payload.findByID({ collection: 'subscribers', id: pending.id, overrideAccess: true })).toMatchObject({ status: 'confirmed' })
      expect(await signUpToConfirm(token)).toBeUndefined()
      expect(await confirmSignUp(token)).toEqual({ confirmed: false, message: 'Your email address cannot be confirmed at this time. Please try again later.' })
    })

    it("keeps a crowd's submissions in the intake until each is stored once: retries and twins wait once, two processes never work one row, a failure is retried", async () => {
      const store = await import('../../src/cms/intake/store')
      const { defineIntake, drainIntake } = await import('../../src/cms/intake')
      const { createOnce } = await import('../../src/features/subscriptions/server/records')
      const kind = `test-signup-${label}`
      let failOnce = true
      defineIntake<{ email: string }>(kind, async (db, input) => {
        if (input.email === 'fails-once@example.com' && failOnce) {
          failOnce = false
          throw new Error('the store is away')
        }
        await createOnce(db, 'subscribers', {
          dedupeKey: `${kind}:${input.email}`,
          list: 'newsletter',
          status: 'confirmed',
          email: input.email,
          consentText: 'Yes',
          consentAt: new Date().toISOString(),
        })
      })
      const emails = Array.from({ length: 30 }, (_, i) => `crowd${i}@example.com`)
      // Each sent twice at once (a visitor's retry after a timeout, a double click): waits once.
      const added = await Promise.all(
        [...emails, ...emails, 'fails-once@example.com'].map((email) => store.addToIntake(payload, kind, `${kind}:${email}`, { email })),
      )
      expect(added.filter(Boolean)).toHaveLength(31)
      // Two processes claiming at once never get the same row.
      const [first, second] = await Promise.all([store.claimFromIntake(payload, [kind], 20, 60_000), store.claimFromIntake(payload, [kind], 20, 60_000)])
      const claimed = [...first, ...second].map((row) => row.id)
      expect(new Set(claimed).size).toBe(claimed.length)
      // Their leases end (as when a process stops midway): the rows are worked again, and stored once.
      await store.changed(payload, sql`update submission_intake set claimed_until = 0`)
      drainIntake(payload)
      const stored = async () =>
        (await payload.count({ collection: 'subscribers', where: { dedupeKey: { like: `${kind}:` } }, overrideAccess: true })).totalDocs
      for (let waited = 0; (await stored()) < 30 && waited < 20_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100))
      expect(await stored()).toBe(30)
      // The failed one waits for its retry, its error's name kept and nothing else of it.
      const waiting = await store.rowsOf(payload, sql`select attempts, last_error, claimed_until from submission_intake where kind = ${kind}`)
      expect(waiting).toHaveLength(1)
      expect(Number(waiting[0]?.attempts)).toBe(1)
      expect(waiting[0]?.last_error).toBe('Error')
      expect(Number(waiting[0]?.claimed_until)).toBeGreaterThan(Date.now())
      await store.changed(payload, sql`update submission_intake set claimed_until = 0 where kind = ${kind}`)
      drainIntake(payload)
      for (let waited = 0; (await stored()) < 31 && waited < 20_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100))
      expect(await stored()).toBe(31)
      for (let waited = 0; (await store.intakeLength(payload)) > 0 && waited < 5_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100))
      expect(await store.intakeLength(payload)).toBe(0)
    })

    it('counts Core Web Vitals into their histogram buckets atomically: 30 beacons at once lose no count', async () => {
      const { addVitals, readVitals } = await import('../../src/cms/vitalsStore')
      const { bucketOf } = await import('../../src/shared/vitals/histogram')
      const day = '2001-02-03'
      const one = { day, pageType: `Integration ${label}`, device: 'phone' as const, metric: 'LCP' as const, bucket: bucketOf('LCP', 1200) }
      await Promise.all(Array.from({ length: 30 }, () => addVitals(payload, [one, { ...one, metric: 'TTFB', bucket: bucketOf('TTFB', 90) }])))
      const rows = (await readVitals(payload, day, '2001-02-04')).filter((row) => row.pageType === one.pageType)
      expect(rows.map(({ metric, bucket, count }) => `${metric}:${bucket}:${count}`).sort()).toEqual([
        `LCP:${bucketOf('LCP', 1200)}:30`,
        `TTFB:${bucketOf('TTFB', 90)}:30`,
      ])
      // The public reads neither the histograms nor the cookie choices.
      await expect(payload.find({ collection: 'vitals', overrideAccess: false })).rejects.toThrow()
      await expect(payload.find({ collection: 'consent-records', overrideAccess: false })).rejects.toThrow()
    })

    it('applies every committed migration to an empty database', async () => {
      const { docs } = await payload.find({ collection: 'payload-migrations', limit: 100, pagination: false })
      expect(docs.length).toBeGreaterThan(0)
      expect(docs.every((migration) => migration.batch !== -1)).toBe(true) // never dev-pushed
    })

    it('creates the first editor with a generated password when none is set, and only once', async () => {
      const first = await ensureFirstEditor(payload)
      expect(first?.email).toMatch(/@/)
      expect(first?.generatedPassword).toMatch(/^[\w-]{12,}$/)
      const login = await payload.login({ collection: 'users', data: { email: first!.email, password: first!.generatedPassword! } })
      expect(login.user?.role).toBe('admin')
      expect(await ensureFirstEditor(payload)).toBeUndefined()
    })

    it('seeds the demo catalogue, articles and every content page of the URL contract', async () => {
      const result = await seed(payload)
      expect(result.created).toBeGreaterThan(200)

      const products = await payload.find({ collection: 'products', limit: 500, depth: 1, pagination: false })
      expect(products.docs.length).toBeGreaterThanOrEqual(40)
      const brandKeys = new Set(products.docs.map((p) => (typeof p.brand === 'object' ? p.brand.key : p.brand)))
      expect([...brandKeys].sort()).toEqual(['default', 'gaming', 'intimate', 'kcg', 'labs'])
      const slugs = products.docs.map((p) => p.slug)
      for (const slug of ['fusion5', 'proglide', 'proshield', 'mach3', 'skinguard-sensitive', 'heated-razor']) {
        expect(slugs).toContain(slug)
      }
      for (const product of products.docs) {
        expect(product.variants.filter((v) => v.isDefault)).toHaveLength(1)
        expect(product.minPrice).toBeLessThanOrEqual(product.maxPrice!)
      }

      const retailers = await payload.count({ collection: 'retailers' })
      expect(retailers.totalDocs).toBeGreaterThanOrEqual(4)

      const articles = await payload.find({ collection: 'articles', limit: 500, depth: 0, pagination: false })
      expect(articles.docs.length).toBeGreaterThanOrEqual(30)
      expect(new Set(articles.docs.map((a) => a.section)).size).toBeGreaterThanOrEqual(4)
      expect(articles.docs.every((a) => (a.topics ?? []).length > 0)).toBe(true)

      const pages = await payload.find({ collection: 'pages', limit: 500, depth: 0, pagination: false })
      const paths = pages.docs.map((p) => p.path ?? '')
      for (const path of [
        '',
        'kingcashford',
        'ashfordlabs',
        'ashford-intimate',
        'products',
        'compare-products',
        'shaving-advisor',
        'articles',
        'search-results',
        'fav-page',
        'contact-us',
        'about-us',
        'faq',
        'sitemap',
        'heated-razor',
        'spare-blades',
        'ingredient-glossary',
        'product-registration',
        'country-selector',
        'gaming',
        'gaming/register',
        'gaming/faq',
        'gaming/tutorial',
        'double-optin',
        'double-optin/thanks',
        'unsubscribe',
      ]) {
        expect(paths, `page /en-au/${path}`).toContain(path)
      }
      expect(pages.docs.find((p) => p.path === 'fav-page')?.title).toBe('Saved items')
      expect(pages.docs.find((p) => p.path === 'double-optin')?.title).toBe('Double Option')
    })

    it('creates nothing twice when the seed runs again', async () => {
      const before = await payload.count({ collection: 'products' })
      const media = await payload.count({ collection: 'media' })
      const again = await seed(payload)
      expect(again.created).toBe(0)
      expect((await payload.count({ collection: 'products' })).totalDocs).toBe(before.totalDocs)
      expect((await payload.count({ collection: 'media' })).totalDocs).toBe(media.totalDocs)
    })

    it('keeps the demo images as media documents: product and article pictures as photos with their stored sizes, logos and variant icons as WebP sharp on a 3x screen', async () => {
      const { dataDir } = await import('../../src/shared/settings')
      const product = (await payload.find({ collection: 'products', where: { slug: { equals: 'fusion5' } }, depth: 1 })).docs[0]!
      const hero = product.heroImage as Media
      expect(hero).toMatchObject({ filename: 'products-fusion5.webp', mimeType: 'image/webp', alt: expect.stringContaining('Fusion5') })
      expect(hero.sizes?.w320).toMatchObject({ mimeType: 'image/webp', width: 320 })
      // A swatch is shown 32 px square: drawn at 192 px, without loss.
      for (const variant of product.variants) expect(variant.iconImage as Media).toMatchObject({ mimeType: 'image/webp', width: 192, height: 192 })

      const article = (await payload.find({ collection: 'articles', limit: 1, depth: 1 })).docs[0]!
      const photo = article.image as Media
      expect(photo).toMatchObject({ mimeType: 'image/jpeg', width: 1200, height: 675 })
      expect(photo.alt.length).toBeGreaterThan(10)
      // Every srcset width, stored at upload as WebP (none wider than the original).
      expect(photo.sizes?.w320).toMatchObject({ mimeType: 'image/webp', width: 320, height: 180 })
      expect(photo.sizes?.w960).toMatchObject({ mimeType: 'image/webp', width: 960 })
      expect(photo.sizes?.w1600?.width).toBe(1200)
      // On disk under DATA_DIR/media, the original and its sizes, with no EXIF.
      const fs = await import('node:fs')
      const path = await import('node:path')
      expect(fs.existsSync(path.join(dataDir(), 'media', photo.filename!))).toBe(true)
      expect(fs.existsSync(path.join(dataDir(), 'media', photo.sizes!.w320!.filename!))).toBe(true)

      const family = (await payload.find({ collection: 'families', limit: 1, depth: 1 })).docs[0]!
      expect((family.image as Media).mimeType).toBe('image/webp')
      const brand = (await payload.find({ collection: 'brands', limit: 1, depth: 1 })).docs[0]!
      // The logo is shown 40 px high: the WebP drawn at 192 px high, its alt the brand's.
      expect(brand.logo as Media).toMatchObject({
        filename: expect.stringMatching(/^brands-.*\.webp$/),
        mimeType: 'image/webp',
        height: 192,
        alt: `${brand.name} logo`,
      })
    })

    it('takes an image by its content, with alt text, from editors only, and stores nothing else', async () => {
      const sharp = (await import('sharp')).default
      const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#aa3322' } })
        .png()
        .toBuffer()
      const file = (data: Buffer, name: string, mimetype: string) => ({ data, name, mimetype, size: data.length })
      const stored = await payload.create({ collection: 'media', data: { alt: 'A red test square' }, file: file(png, 'red-square.png', 'image/png') })
      expect(stored).toMatchObject({ mimeType: 'image/png', width: 8, height: 6, alt: 'A red test square' })

      const before = (await payload.count({ collection: 'media' })).totalDocs
      await expect(payload.create({ collection: 'media', data: {} as never, file: file(png, 'no-alt.png', 'image/png') })).rejects.toThrow(/alt/i)
      // A text file named and declared as a PNG, an executable, and an SVG carrying a script.
      await expect(
        payload.create({ collection: 'media', data: { alt: 'Fake' }, file: file(Buffer.from('not an image at all'), 'fake.png', 'image/png') }),
      ).rejects.toThrow(/file/i)
      await expect(
        payload.create({
          collection: 'media',
          data: { alt: 'Program' },
          file: file(Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), 'tool.jpg', 'image/jpeg'),
        }),
      ).rejects.toThrow(/file/i)
      const script = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
      await expect(payload.create({ collection: 'media', data: { alt: 'Script' }, file: file(script, 'script.svg', 'image/svg+xml') })).rejects.toThrow()
      // The public reads media (they are on public pages) and uploads nothing.
      await expect(
        payload.create({ collection: 'media', data: { alt: 'Spam' }, file: file(png, 'spam.png', 'image/png'), overrideAccess: false }),
      ).rejects.toThrow()
      expect((await payload.find({ collection: 'media', where: { id: { equals: stored.id } }, overrideAccess: false })).docs).toHaveLength(1)
      expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before)
    })

    it('refuses to delete an image still in use, before its files go, and deletes it once nothing uses it', async () => {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { mediaDir } = await import('../../src/shared/settings')
      const sharp = (await import('sharp')).default
      const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#2233aa' } })
        .png()
        .toBuffer()
      const image = await payload.create({
        collection: 'media',
        data: { alt: 'A blue test square' },
        file: { data: png, name: `in-use-${label}.png`, mimetype: 'image/png', size: png.length },
      })
      const onDisk = path.join(mediaDir(), image.filename!)
      expect(fs.existsSync(onDisk)).toBe(true)
      const retailer = await payload.create({
        collection: 'retailers',
        data: { name: `Test retailer ${label}`, slug: `test-retailer-${label.toLowerCase()}`, website: 'https://shop.example', logo: image.id },
      })

      const refused = await payload.delete({ collection: 'media', id: image.id }).then(
        () => undefined,
        (error: { status?: number; message: string; data?: { usedBy?: string[] } }) => error,
      )
      expect(refused).toMatchObject({ status: 409, data: { usedBy: ['retailers'] } })
      expect(refused!.message).toMatch(/^This image is still used by retailers\. Choose another image there first/)
      expect(fs.existsSync(onDisk)).toBe(true)
      expect((await payload.find({ collection: 'media', where: { id: { equals: image.id } } })).docs).toHaveLength(1)

      await payload.delete({ collection: 'retailers', id: retailer.id })
      await payload.delete({ collection: 'media', id: image.id })
      expect(fs.existsSync(onDisk)).toBe(false)
      expect((await payload.find({ collection: 'media', where: { id: { equals: image.id } } })).docs).toHaveLength(0)
    })

    it("says a content change again once it is committed: caches rebuilt in between (search, another instance's pages) read the content before it", async () => {
      const { commitTransaction, createLocalReq, initTransaction, killTransaction } = await import('payload')
      const { contentChangeCount } = await import('../../src/shared/contentChanges')
      const product = (await payload.find({ collection: 'products', where: { slug: { equals: 'fusion5' } }, depth: 0 })).docs[0]!
      const req = await createLocalReq({}, payload)
      const inTransaction = await initTransaction(req)
      const before = contentChangeCount()
      try {
        await payload.update({ collection: 'products', id: product.id, data: { title: `${product.title} Renamed` }, req, depth: 0 })
        // Said at once, inside the transaction (this instance's caches rebuild on their next use)…
        const saidAtOnce = contentChangeCount()
        expect(saidAtOnce).toBeGreaterThan(before)
        if (inTransaction) {
          // …where a read from outside it still finds the content before the change.
          if (label !== 'SQLite') expect((await payload.findByID({ collection: 'products', id: product.id, depth: 0 })).title).toBe(product.title)
          await new Promise((resolve) => setTimeout(resolve, 100))
          expect(contentChangeCount()).toBe(saidAtOnce)
          await commitTransaction(req)
          // …and again once committed, so what was rebuilt in between is rebuilt with the change.
          await expect.poll(contentChangeCount, { timeout: 2000 }).toBeGreaterThan(saidAtOnce)
        }
      } finally {
        await killTransaction(req) // (when a step above failed before the commit)
        await payload.update({ collection: 'products', id: product.id, data: { title: product.title }, depth: 0 })
      }
    })

    it('lets the public read published content only, and change nothing', async () => {
      const image = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs[0]!.id
      const draft = await payload.create({
        collection: 'products',
        draft: true,
        data: {
          _status: 'draft',
          title: 'Unreleased razor',
          slug: 'unreleased-razor',
          gtin: '9300000999991',
          brand: (await payload.find({ collection: 'brands', limit: 1 })).docs[0]!.id,
          productShortName: 'Unreleased',
          shortDescription: 'Not yet on sale.',
          description: 'Secret.',
          heroImage: image,
          featuredSort: 999,
          variants: [{ gtin: '9300000999991', variantName: 'Razor', heroImage: image, iconImage: image, isDefault: true }],
        },
      })
      const publicRead = await payload.find({ collection: 'products', where: { slug: { equals: 'unreleased-razor' } }, overrideAccess: false })
      expect(publicRead.docs).toHaveLength(0)
      const editorRead = await payload.find({ collection: 'products', where: { slug: { equals: 'unreleased-razor' } }, draft: true })
      expect(editorRead.docs.map((d) => d.id)).toContain(draft.id)

      const published = await payload.find({ collection: 'products', limit: 1, overrideAccess: false })
      expect(published.docs).toHaveLength(1)

      await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow()
      await expect(payload.create({ collection: 'keywords', data: { title: 'spam' }, overrideAccess: false })).rejects.toThrow()
      await expect(payload.update({ collection: 'products', id: draft.id, data: { title: 'Hacked' }, overrideAccess: false })).rejects.toThrow()
      await expect(payload.delete({ collection: 'pages', where: { path: { equals: 'faq' } }, overrideAccess: false })).rejects.toThrow()
      expect((await payload.count({ collection: 'pages', where: { path: { equals: 'faq' } } })).totalDocs).toBe(1)
    })

    it('keeps the editors’ synonyms and search rules from the public, reads them back in Algolia’s formats, and lets a pinned product be deleted', async () => {
      const { loadSearchSteering } = await import('../../src/features/search/server/steering')
      const image = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs[0]!.id
      const product = await payload.create({
        collection: 'products',
        draft: true,
        data: {
          _status: 'draft',
          title: 'Pinned razor',
          slug: 'pinned-razor',
          gtin: '9300000999992',
          brand: (await payload.find({ collection: 'brands', limit: 1 })).docs[0]!.id,
          productShortName: 'Pinned',
          shortDescription: 'Pinned by a rule.',
          description: 'Pinned.',
          heroImage: image,
          featuredSort: 998,
          variants: [{ gtin: '9300000999992', variantName: 'Razor', heroImage: image, iconImage: image, isDefault: true }],
        },
      })
      const synonym = await payload.create({ collection: 'search-synonyms', data: { kind: 'oneWaySynonym', input: 'blades', synonyms: 'cartridges, refills' } })
      const rule = await payload.create({
        collection: 'search-rules',
        data: {
          title: 'Razor week',
          pattern: 'Razor',
          anchoring: 'contains',
          startsAt: '2026-12-01T00:00:00.000Z',
          endsAt: '2026-12-08T00:00:00.000Z',
          pinned: [{ product: product.id, position: 2 }],
          hidden: [product.id],
          redirect: '/en-au/contact-us',
        },
      })
      try {
        await expect(payload.find({ collection: 'search-rules', overrideAccess: false })).rejects.toThrow()
        await expect(payload.create({ collection: 'search-synonyms', data: { kind: 'synonym', synonyms: 'a, b' }, overrideAccess: false })).rejects.toThrow()
        const steering = await loadSearchSteering()
        expect(steering.synonyms).toContainEqual({
          objectID: `synonym-${synonym.id}`,
          type: 'oneWaySynonym',
          input: 'blades',
          synonyms: ['cartridges', 'refills'],
        })
        expect(steering.rules).toContainEqual({
          objectID: `rule-${rule.id}`,
          description: 'Razor week',
          enabled: true,
          conditions: [{ pattern: 'Razor', anchoring: 'contains' }],
          consequence: {
            promote: [{ objectIDs: [`product-${product.id}`], position: 1 }],
            filterPromotes: false,
            hide: [{ objectID: `product-${product.id}` }],
            userData: { redirect: '/en-au/contact-us' },
          },
          validity: [{ from: Date.parse('2026-12-01T00:00:00Z') / 1000, until: Date.parse('2026-12-08T00:00:00Z') / 1000 }],
        })
        // The product can go; the rule stays, without it.
        await payload.delete({ collection: 'products', id: product.id })
        expect((await loadSearchSteering()).rules).toContainEqual(
          expect.objectContaining({ objectID: `rule-${rule.id}`, consequence: { userData: { redirect: '/en-au/contact-us' } } }),
        )
      } finally {
        await payload.delete({ collection: 'search-rules', id: rule.id })
        await payload.delete({ collection: 'search-synonyms', id: synonym.id })
        await payload.delete({ collection: 'products', where: { slug: { equals: 'pinned-razor' } } })
      }
    })

    it("keeps editors' redirects sound: a renamed product keeps its old address, loops, chains and live addresses are refused, nothing half-stored", async () => {
      const { siteRedirects } = await import('../../src/cms/editing/redirects')
      const product = (await payload.find({ collection: 'products', where: { slug: { equals: 'mach3' } }, limit: 1, depth: 0 })).docs[0]!
      const refusal = async (data: object) => {
        const error = await payload.create({ collection: 'redirects', data: data as never }).then(
          () => null,
          (caught: { data?: { errors?: { message: string }[] } }) => caught.data?.errors?.[0]?.message,
        )
        return error
      }
      try {
        await payload.update({ collection: 'products', id: product.id, data: { slug: 'mach3-renamed', _status: 'published' } })
        const kept = await siteRedirects(payload)
        expect(kept).toContainEqual({ from: '/en-au/products/mach3', to: '/en-au/products/mach3-renamed', status: 301 })

        expect(await refusal({ from: '/en-au/loop', to: { type: 'custom', url: '/en-au/loop' }, type: '301' })).toBe(
          'A redirect cannot lead to its own old address: that would be a loop.',
        )
        expect(await refusal({ from: '/en-au/older', to: { type: 'custom', url: '/en-au/products/mach3' }, type: '301' })).toBe(
          '/en-au/products/mach3 already redirects elsewhere: lead this redirect straight to where that one goes, so visitors are not sent on twice.',
        )
        expect(await refusal({ from: '/en-au/products/fusion5', to: { type: 'custom', url: '/en-au/' }, type: '301' })).toBe(
          "/en-au/products/fusion5 is the address of the published product 'fusion5': unpublish it or change its address first, then this redirect takes over.",
        )
        expect(await refusal({ from: 'products/x', to: { type: 'custom', url: '/en-au/' }, type: '301' })).toBe(
          "The old address must be a path of this site under /en-au/, such as '/en-au/products/old-name'.",
        )
        expect(
          (await payload.count({ collection: 'redirects', where: { from: { in: ['/en-au/loop', '/en-au/older', '/en-au/products/fusion5'] } } })).totalDocs,
        ).toBe(0)

        // Renamed back: the old redirect, which would now shadow the product's own address, goes; the other way is kept.
        await payload.update({ collection: 'products', id: product.id, data: { slug: 'mach3', _status: 'published' } })
        const after = await siteRedirects(payload)
        expect(after.find((redirect) => redirect.from === '/en-au/products/mach3')).toBeUndefined()
        expect(after).toContainEqual({ from: '/en-au/products/mach3-renamed', to: '/en-au/products/mach3', status: 301 })
      } finally {
        await payload.update({ collection: 'products', id: product.id, data: { slug: 'mach3', _status: 'published' } })
        await payload.delete({ collection: 'redirects', where: { from: { like: '/en-au/products/mach3' } } })
      }
    })
    it('asks for a review once per address and product, never an address that unsubscribed, sends it once and counts the loop', async () => {
      const rr = await import('../../src/cms/reviewRequests')
      const { sendReviewRequest } = await import('../../src/cms/reviewRequests/sendReviewRequest')
      const { reviewRequestLoop } = await import('../../src/cms/reviewRequests/loop')
      const product = (await payload.find({ collection: 'products', where: { slug: { equals: 'proglide' } }, depth: 0, limit: 1, overrideAccess: true }))
        .docs[0]!
      const email = `Asked-${label}@Example.com`
      const ask = (source: Parameters<typeof rr.scheduleReviewRequestIn>[1]['source']) =>
        rr.scheduleReviewRequestIn(payload, { email, name: 'Kim', product: Number(product.id), source })
      // Racing twins of one registration, then a second registration and a sampling place: one request.
      const first = await Promise.all([ask({ kind: 'registration', registration: 1 }), ask({ kind: 'registration', registration: 1 })])
      expect(first.filter((outcome) => outcome.scheduled)).toHaveLength(1)
      expect(await ask({ kind: 'registration', registration: 2 })).toEqual({ scheduled: false, reason: 'already-requested' })
      expect(await ask({ kind: 'sampling', campaign: 3, application: 4 })).toEqual({ scheduled: false, reason: 'already-requested' })
      const stored = await payload.find({ collection: 'review-requests', where: { email: { equals: email.toLowerCase() } }, depth: 0, overrideAccess: true })
      expect(stored.docs).toHaveLength(1)
      const request = stored.docs[0]!
      expect(request).toMatchObject({ status: 'scheduled', sourceKind: 'registration', registrationId: 1 })
      expect(Date.parse(request.sendAfter) - Date.now()).toBeGreaterThan(13 * 86_400_000)
      const job = await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'sendReviewRequest' } },
        depth: 0,
        overrideAccess: true,
        sort: '-id',
        limit: 5,
      })
      expect(job.docs.some((doc) => (doc.input as { requestId?: string }).requestId === String(request.id) && Boolean(doc.waitUntil))).toBe(true)

      // Sent once, however many runs take the job at once; the token is kept hashed and works for this product.
      const run = () => (sendReviewRequest.handler as (args: unknown) => Promise<unknown>)({ input: { requestId: String(request.id) }, req: { payload } })
      await Promise.all([run(), run(), run()])
      const outbox = await payload.find({ collection: 'outbox', where: { to: { equals: email.toLowerCase() } }, depth: 0, overrideAccess: true })
      expect(outbox.docs).toHaveLength(1)
      const token = outbox.docs[0]!.text.match(/hostedauthentication_authtoken=([\w-]+)/)![1]!
      const sent = await payload.findByID({ collection: 'review-requests', id: request.id, depth: 0, overrideAccess: true })
      expect(sent).toMatchObject({ status: 'sent', openedAt: null })
      expect(await rr.requestByToken(payload, token)).toMatchObject({
        id: request.id,
        email: email.toLowerCase(),
        product: Number(product.id),
        sourceKind: 'registration',
      })
      // One character changed (a token that already ends in A would be itself: 1 in 64 do).
      expect(await rr.requestByToken(payload, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeUndefined()
      expect(await rr.requestByToken(payload, token, Date.now() + 61 * 86_400_000)).toBeUndefined()
      await rr.recordOpened(payload, request.id)
      const opened = (await payload.findByID({ collection: 'review-requests', id: request.id, depth: 0, overrideAccess: true })).openedAt
      await rr.recordOpened(payload, request.id)
      expect((await payload.findByID({ collection: 'review-requests', id: request.id, depth: 0, overrideAccess: true })).openedAt).toBe(opened)

      const line = (await reviewRequestLoop(payload)).find((entry) => entry.productId === Number(product.id) && entry.campaignId === null)
      expect(line).toMatchObject({ sent: 1, opened: 1, written: 0, approved: 0, requestedAverage: null })
      expect(line!.unrequestedAverage).toBeGreaterThan(0)

      // An unsubscribe (any email's link) stops every later request, and a scheduled one.
      const other = await payload.find({ collection: 'products', where: { slug: { equals: 'mach3' } }, depth: 0, limit: 1, overrideAccess: true })
      const later = { email, name: 'Kim', product: Number(other.docs[0]!.id), source: { kind: 'registration' as const, registration: 5 } }
      expect(await rr.scheduleReviewRequestIn(payload, later)).toEqual({ scheduled: true })
      await Promise.all([rr.recordOptOut(payload, email), rr.recordOptOut(payload, email.toLowerCase())])
      expect(await payload.count({ collection: 'email-opt-outs', overrideAccess: true })).toMatchObject({ totalDocs: 1 })
      const stopped = await payload.find({
        collection: 'review-requests',
        where: { product: { equals: later.product }, email: { equals: email.toLowerCase() } },
        depth: 0,
        overrideAccess: true,
      })
      expect(stopped.docs[0]).toMatchObject({ status: 'skipped', skipReason: 'unsubscribed' })
      const third = (await payload.find({ collection: 'products', where: { slug: { equals: 'fusion5' } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
      expect(await rr.scheduleReviewRequestIn(payload, { ...later, product: Number(third.id) })).toEqual({ scheduled: false, reason: 'unsubscribed' })
    })

    it('gives a sampling campaign at most its places among confirmed adults, each recipient asked for a review once, even with draws and picks at once', async () => {
      const { drawRecipients, pickRecipients } = await import('../../src/features/subscriptions/sampling/recipients')
      const product = (await payload.find({ collection: 'products', where: { slug: { equals: 'proshield' } }, depth: 0, limit: 1, overrideAccess: true }))
        .docs[0]!
      const campaign = await payload.create({
        collection: 'sampling-campaigns',
        overrideAccess: true,
        data: {
          name: `Places ${label}`,
          slug: `places-${label.toLowerCase()}`,
          product: product.id,
          places: 3,
          status: 'open',
          opensAt: new Date(Date.now() - 86_400_000).toISOString(),
          closesAt: new Date(Date.now() + 86_400_000).toISOString(),
          eligibility: 'Adults in Australia.',
          opensAt_tz: 'Australia/Sydney',
          closesAt_tz: 'Australia/Sydney',
        },
      })
      expect(campaign.placesTaken).toBe(0)
      const young = new Date()
      young.setUTCFullYear(young.getUTCFullYear() - 17)
      const apply = (n: number, status: 'pending' | 'confirmed', dateOfBirth = '1980-01-01') =>
        payload.create({
          collection: 'sampling-applications',
          overrideAccess: true,
          data: {
            dedupeKey: `sampling:${campaign.id}:s${n}-${label}@example.com`,
            campaign: campaign.id,
            status,
            name: `Applicant ${n}`,
            email: `s${n}-${label}@example.com`,
            dateOfBirth,
            address: { street: '1 A St', suburb: 'Perth', state: 'WA', postcode: '6000' },
            consentText: 'Yes',
            consentAt: new Date().toISOString(),
          },
        })
      const confirmed = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => apply(n, 'confirmed')))
      const pending = await apply(7, 'pending')
      const underAge = await apply(8, 'confirmed', young.toISOString().slice(0, 10))

      // Picking one twice at once and a pending one: one recipient, one place taken.
      const picks = await Promise.all([pickRecipients([confirmed[0]!.id, pending.id]), pickRecipients([confirmed[0]!.id])])
      expect(picks.reduce((sum, outcome) => sum + outcome.chosen, 0)).toBe(1)
      // Two editors draw at once, while a third picks: never more than the places.
      const rush = await Promise.all([drawRecipients(campaign.id), drawRecipients(campaign.id), pickRecipients(confirmed.slice(1).map((doc) => doc.id))])
      expect(rush.reduce((sum, outcome) => sum + (outcome?.chosen ?? 0), 0)).toBe(2)
      expect(await drawRecipients(campaign.id)).toEqual({ chosen: 0, skipped: 0, placesLeft: 0, notRequested: 0 })

      const chosen = await payload.find({
        collection: 'sampling-applications',
        where: { campaign: { equals: campaign.id }, selected: { equals: true } },
        depth: 0,
        overrideAccess: true,
      })
      expect(chosen.docs).toHaveLength(3)
      expect(chosen.docs.map((doc) => doc.id)).toContain(confirmed[0]!.id)
      expect(chosen.docs.map((doc) => doc.id)).not.toContain(pending.id)
      expect(chosen.docs.map((doc) => doc.id)).not.toContain(underAge.id)
      expect((await payload.findByID({ collection: 'sampling-campaigns', id: campaign.id, depth: 0, overrideAccess: true })).placesTaken).toBe(3)
      const requests = await payload.find({
        collection: 'review-requests',
        where: { campaignId: { equals: campaign.id } },
        depth: 0,
        overrideAccess: true,
        limit: 20,
      })
      expect(requests.docs.map((doc) => doc.applicationId).sort()).toEqual(chosen.docs.map((doc) => doc.id).sort())
      expect(requests.docs.every((doc) => doc.sourceKind === 'sampling' && doc.product === product.id)).toBe(true)
    })

    it('stores an application accepted under a crowd even if its campaign closed before the intake reached it; refuses one sent after', async () => {
      const { applyForSample } = await import('../../src/features/subscriptions/sampling/server')
      const product = (await payload.find({ collection: 'products', where: { slug: { equals: 'mach3' } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
      const slug = `closing-${label.toLowerCase()}`
      const campaign = await payload.create({
        collection: 'sampling-campaigns',
        overrideAccess: true,
        data: {
          name: `Closing ${label}`,
          slug,
          product: product.id,
          places: 5,
          status: 'open',
          opensAt: new Date(Date.now() - 86_400_000).toISOString(),
          closesAt: new Date(Date.now() + 86_400_000).toISOString(),
          eligibility: 'Adults in Australia.',
          opensAt_tz: 'Australia/Sydney',
          closesAt_tz: 'Australia/Sydney',
        },
      })
      const application = (email: string) => ({
        campaign: slug,
        name: 'Late Applicant',
        email,
        dateOfBirth: '1980-01-01',
        street: '1 A St',
        suburb: 'Perth',
        state: 'WA',
        postcode: '6000',
        consent: true,
      })
      // The editor closes the campaign while an accepted application waits in the intake.
      await payload.update({ collection: 'sampling-campaigns', id: campaign.id, overrideAccess: true, data: { status: 'closed' } })
      const stored = (email: string) =>
        payload.find({ collection: 'sampling-applications', where: { email: { equals: email } }, depth: 0, overrideAccess: true })

      const inTime = `in-time-${label.toLowerCase()}@example.com`
      expect((await applyForSample(application(inTime) as never, { accepted: true })).state.status).toBe('success')
      expect((await stored(inTime)).docs).toHaveLength(1)
      expect((await stored(inTime)).docs[0]).toMatchObject({ status: 'pending', campaign: campaign.id })

      const late = `late-${label.toLowerCase()}@example.com`
      const refused = await applyForSample(application(late) as never)
      expect(refused.code).toBe(422)
      expect((await stored(late)).docs).toHaveLength(0)
    })
  })
}
