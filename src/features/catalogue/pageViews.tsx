import { redirect } from 'next/navigation'

import type { PageTypeViews } from '@/features/content/pageTypes'

import { ShavingAdvisor } from './advisor/ShavingAdvisor'
import { ComparePage } from './compare/ComparePage'
import { findProducts, findRazorBlades } from './data'
import { applyListing } from './listing/applyListing'
import { listingHref, parseListingQuery } from './listing/listingQuery'
import { ProductListing } from './listing/ProductListing'
import { SpareBlades } from './SpareBlades'

/** What the catalogue's page types add to a content page (definitions: pageTypes.ts). */
export const cataloguePageViews = {
  productListPage: async ({ page, query }) => {
    const listingQuery = parseListingQuery(query)
    const listing = applyListing(await findProducts({ category: page.categoryId, limit: 500 }), listingQuery)
    // A page past the last is not a view of this listing: it leads to the last page (a temporary redirect,
    // as the number of pages changes with the catalogue), so crawlers never index copies of page 1.
    // Decided before the page renders (the content route awaits its view), so the redirect is a real one.
    if (listing.beyondLastPage) redirect(listingHref(page.url, { ...listingQuery, page: listing.pageCount }))
    return <ProductListing path={page.url} listing={listing} />
  },
  spareBladesPage: async () => <SpareBlades razors={await findRazorBlades()} />,
  comparePage: ({ query }) => <ComparePage query={query} />,
  shavingAdvisor: ({ page, query }) => <ShavingAdvisor path={page.url} query={query} />,
} satisfies PageTypeViews
