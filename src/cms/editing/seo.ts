import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Field } from 'payload'

import { settings } from '../../shared/settings'
import { type AddressedCollection, type AddressFields, documentPath } from './documentPath'

/**
 * SEO per document through Payload's official SEO plugin: a "SEO" group (meta title, meta description,
 * share image) with the plugin's length guidance, its search-result preview and its Generate buttons,
 * which fill a field from the document's own content. The site falls back to the same content when a
 * field is left empty (features' metadata), so a document is never without a title or description.
 */
export const SEO_COLLECTIONS = ['pages', 'products', 'articles'] as const

type Doc = AddressFields & { title?: unknown; shortDescription?: unknown; intro?: unknown }

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

const addressed = (collection: string | undefined): AddressedCollection => (collection === 'products' || collection === 'articles' ? collection : 'pages')

export const seo = seoPlugin({
  collections: [...SEO_COLLECTIONS],
  uploadsCollection: 'media',
  tabbedUI: false,
  generateTitle: ({ doc }: { doc: Doc }) => `${text(doc.title)} | ${settings().BRAND_NAME}`,
  generateDescription: ({ doc }: { doc: Doc }) => text(doc.shortDescription) || text(doc.intro),
  generateURL: async ({ doc, collectionConfig, req }) =>
    new URL(await documentPath(addressed(collectionConfig?.slug), doc as Doc, { payload: req.payload, req }), settings().SITE_URL).href,
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
