import { z } from 'zod'

import { type PageQuery, queryValues } from '@/shared/routing/pageQuery'

import { LISTING_KEYS } from './listingKeys'
import { DEFAULT_SORT, SORT_OPTIONS, type SortValue } from './sortOptions'

export { DEFAULT_SORT, SORT_OPTIONS, type SortValue }

/** Product list pages show 12 products a page, in featuredSort order by default. */
export const PRODUCTS_PER_PAGE = 12

export { LISTING_KEYS }

const sortValues = SORT_OPTIONS.map((option) => option.value) as [SortValue, ...SortValue[]]

/** Bad values are not errors: an unknown sort is the default, a bad page number is page 1. */
const listingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  sort: z.enum(sortValues).catch(DEFAULT_SORT),
  // `facet:value` pairs; which of them exist is decided against the products (applyListing).
  filters: z.array(z.string().max(200)).max(100).catch([]),
})

export type ListingQuery = z.infer<typeof listingQuerySchema>

export function parseListingQuery(query: PageQuery): ListingQuery {
  return listingQuerySchema.parse({
    page: queryValues(query, LISTING_KEYS.page)[0],
    sort: queryValues(query, LISTING_KEYS.sort)[0],
    filters: queryValues(query, LISTING_KEYS.filter).filter((value) => value.includes(':')),
  })
}

/** The URL of a listing view; defaults are left out so every view has one address. */
export function listingHref(path: string, { page = 1, sort = DEFAULT_SORT, filters = [] }: Partial<ListingQuery>): string {
  const params = new URLSearchParams()
  for (const filter of filters) params.append(LISTING_KEYS.filter, filter)
  if (sort !== DEFAULT_SORT) params.set(LISTING_KEYS.sort, sort)
  if (page > 1) params.set(LISTING_KEYS.page, String(page))
  const search = params.toString()
  return search ? `${path}?${search}` : path
}
