import { describe, expect, it } from 'vitest'

import { asPageResults, resultsRequests } from './searchRequests'
import { shownHits } from './shownHits'

describe('what the search UI keeps of an answer', () => {
  it('asks each index for the fields it shows only', () => {
    for (const request of resultsRequests('razor', 'relevance'))
      expect(request.attributesToRetrieve).toEqual(['title', 'url', 'heroImage', 'shortDescription', 'minPrice', 'maxPrice', 'reviewStatistic'])
  })

  it("cuts the page's first answer to the shown fields and the title highlight of each hit, whatever else the engine returns", () => {
    const product = {
      objectID: 'product-1',
      title: 'Fusion5 Razor',
      url: '/en-au/products/fusion5',
      heroImage: '/cms-api/media/file/products-fusion5.svg',
      shortDescription: 'Five blades.',
      gtin: '9312345100019',
      product_description: 'A long description the page does not show.',
      reviewStatistic: { averageOverallRating: 4.5, totalReviewCount: 12 },
      _highlightResult: {
        title: { value: '__ais-highlight__Fusion5__/ais-highlight__ Razor', matchLevel: 'full', matchedWords: ['fusion5'], fullyHighlighted: false },
      },
    }
    const results = asPageResults(
      [
        { hits: [{ objectID: 'keyword-1', title: 'razor', _highlightResult: { title: { value: 'razor', matchLevel: 'full' } } }] },
        { hits: [product], nbHits: 1, nbPages: 1, page: 0 },
        { hits: [], nbHits: 0, nbPages: 0, page: 0 },
      ],
      shownHits,
    )
    expect(results.products.hits).toEqual([
      {
        objectID: 'product-1',
        title: 'Fusion5 Razor',
        url: '/en-au/products/fusion5',
        heroImage: '/cms-api/media/file/products-fusion5.svg',
        shortDescription: 'Five blades.',
        reviewStatistic: { averageOverallRating: 4.5, totalReviewCount: 12 },
        _highlightResult: { title: { value: '__ais-highlight__Fusion5__/ais-highlight__ Razor' } },
      },
    ])
    expect(results.keywords).toEqual([{ objectID: 'keyword-1', title: 'razor', _highlightResult: { title: { value: 'razor' } } }])
    expect(results.products.nbHits).toBe(1)
  })
})
