import type { MetadataRoute } from 'next'

import { listFamilyUpdates, listProductUpdates } from '@/features/catalogue/server'
import { sitemapEntries } from '@/features/seo/server'

import { pageTypes } from './pageTypes'

// Built from the published content on request (and cached with its tags), never at build time.
export const dynamic = 'force-dynamic'

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries((pageType) => pageTypes[pageType].sitemap, { products: listProductUpdates, families: listFamilyUpdates })
}
