import type { PageTypeDefinitions } from '@/features/content/pageTypes'

/** The saved-items page: private to the visitor's browser, so never indexed and kept out of robots.txt. */
export const favouritesPageTypes = {
  favouritesPage: { analytics: 'Collection Listing', robots: 'noindex', queryKeys: [], sitemap: false, disallow: true },
} satisfies PageTypeDefinitions
