import type { PageTypeDefinitions } from '@/features/content/pageTypes'

/** The sitemap page (sitemap.xml's human counterpart). Views: pageViews.tsx. */
export const seoPageTypes = {
  sitemap: { analytics: 'Sitemap', robots: 'index', queryKeys: [], crumb: 'Sitemap', sitemap: true },
} satisfies PageTypeDefinitions
