import type { MetadataRoute } from 'next'
import { headers } from 'next/headers'

import { listPages } from '@/features/content/server'
import { isUnindexedHost } from '@/shared/routing/indexing'
import { settings } from '@/shared/settings'

import { pageTypes } from './pageTypes'

export default async function robots(): Promise<MetadataRoute.Robots> {
  const requestHeaders = await headers()
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host') ?? ''
  if (isUnindexedHost(host)) return { rules: { userAgent: '*', disallow: '/' } }
  // Pages whose page type asks crawlers to keep out (the visitor's saved items, the review form).
  const privatePages = (await listPages()).filter((page) => pageTypes[page.pageType].disallow).map((page) => page.url)
  return {
    rules: { userAgent: '*', allow: '/en-au/', disallow: ['/admin', '/cms-api', '/api/', ...privatePages] },
    sitemap: new URL('/sitemap.xml', settings().SITE_URL).href,
  }
}
