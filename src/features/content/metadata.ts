import type { Metadata } from 'next'

import { pageTypeInfo } from '@/cms/pageTypes'
import { robotsMetadata } from '@/features/seo'
import type { Indexing } from '@/shared/routing/indexing'
import { pageTitle } from '@/features/shell'
import type { Page } from '@/payload-types'
import { settings } from '@/shared/settings'

/** Title, description, canonical URL, robots and Open Graph tags of a content page. */
export function pageMetadata(page: Page, indexing: Indexing): Metadata {
  const url = `/en-au/${page.path ?? ''}`
  const name = page.meta?.title ?? page.title
  // The home page leads with the brand: "Ashford | Razors, blades and grooming advice".
  const title = page.slug === 'home' ? `${settings().BRAND_NAME} | ${name}` : pageTitle(name)
  // Every page gets a description: its own, else its intro, else one made from its title.
  const description =
    page.meta?.description ?? page.intro ?? `${page.title} at ${settings().BRAND_NAME} Australia: razors, blades, shave care and grooming advice.`
  return {
    title,
    description,
    alternates: { canonical: url },
    robots: robotsMetadata(pageTypeInfo(page.pageType).robots, indexing),
    openGraph: { type: 'website', url, title, description, siteName: settings().BRAND_NAME, locale: 'en_AU' },
  }
}
