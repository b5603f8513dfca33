import type { ProductSummary } from '../model'

import { type FilterModel, filterModel } from './filterCounts'
import { type ListingQuery, PRODUCTS_PER_PAGE, type SortValue } from './listingQuery'

export type ListingProduct = Pick<ProductSummary, 'id' | 'slug' | 'title' | 'featuredSort' | 'minPrice' | 'maxPrice' | 'attributes' | 'reviewStatistics'>

export interface FacetValue {
  slug: string
  label: string
  /** Products that would match with this value ticked, given the other facets' choices. */
  count: number
  checked: boolean
}

export interface Facet {
  slug: string
  name: string
  values: FacetValue[]
}

export interface ActiveFilter {
  key: string // `facet:value`, as in the URL
  facet: string
  label: string
}

export interface Listing<P extends ListingProduct> {
  facets: Facet[]
  active: ActiveFilter[]
  sort: SortValue
  page: number
  pageCount: number
  /** A page number past the last page was asked for: the view does not exist (a 404, not page 1). */
  beyondLastPage: boolean
  total: number
  /** Index of the first product shown, from 1 (0 when there is none). */
  first: number
  products: P[]
  /** Every product's choices, for counting a selection in the browser before it is applied. */
  filterModel: FilterModel
}

export const facetSlug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const filterKey = (facet: string, value: string) => `${facetSlug(facet)}:${facetSlug(value)}`

/** A product's attribute choices as `facet:value` keys. */
const keysOf = (product: ListingProduct) => new Set(product.attributes.map((attribute) => filterKey(attribute.name, attribute.value)))

const byFeatured = (a: ListingProduct, b: ListingProduct) => a.featuredSort - b.featuredSort || a.title.localeCompare(b.title, 'en-AU')

const sorters: Record<SortValue, (a: ListingProduct, b: ListingProduct) => number> = {
  featured: byFeatured,
  rating: (a, b) =>
    (b.reviewStatistics.averageOverallRating ?? 0) - (a.reviewStatistics.averageOverallRating ?? 0) ||
    b.reviewStatistics.totalReviewCount - a.reviewStatistics.totalReviewCount ||
    byFeatured(a, b),
  // Products without a price go last either way.
  'price-asc': (a, b) => (a.minPrice ?? Infinity) - (b.minPrice ?? Infinity) || byFeatured(a, b),
  'price-desc': (a, b) => (b.maxPrice ?? -Infinity) - (a.maxPrice ?? -Infinity) || byFeatured(a, b),
  name: (a, b) => a.title.localeCompare(b.title, 'en-AU') || byFeatured(a, b),
}

/**
 * Filters, sorts and pages a listing's products. Values of one facet widen the choice (OR); facets
 * narrow it (AND). Filters naming no facet value of these products, and pages out of range, are
 * ignored: the listing still renders.
 */
export function applyListing<P extends ListingProduct>(all: P[], query: ListingQuery): Listing<P> {
  const keyed = all.map((product) => ({ product, keys: keysOf(product) }))

  // Facets in order of first appearance over the featured order, values likewise.
  const facetMap = new Map<string, { name: string; values: Map<string, string> }>()
  for (const { product } of [...keyed].sort((a, b) => byFeatured(a.product, b.product))) {
    for (const { name, value } of product.attributes) {
      const facet = facetMap.get(facetSlug(name)) ?? { name, values: new Map<string, string>() }
      facet.values.set(facetSlug(value), value)
      facetMap.set(facetSlug(name), facet)
    }
  }

  const chosen = new Map<string, Set<string>>() // facet slug -> value slugs
  for (const key of new Set(query.filters)) {
    const [facet = '', value = ''] = key.split(':')
    if (!facetMap.get(facet)?.values.has(value)) continue
    chosen.set(facet, (chosen.get(facet) ?? new Set()).add(value))
  }

  const matches = (keys: Set<string>, except?: string) =>
    [...chosen].every(([facet, values]) => facet === except || [...values].some((value) => keys.has(`${facet}:${value}`)))

  const facets: Facet[] = [...facetMap].map(([slug, { name, values }]) => {
    const pool = keyed.filter(({ keys }) => matches(keys, slug))
    return {
      slug,
      name,
      values: [...values].map(([valueSlug, label]) => ({
        slug: valueSlug,
        label,
        count: pool.filter(({ keys }) => keys.has(`${slug}:${valueSlug}`)).length,
        checked: chosen.get(slug)?.has(valueSlug) ?? false,
      })),
    }
  })

  const active: ActiveFilter[] = facets.flatMap((facet) =>
    facet.values.filter((value) => value.checked).map((value) => ({ key: `${facet.slug}:${value.slug}`, facet: facet.name, label: value.label })),
  )

  const filtered = keyed.filter(({ keys }) => matches(keys)).map(({ product }) => product)
  filtered.sort(sorters[query.sort])
  const pageCount = Math.max(1, Math.ceil(filtered.length / PRODUCTS_PER_PAGE))
  const beyondLastPage = query.page > pageCount
  const page = beyondLastPage ? 1 : query.page
  const start = (page - 1) * PRODUCTS_PER_PAGE
  return {
    facets,
    active,
    sort: query.sort,
    page,
    pageCount,
    beyondLastPage,
    total: filtered.length,
    first: filtered.length ? start + 1 : 0,
    products: filtered.slice(start, start + PRODUCTS_PER_PAGE),
    filterModel: filterModel(keyed.map(({ keys }) => keys)),
  }
}
