import { describe, expect, it } from 'vitest'

import { applyListing, type ListingProduct } from './applyListing'
import { filterModel, selectionCounts, showResultsLabel } from './filterCounts'

const product = (id: number, attributes: [string, string][]): ListingProduct => ({
  id,
  slug: `p${id}`,
  title: `Product ${id}`,
  featuredSort: id,
  minPrice: 10,
  maxPrice: 10,
  attributes: attributes.map(([name, value]) => ({ name, value })),
  reviewStatistics: { averageOverallRating: null, totalReviewCount: 0 } as ListingProduct['reviewStatistics'],
})

const products = [
  product(1, [
    ['Type', 'Razor'],
    ['Skin type', 'Sensitive'],
    ['Blades', '5'],
  ]),
  product(2, [
    ['Type', 'Razor'],
    ['Skin type', 'Normal'],
    ['Blades', '3'],
  ]),
  product(3, [
    ['Type', 'Blades'],
    ['Skin type', 'Sensitive'],
    ['Blades', '5'],
  ]),
  product(4, [
    ['Type', 'Gel'],
    ['Skin type', 'Sensitive'],
  ]),
  product(5, [
    ['Type', 'Razor'],
    ['Skin type', 'Sensitive'],
    ['Blades', '3'],
  ]),
]

describe("the filter panel's counts before Apply", () => {
  it('count every selection as the server does when it is applied', () => {
    const model = applyListing(products, { filters: [], sort: 'featured', page: 1 }).filterModel
    const keys = model.keys
    // Every selection of up to three ticks.
    const selections = [
      [],
      ...keys.map((a) => [a]),
      ...keys.flatMap((a) => keys.map((b) => [a, b])),
      ...keys.flatMap((a) => keys.flatMap((b) => keys.map((c) => [a, b, c]))),
    ]
    for (const ticked of selections) {
      const applied = applyListing(products, { filters: ticked, sort: 'featured', page: 1 })
      const counted = selectionCounts(model, ticked)
      expect(counted.total, ticked.join(' ')).toBe(applied.total)
      for (const facet of applied.facets)
        for (const value of facet.values)
          expect(counted.counts[`${facet.slug}:${value.slug}`], `${ticked.join(' ')} → ${facet.slug}:${value.slug}`).toBe(value.count)
    }
  })

  it('travel small: each key once, products as indices', () => {
    const model = filterModel([new Set(['type:razor', 'blades:5']), new Set(['type:razor'])])
    expect(model).toEqual({ keys: ['type:razor', 'blades:5'], products: [[0, 1], [0]] })
    expect(showResultsLabel(1)).toBe('Show 1 result')
    expect(showResultsLabel(12)).toBe('Show 12 results')
  })
})
