import type { CollectionConfig, PayloadRequest } from 'payload'

import { anyone, signedIn } from '../access'
import { refuseDeletingUsed } from '../hooks/refuseDeletingUsed'
import { revalidateCollection } from '../hooks/revalidate'
import { checkUploadedImage, MEDIA_MIME_TYPES } from '../imageContent'
import { MEDIA_WIDTHS } from '../../shared/media/picture'
import { mediaDir } from '../../shared/settings'

/**
 * Images editors upload: product heroes, gallery and variant icons, article images, brand and retailer
 * logos, block images. Stored on disk under DATA_DIR/media, or in an S3-compatible bucket when S3_BUCKET
 * is set (cms/storage.ts); either way served at /cms-api/media/file/<name> through Payload, which checks
 * read access (public: these images are on public pages).
 *
 * What is accepted is decided by the file's content, not its name or declared type (imageContent.ts;
 * Payload then checks that an SVG has no scripts): the formats below, up to MEDIA_MAX_BYTES (the
 * upload limit in payload.config.ts answers a larger file with 413 before it is stored).
 */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024

export const Media: CollectionConfig = {
  slug: 'media',
  admin: {
    group: 'Site',
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'mimeType', 'filesize', 'updatedAt'],
    description: 'Images for products, articles, brands and page blocks. JPEG, PNG, WebP, AVIF, GIF or SVG, up to 10 MB.',
  },
  access: { read: anyone, create: signedIn, update: signedIn, delete: signedIn },
  // A replaced file or new alt text shows on every page that uses the image (their reads carry `media`).
  // An image still in use is refused (409) before Payload removes its files (hooks/refuseDeletingUsed.ts).
  hooks: {
    ...revalidateCollection('media', { createsNothingPublic: true }),
    beforeOperation: [checkUploadedImage],
    beforeDelete: [refuseDeletingUsed('media', 'image')],
  },
  upload: {
    staticDir: mediaDir(),
    mimeTypes: MEDIA_MIME_TYPES,
    focalPoint: true,
    crop: true,
    // Made once, at upload: the widths pages' srcsets offer (next.config.ts's image sizes, shared/ui/
    // imageAttributes.ts), as WebP. Nothing is encoded while a visitor waits, and every instance serves the
    // same files from storage.
    imageSizes: MEDIA_WIDTHS.map((width) => ({
      name: `w${width}`,
      width,
      fit: 'inside' as const,
      withoutEnlargement: true,
      formatOptions: { format: 'webp' as const, options: { quality: 78 } },
    })),
    adminThumbnail: 'w320',
    // A name no media document has is a 404 here, before storage is asked (Payload's local storage would
    // answer a missing file with a 500).
    handlers: [answerUnknownFile],
    // No EXIF (camera, GPS position) leaves the back office in a published image.
    withMetadata: false,
    // Files keep their name while they exist: a day in browsers and CDNs, then revalidated (a name can be
    // reused after its file is deleted).
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800')
      return headers
    },
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      maxLength: 300,
      admin: {
        description: 'What the image shows, for people who cannot see it. Pages may leave it unsaid where the image is decoration next to its own title.',
      },
    },
    // The S3 storage plugin keeps each file's object key here; declared whichever storage is used, so the
    // database schema (and its migrations) is the same with S3 and without.
    { name: '_objectKey', type: 'text', admin: { hidden: true, readOnly: true } },
  ],
}

/** Payload's handler type wants a Response or nothing per call, not one promise of either: hence the cast. */
function answerUnknownFile(req: PayloadRequest, { params }: { params: { filename: string } }): Promise<Response> {
  const filename = params.filename
  const lookup = req.payload.count({
    collection: 'media',
    where: { or: [{ filename: { equals: filename } }, ...MEDIA_WIDTHS.map((width) => ({ [`sizes.w${width}.filename`]: { equals: filename } }))] },
    overrideAccess: true,
  })
  return lookup.then(({ totalDocs }) =>
    totalDocs === 0 ? Response.json({ errors: [{ message: 'No such file.' }] }, { status: 404 }) : undefined,
  ) as Promise<Response>
}
