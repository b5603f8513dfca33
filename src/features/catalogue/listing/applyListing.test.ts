import { describe, expect, it } from 'vitest'

import { applyListing, type ListingProduct } from './applyListing'
import { listingHref, parseListingQuery, PRODUCTS_PER_PAGE } from './listingQuery'

const product = (id: number, attributes: Record<string, string[]>, extra: Partial<ListingProduct> = {}): ListingProduct => ({
  id,
  slug: `p${id}`,
  title: `Product ${String.fromCharCode(90 - id)}`,
  featuredSort: id * 10,
  minPrice: 10 + id,
  maxPrice: 20 + id,
  attributes: Object.entries(attributes).flatMap(([name, values]) => values.map((value) => ({ name, value }))),
  reviewStatistics: { averageOverallRating: null, totalReviewCount: 0 },
  ...extra,
})

const catalogue = [
  product(3, { 'Product type': ['Razor'], 'Skin type': ['Sensitive'] }, { reviewStatistics: { averageOverallRating: 4.8, totalReviewCount: 5 } }),
  product(1, { 'Product type': ['Razor'], 'Skin type': ['All'] }),
  product(2, { 'Product type': ['Blades'], 'Skin type': ['Sensitive', 'All'] }, { reviewStatistics: { averageOverallRating: 4.1, totalReviewCount: 9 } }),
  product(4, { 'Product type': ['Shave gel'], 'Skin type': ['Dry'] }, { minPrice: null, maxPrice: null }),
]

const run = (search: string) =>
  applyListing(
    catalogue,
    parseListingQuery(Object.fromEntries([...new URLSearchParams(search).keys()].map((key) => [key, new URLSearchParams(search).getAll(key)]))),
  )

describe('product listing', () => {
  it('lists by featuredSort ascending by default, 12 a page', () => {
    expect(run('').products.map((p) => p.id)).toEqual([1, 2, 3, 4])
    const many = Array.from({ length: 30 }, (_, i) => product(i + 1, {}))
    const second = applyListing(many, parseListingQuery({ page: '2' }))
    expect(PRODUCTS_PER_PAGE).toBe(12)
    expect(second.products.map((p) => p.id)).toEqual([13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24])
    expect([second.pageCount, second.first, second.total]).toEqual([3, 13, 30])
  })

  it('ORs values of one facet and ANDs facets, with counts that allow for the other facets', () => {
    expect(run('filter=skin-type:sensitive&filter=skin-type:dry').products.map((p) => p.id)).toEqual([2, 3, 4])
    const listing = run('filter=skin-type:sensitive&filter=product-type:razor')
    expect(listing.products.map((p) => p.id)).toEqual([3])
    const types = listing.facets.find((facet) => facet.slug === 'product-type')!
    expect(types.values.map((v) => [v.label, v.count, v.checked])).toEqual([
      ['Razor', 1, true],
      ['Blades', 1, false],
      ['Shave gel', 0, false],
    ])
    expect(listing.active.map((a) => a.key)).toEqual(['product-type:razor', 'skin-type:sensitive'])
  })

  it('sorts by rating, price both ways and name; unpriced products last', () => {
    expect(run('sort=rating').products.map((p) => p.id)).toEqual([3, 2, 1, 4])
    expect(run('sort=price-asc').products.map((p) => p.id)).toEqual([1, 2, 3, 4])
    expect(run('sort=price-desc').products.map((p) => p.id)).toEqual([3, 2, 1, 4])
    expect(run('sort=name').products.map((p) => p.title)).toEqual(['Product V', 'Product W', 'Product X', 'Product Y'])
  })

  it('ignores unknown filters, sorts and page numbers that are not pages', () => {
    const listing = run('filter=colour:red&filter=nonsense&sort=cheapest')
    expect(listing.products.map((p) => p.id)).toEqual([1, 2, 3, 4])
    expect([listing.sort, listing.page, listing.active.length]).toEqual(['featured', 1, 0])
    expect(run('page=-3').page).toBe(1)
    expect(run('page=abc').page).toBe(1)
  })

  it('marks a page past the last one, so the route sends it to the last page instead of showing a copy of page 1', () => {
    expect(run('page=99').beyondLastPage).toBe(true)
    expect(run('page=1').beyondLastPage).toBe(false)
  })

  it('writes one address per view, leaving defaults out', () => {
    expect(listingHref('/en-au/razors', {})).toBe('/en-au/razors')
    expect(listingHref('/en-au/razors', { page: 2, sort: 'name', filters: ['skin-type:dry'] })).toBe('/en-au/razors?filter=skin-type%3Adry&sort=name&page=2')
  })
})
