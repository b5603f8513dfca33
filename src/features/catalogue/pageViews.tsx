import type { PageTypeViews } from '@/features/content/pageTypes'

import { ShavingAdvisor } from './advisor/ShavingAdvisor'
import { ComparePage } from './compare/ComparePage'
import { findProducts, findRazorBlades } from './data'
import { ProductListing } from './listing/ProductListing'
import { SpareBlades } from './SpareBlades'

/** What the catalogue's page types add to a content page (definitions: pageTypes.ts). */
export const cataloguePageViews = {
  productListPage: async ({ page, query }) => (
    <ProductListing path={page.url} products={await findProducts({ category: page.categoryId, limit: 500 })} query={query} />
  ),
  spareBladesPage: async () => <SpareBlades razors={await findRazorBlades()} />,
  comparePage: ({ query }) => <ComparePage query={query} />,
  shavingAdvisor: ({ page, query }) => <ShavingAdvisor path={page.url} query={query} />,
} satisfies PageTypeViews
