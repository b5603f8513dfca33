import type { PageTypeDefinitions } from '@/features/content/pageTypes'

/** The country selector page (the footer's dialog, as a page). Views: index.ts `shellPageViews`. */
export const shellPageTypes = {
  countrySelector: { analytics: 'Brand Experience', robots: 'index', queryKeys: [], sitemap: true },
} satisfies PageTypeDefinitions
