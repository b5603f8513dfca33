import type { MetadataRoute } from 'next'

import type { PageType } from '@/cms/pageTypes'
import { listPages } from '@/features/content/server'
import { familyUrl, productUrl } from '@/shared/routing/urls'
import { settings } from '@/shared/settings'

/** What the catalogue lists in sitemap.xml, passed in by the route (seo imports no catalogue). */
export interface SitemapSources {
  /** Every published product, with its last change. */
  products: () => Promise<{ slug: string; updatedAt: string }[]>
  /** Every product family, with its last change. */
  families: () => Promise<{ slug: string; updatedAt: string }[]>
}

/**
 * sitemap.xml: every published content page whose page type belongs in it (`listed`, from the page-type
 * registry), every published product and every product family.
 */
export async function sitemapEntries(listed: (pageType: PageType) => boolean, sources: SitemapSources): Promise<MetadataRoute.Sitemap> {
  const base = settings().SITE_URL
  const [pages, products, families] = await Promise.all([listPages(), sources.products(), sources.families()])
  const entry = (path: string, updatedAt: string) => ({ url: new URL(path, base).href, lastModified: new Date(updatedAt) })
  return [
    ...pages.filter((page) => listed(page.pageType)).map((page) => entry(page.url, page.updatedAt)),
    ...products.map((product) => entry(productUrl(product), product.updatedAt)),
    ...families.map((family) => entry(familyUrl(family), family.updatedAt)),
  ]
}
