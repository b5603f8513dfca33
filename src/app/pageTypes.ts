/**
 * The page-type registry: what each page type is, collected from the features that own them. Pure data
 * (no React, no CSS), so next.config.ts, robots.txt, sitemap.xml, metadata, analytics and breadcrumbs
 * all read the same list. Typed as a Record over every value the editors can choose (cms/pageTypes.ts),
 * so a page type nobody defines is a type error. Their views: ./pageViews.ts.
 *
 * next.config.ts loads this file through Next's config compiler, which resolves the `@/` alias wrongly
 * below the project root: value imports on this path are relative, and each feature's pageTypes.ts
 * imports values only from its own modules that import nothing (type imports are erased).
 */
import type { PageType } from '@/cms/pageTypes'
import { articlePageTypes } from '../features/articles/pageTypes'
import { cataloguePageTypes } from '../features/catalogue/pageTypes'
import { contactPageTypes } from '../features/contact/pageTypes'
import { contentPageTypes, type PageTypeDefinition } from '../features/content/pageTypes'
import { favouritesPageTypes } from '../features/favourites/pageTypes'
import { helpPageTypes } from '../features/help/pageTypes'
import { searchPageTypes } from '../features/search/pageTypes'
import { seoPageTypes } from '../features/seo/pageTypes'
import { shellPageTypes } from '../features/shell/pageTypes'
import { subscriptionPageTypes } from '../features/subscriptions/pageTypes'

export const pageTypes: Record<PageType, PageTypeDefinition> = {
  ...contentPageTypes,
  ...cataloguePageTypes,
  ...articlePageTypes,
  ...contactPageTypes,
  ...helpPageTypes,
  ...searchPageTypes,
  ...favouritesPageTypes,
  ...seoPageTypes,
  ...shellPageTypes,
  ...subscriptionPageTypes,
}

/**
 * Query parameters that change what a content page shows (a listing's filters, a compare list, the
 * advisor's answers, a search): a request carrying one is rewritten to the query-driven route, rendered
 * per request; without them the page is the cached default view.
 */
export const QUERY_DRIVEN_KEYS: string[] = [...new Set(Object.values(pageTypes).flatMap((definition) => definition.queryKeys))]
