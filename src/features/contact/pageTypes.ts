import type { PageTypeDefinitions } from '@/features/content/pageTypes'

/** The contact page (the contact form joins it later). Views: index.ts `contactPageViews`. */
export const contactPageTypes = {
  contactUs: { analytics: 'Brand Experience', robots: 'index', queryKeys: [], crumb: 'Contact us', sitemap: true },
} satisfies PageTypeDefinitions
