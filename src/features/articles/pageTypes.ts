import type { PageTypeDefinitions } from '@/features/content/pageTypes'

/** The article list page. Views: index.tsx `articlePageViews`. */
export const articlePageTypes = {
  articleListPage: { analytics: 'Article Section', robots: 'index', queryKeys: [], sitemap: true },
} satisfies PageTypeDefinitions
