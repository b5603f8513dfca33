import type { MetadataRoute } from 'next'

import { pageTypeInfo } from '@/cms/pageTypes'
import { payloadClient } from '@/cms/payload'
import { settings } from '@/shared/settings'

/** Every indexable public URL: content pages (not the noindex ones), products and product families. */
export async function sitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const payload = await payloadClient()
  const base = settings().SITE_URL
  const published = { _status: { equals: 'published' } } as const
  const [pages, products, families] = await Promise.all([
    payload.find({ collection: 'pages', where: published, limit: 1000, pagination: false, depth: 0, overrideAccess: false }),
    payload.find({ collection: 'products', where: published, limit: 5000, pagination: false, depth: 0, overrideAccess: false, select: { slug: true, updatedAt: true } }),
    payload.find({ collection: 'families', limit: 500, pagination: false, depth: 0, select: { slug: true, updatedAt: true } }),
  ])
  const entry = (path: string, updatedAt: string) => ({ url: new URL(path, base).href, lastModified: new Date(updatedAt) })
  return [
    ...pages.docs.filter((page) => pageTypeInfo(page.pageType).robots !== 'noindex').map((page) => entry(`/en-au/${page.path ?? ''}`, page.updatedAt)),
    ...products.docs.map((product) => entry(`/en-au/products/${product.slug}`, product.updatedAt)),
    ...families.docs.map((family) => entry(`/en-au/family/${family.slug}`, family.updatedAt)),
  ]
}
