// Media (src/cms/collections/Media.ts): images editors upload through the CMS API, stored under
// DATA_DIR/media (or S3), served by the site and drawn by pages through next/image.
import sharp from 'sharp'

import { EDITING, expect, test } from './fixtures'

const MEDIA_TYPE_MESSAGE = 'The file is not an image the site takes: JPEG, PNG, WebP, AVIF, GIF or SVG.'

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2f6fd6' } })
    .jpeg({ quality: 80 })
    .toBuffer()

test.describe('media', () => {
  test(
    'an editor uploads a photo with its alt text; the site serves the same bytes and the product page offers its stored sizes for every screen',
    { tag: EDITING },
    async ({ editor, page, request, freshProduct }) => {
      const photo = await jpeg(1600, 1000)
      const name = `test-photo-${Date.now()}.jpg`
      // The contract's shape: multipart with the file and `alt` as plain form fields.
      const upload = await editor.post('/cms-api/media', { multipart: { file: { name, mimeType: 'image/jpeg', buffer: photo }, alt: 'A blue test photo' } })
      expect(upload.status(), await upload.text()).toBe(201)
      const { doc } = (await upload.json()) as {
        doc: { id: number; url: string; filename: string; alt: string; width: number; mimeType: string; sizes: { w320: { width: number; mimeType: string } } }
      }
      try {
        expect(doc).toMatchObject({ filename: name, alt: 'A blue test photo', width: 1600, mimeType: 'image/jpeg' })
        expect(doc.sizes.w320).toMatchObject({ width: 320, mimeType: 'image/webp' })

        const file = await request.get(new URL(doc.url).pathname)
        expect(file.status()).toBe(200)
        expect(file.headers()['content-type']).toBe('image/jpeg')
        expect(file.headers()['cache-control']).toMatch(/public/)
        expect(Buffer.from(await file.body()).equals(photo)).toBe(true)
        // A HEAD (a link checker, a CDN) gets the GET's status and headers, no body.
        const head = await request.head(new URL(doc.url).pathname)
        expect(head.status()).toBe(200)
        expect(head.headers()['content-type']).toBe('image/jpeg')
        expect((await head.body()).length).toBe(0)

        const update = await editor.patch(`/cms-api/products/${freshProduct.id}`, { data: { heroImage: doc.id } })
        expect(update.status()).toBe(200)
        await page.goto(freshProduct.url)
        // The srcset names the sizes stored at upload, one per width (the box follows the screen).
        const hero = page.locator('[data-selected-gtin] img').first()
        const base = `/cms-api/media/file/${name.replace(/\.jpg$/, '')}`
        await expect(hero).toHaveAttribute(
          'srcset',
          `${base}-640x400.webp 640w, ${base}-960x600.webp 960w, ${base}-1280x800.webp 1280w, ${base}-1600x1000.webp 1600w`,
        )
        await expect(hero).toHaveAttribute('sizes', '(min-width: 992px) 600px, 100vw')
        await expect(hero).toHaveAttribute('width', '600')
        await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc.endsWith('.webp'))).toBe(true)

        const small = await request.get(`${base}-640x400.webp`)
        expect(small.status()).toBe(200)
        expect(small.headers()['content-type']).toBe('image/webp')
        expect((await sharp(Buffer.from(await small.body())).metadata()).width).toBe(640)
        // Nothing is encoded while a visitor waits: Next's optimizer takes no URL.
        expect((await request.get(`/_next/image?url=${encodeURIComponent(`/cms-api/media/file/${name}`)}&w=640&q=75`)).status()).toBe(400)

        // An image in use is not deleted: 409 saying where it is used, and its files stay.
        const refused = await editor.delete(`/cms-api/media/${doc.id}`)
        expect(refused.status()).toBe(409)
        const { errors } = (await refused.json()) as { errors: { message: string; data: { usedBy: string[] } }[] }
        expect(errors[0]!.message).toMatch(/^This image is still used by products, saved versions of products\. Choose another image there first/)
        expect(errors[0]!.data.usedBy).toEqual(['products', 'saved versions of products'])
        expect((await request.get(new URL(doc.url).pathname)).status()).toBe(200)
        expect((await request.get(`${base}-640x400.webp`)).status()).toBe(200)

        // Once nothing uses it, it goes, at once.
        expect((await editor.delete(`/cms-api/products/${freshProduct.id}`)).status()).toBe(200)
        expect((await editor.delete(`/cms-api/media/${doc.id}`)).status()).toBe(200)
        expect((await request.get(new URL(doc.url).pathname)).status()).toBe(404)
        expect((await request.get(`${base}-640x400.webp`)).status()).toBe(404)
      } finally {
        await editor.delete(`/cms-api/media/${doc.id}`)
      }
    },
  )

  test('an upload that is not an image, too large, without alt text or from the public is refused with a clear message, and nothing is stored', async ({
    editor,
    request,
  }) => {
    const count = async () => ((await (await editor.get('/cms-api/media?limit=1&depth=0')).json()) as { totalDocs: number }).totalDocs
    const before = await count()
    const photo = await jpeg(16, 16)

    const text = await editor.post('/cms-api/media', {
      multipart: { file: { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('a text file, not a picture') }, alt: 'Notes' },
    })
    expect(text.status()).toBe(400)
    expect(JSON.stringify(await text.json())).toContain(MEDIA_TYPE_MESSAGE)

    const noAlt = await editor.post('/cms-api/media', { multipart: { file: { name: 'no-alt.jpg', mimeType: 'image/jpeg', buffer: photo } } })
    expect(noAlt.status()).toBe(400)
    expect(JSON.stringify(await noAlt.json())).toMatch(/alt/i)

    const large = Buffer.concat([photo, Buffer.alloc(10 * 1024 * 1024 + 1)])
    const tooLarge = await editor.post('/cms-api/media', { multipart: { file: { name: 'large.jpg', mimeType: 'image/jpeg', buffer: large }, alt: 'Large' } })
    expect(tooLarge.status()).toBe(413)
    expect(await tooLarge.text()).toContain('The file is too large: images can be up to 10 MB.')

    const anonymous = await request.post('/cms-api/media', { multipart: { file: { name: 'spam.jpg', mimeType: 'image/jpeg', buffer: photo }, alt: 'Spam' } })
    expect(anonymous.status()).toBe(403)

    expect(await count()).toBe(before)
    expect((await request.get('/cms-api/media/file/no-such-image.jpg')).status()).toBe(404)
    expect((await request.head('/cms-api/media/file/no-such-image.jpg')).status()).toBe(404)
  })
})

test.describe('the seeded logos and swatches on a 2x screen', () => {
  test.use({ deviceScaleFactor: 2 })

  test('are pictures with two device pixels for each CSS pixel, not drawings the page lays out as it starts', async ({ page }) => {
    await page.goto('/en-au/products/fusion5')
    const pictures = page.locator('header a img, #buy img')
    expect(await pictures.count()).toBeGreaterThanOrEqual(3)
    for (const picture of await pictures.all()) {
      if (!(await picture.isVisible())) continue
      await expect
        .poll(() =>
          picture.evaluate((img: HTMLImageElement) => ({
            drawing: /\.svg(\?|$)/.test(img.currentSrc),
            sharp: img.complete && img.naturalWidth >= 2 * img.clientWidth && img.naturalHeight >= 2 * img.clientHeight,
          })),
        )
        .toEqual({ drawing: false, sharp: true })
    }
  })
})

test("on a phone, each brand's logo is shown whole and in its own proportions", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 })
  for (const path of ['/en-au/', '/en-au/kingcashford', '/en-au/ashfordlabs', '/en-au/ashford-intimate', '/en-au/gaming']) {
    await page.goto(path)
    const logo = page.locator('header a img').first()
    await expect(logo).toBeVisible()
    await expect
      .poll(
        () =>
          logo.evaluate((img: HTMLImageElement) => {
            if (!img.complete || !img.naturalWidth) return 'loading'
            const fit = getComputedStyle(img).objectFit
            const squeezed = Math.abs(img.clientWidth / img.clientHeight / (img.naturalWidth / img.naturalHeight) - 1) > 0.02
            return fit === 'contain' || fit === 'scale-down' || !squeezed ? 'in proportion' : `squeezed to ${img.clientWidth} x ${img.clientHeight}`
          }),
        { message: path },
      )
      .toBe('in proportion')
  }
})
