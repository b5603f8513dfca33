/**
 * The migration that made image fields uploads (`*_media`), run on a database that holds image paths the
 * way every site did before it: each path becomes one media document (its file read from public/, or a
 * placeholder when the file is gone), and the documents point at it — live rows and saved versions alike.
 * Run once per adapter (mediaMigration.sqlite.test.ts, mediaMigration.postgres.test.ts).
 */
import type { Payload } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import type { Brand, Media, Product } from '../../src/payload-types'

export function mediaMigrationSuite(
  label: string,
  migrationsModule: () => Promise<{ migrations: { name: string }[] }>,
  { skipBecause }: { skipBecause?: string } = {},
) {
  // A database that is not there skips every test by name, so a run shows what it did not check.
  describe.skipIf(Boolean(skipBecause))(`the media migration on ${label}${skipBecause ? ` (skipped: ${skipBecause})` : ''}`, () => {
    let payload: Payload | undefined

    afterAll(async () => {
      await payload?.destroy()
    })

    it('turns every stored image path into one media document per file, before the path columns go', async () => {
      const { getPayload } = await import('payload')
      const { sql } = await import('drizzle-orm')
      const { default: config } = await import('../../src/cms/payload.config')
      // Not NODE_ENV=production (set by the test file): Payload applies no migration by itself here.
      payload = await getPayload({ config })
      const { migrations } = await migrationsModule()
      const media = migrations.findIndex((migration) => migration.name.endsWith('_media'))
      expect(media).toBeGreaterThan(0)
      await payload.db.migrate({ migrations: migrations.slice(0, media) as never })

      const drizzle = (payload.db as unknown as { drizzle: { run?: (q: unknown) => Promise<unknown>; execute?: (q: unknown) => Promise<unknown> } }).drizzle
      const exec = (statement: string) => (drizzle.run ? drizzle.run(sql.raw(statement)) : drizzle.execute!(sql.raw(statement)))
      const colours = `'#000000', '#ffffff', '#111111', '#ffffff', '#f5f5f5', '#111111', '#555555'`
      await exec(
        `INSERT INTO "brands" ("id", "key", "name", "home_path", "logo", "logo_alt", "theme_color_primary", "theme_color_on_primary", "theme_color_accent", "theme_color_background", "theme_color_surface", "theme_color_text", "theme_color_muted") VALUES (1, 'kcg', 'Test brand', '/en-au/kcg', '/media/brands/kcg.svg', 'Test brand home', ${colours})`,
      )
      await exec(
        `INSERT INTO "retailers" ("id", "name", "slug", "website", "logo") VALUES (1, 'Gone Retail', 'gone', 'https://gone.example', '/media/retailers/gone-for-good.svg')`,
      )
      await exec(
        `INSERT INTO "families" ("id", "title", "slug", "image") VALUES (1, 'First', 'first', '/media/families/fusion5.svg'), (2, 'Second', 'second', '/media/families/fusion5.svg')`,
      )
      await exec(`INSERT INTO "products" ("id", "title", "slug", "hero_image") VALUES (1, 'Test Razor', 'test-razor', '/media/products/fusion5.svg')`)
      await exec(
        `INSERT INTO "products_variants" ("_order", "_parent_id", "id", "gtin", "variant_name", "hero_image", "icon_image") VALUES (1, 1, 'v1', '9300000000017', 'Blue', '/media/products/fusion5-2.svg', '/media/icons/fusion5-2.svg')`,
      )

      await payload.db.migrate({ migrations: migrations as never })

      const brand = (await payload.findByID({ collection: 'brands', id: 1, depth: 1 })) as Brand
      expect(brand.logo).toMatchObject({ filename: 'brands-kcg.svg', alt: 'Test brand logo', mimeType: 'image/svg+xml' })
      const retailer = await payload.findByID({ collection: 'retailers', id: 1, depth: 1 })
      expect(retailer.logo).toMatchObject({ filename: 'retailers-gone-for-good.svg', mimeType: 'image/svg+xml' }) // a placeholder
      const families = await payload.find({ collection: 'families', depth: 1, sort: 'id' })
      const [first, second] = families.docs.map((family) => family.image as Media)
      expect(first?.filename).toBe('families-fusion5.svg')
      expect(second?.id).toBe(first?.id) // one file, one document
      const product = (await payload.findByID({ collection: 'products', id: 1, depth: 1, draft: true })) as Product
      expect(product.heroImage).toMatchObject({ filename: 'products-fusion5.svg', alt: 'Test Razor' })
      expect(product.variants[0]?.heroImage).toMatchObject({ filename: 'products-fusion5-2.svg', alt: 'Test Razor Blue' })
      expect(product.variants[0]?.iconImage).toMatchObject({ filename: 'icons-fusion5-2.svg', alt: 'Blue' })
      expect((await payload.count({ collection: 'media' })).totalDocs).toBe(6)

      // The file is the original drawing, served by the collection's storage.
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { dataDir } = await import('../../src/shared/settings')
      expect(fs.readFileSync(path.join(dataDir(), 'media', 'brands-kcg.svg')).equals(fs.readFileSync('public/media/brands/kcg.svg'))).toBe(true)
    })
  })
}
