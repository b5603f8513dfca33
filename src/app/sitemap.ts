import type { MetadataRoute } from 'next'

import { sitemapEntries } from '@/features/seo/server'

// Built from the published content on request (and cached), never at build time.
export const dynamic = 'force-dynamic'

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries()
}
