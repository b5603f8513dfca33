import type { Payload, PayloadRequest } from 'payload'

import { articleUrl, pageUrl, productUrl } from '../../shared/routing/urls'

/**
 * The public address of a page, product or article from its own fields: for the preview route, the
 * redirects (where one leads, a renamed document's old address) and the SEO plugin's search-result preview.
 * An article's section is looked up when only its id is at hand.
 */
export type AddressedCollection = 'pages' | 'products' | 'articles'

export interface AddressFields {
  slug?: string | null
  path?: string | null
  section?: unknown
}

export async function documentPath(
  collection: AddressedCollection,
  doc: AddressFields,
  { payload, req }: { payload: Payload; req?: PayloadRequest },
): Promise<string> {
  if (collection === 'pages') return pageUrl(doc.path)
  if (collection === 'products') return productUrl({ slug: doc.slug ?? '' })
  return articleUrl({ slug: doc.slug ?? '', sectionSlug: await sectionSlug(doc.section, payload, req) })
}

async function sectionSlug(section: unknown, payload: Payload, req?: PayloadRequest): Promise<string | null> {
  if (section && typeof section === 'object' && 'slug' in section) return (section as { slug?: string | null }).slug ?? null
  const id = section && typeof section === 'object' && 'id' in section ? (section as { id: unknown }).id : section
  if (typeof id !== 'number' && typeof id !== 'string') return null
  const found = await payload.findByID({ collection: 'article-sections', id, depth: 0, disableErrors: true, select: { slug: true }, ...(req ? { req } : {}) })
  return found?.slug ?? null
}
