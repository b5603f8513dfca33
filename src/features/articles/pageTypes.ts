import type { PageTypeDefinitions } from '@/features/content/pageTypes'

import { ARTICLE_LIST_PAGE_KEY } from './listKeys'

/** The article list page. Views: index.tsx `articlePageViews`. */
export const articlePageTypes = {
  articleListPage: { analytics: 'Article Section', robots: 'index', queryKeys: [ARTICLE_LIST_PAGE_KEY], sitemap: true },
} satisfies PageTypeDefinitions
