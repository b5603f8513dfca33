import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Field, PayloadRequest } from 'payload'

import { settings } from '../../shared/settings'
import { articleUrl, pageUrl, productUrl } from '../../shared/routing/urls'

/**
 * SEO per document through Payload's official SEO plugin: a "SEO" group (meta title, meta description,
 * share image) with the plugin's length guidance, its search-result preview and its Generate buttons,
 * which fill a field from the document's own content. The site falls back to the same content when a
 * field is left empty (features' metadata), so a document is never without a title or description.
 */
export const SEO_COLLECTIONS = ['pages', 'products', 'articles'] as const

type Doc = { title?: unknown; shortDescription?: unknown; intro?: unknown; slug?: unknown; path?: unknown; section?: unknown }

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

async function sectionSlug(section: unknown, req: PayloadRequest): Promise<string | null> {
  if (section && typeof section === 'object' && 'slug' in section) return text((section as { slug: unknown }).slug) || null
  if (typeof section !== 'number' && typeof section !== 'string') return null
  const found = await req.payload.findByID({ collection: 'article-sections', id: section, depth: 0, req, select: { slug: true }, disableErrors: true })
  return found?.slug ?? null
}

/** The document's public address, for the preview's URL line. */
export async function publicPathOf(collection: string | undefined, doc: Doc, req: PayloadRequest): Promise<string> {
  if (collection === 'products') return productUrl({ slug: text(doc.slug) })
  if (collection === 'articles') return articleUrl({ slug: text(doc.slug), sectionSlug: await sectionSlug(doc.section, req) })
  return pageUrl(text(doc.path))
}

export const seo = seoPlugin({
  collections: [...SEO_COLLECTIONS],
  uploadsCollection: 'media',
  tabbedUI: false,
  generateTitle: ({ doc }: { doc: Doc }) => `${text(doc.title)} | ${settings().BRAND_NAME}`,
  generateDescription: ({ doc }: { doc: Doc }) => text(doc.shortDescription) || text(doc.intro),
  generateURL: async ({ doc, collectionConfig, req }) => new URL(await publicPathOf(collectionConfig?.slug, doc as Doc, req), settings().SITE_URL).href,
  fields: ({ defaultFields }) =>
    defaultFields.map((field): Field =>
      field.type === 'upload' && field.name === 'image'
        ? ({
            ...field,
            admin: {
              ...field.admin,
              description:
                'Shown when the page is shared (1200 × 630 px works best). Products and articles without one get a picture made from their title and image.',
            },
          } as Field)
        : field,
    ),
})
