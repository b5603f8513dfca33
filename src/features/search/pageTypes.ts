import type { PageTypeDefinitions } from '@/features/content/pageTypes'

import { SEARCH_QUERY_KEY } from './constants'

/** The search results page; its first answer is rendered per request (`?q=`). Views: server/pageViews.tsx. */
export const searchPageTypes = {
  searchPage: { analytics: 'Product Search', robots: 'index', queryKeys: [SEARCH_QUERY_KEY], crumb: 'Search', sitemap: true },
} satisfies PageTypeDefinitions
