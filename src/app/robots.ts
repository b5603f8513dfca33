import type { MetadataRoute } from 'next'
import { headers } from 'next/headers'

import { isUnindexedHost } from '@/shared/routing/indexing'
import { settings } from '@/shared/settings'

export default async function robots(): Promise<MetadataRoute.Robots> {
  const host = (await headers()).get('x-forwarded-host') ?? (await headers()).get('host') ?? ''
  if (isUnindexedHost(host)) return { rules: { userAgent: '*', disallow: '/' } }
  return {
    rules: { userAgent: '*', allow: '/en-au/', disallow: ['/admin', '/cms-api', '/api/', '/en-au/fav-page', '/en-au/write-review'] },
    sitemap: new URL('/sitemap.xml', settings().SITE_URL).href,
  }
}
