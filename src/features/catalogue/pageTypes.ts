import type { PageTypeDefinitions } from '@/features/content/pageTypes'

import { ADVISOR_KEYS } from './advisor/advisorKeys'
import { COMPARE_KEY } from './compare/compareKeys'
import { LISTING_KEYS } from './listing/listingKeys'

/**
 * The catalogue's page types (views: pageViews.tsx). Pure data, and value imports only of modules with
 * no imports of their own: next.config.ts loads it (see src/app/pageTypes.ts).
 */
export const cataloguePageTypes = {
  // Product listings carry no robots meta in production.
  productListPage: { analytics: 'Product Listing', robots: 'none', queryKeys: Object.values(LISTING_KEYS), sitemap: true },
  spareBladesPage: { analytics: 'Product Listing', robots: 'index', queryKeys: [], sitemap: true },
  comparePage: { analytics: 'Product Listing', robots: 'index', queryKeys: [COMPARE_KEY], crumb: 'Compare Products', sitemap: true },
  shavingAdvisor: { analytics: 'Brand Experience', robots: 'index', queryKeys: ADVISOR_KEYS, sitemap: true },
} satisfies PageTypeDefinitions
