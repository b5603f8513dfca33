import { describe, expect, it } from 'vitest'

import { readResultsView, readResultsViewOf, resultsViewUrl } from './resultsView'

describe("the results page's view in its address (tab, product sort)", () => {
  it('reads a known tab and sort, and takes anything else as no choice', () => {
    expect(readResultsView({ tab: 'products', sort: 'name' })).toEqual({ tab: 'products', sort: 'name' })
    expect(readResultsView({ tab: 'videos', sort: 'cheapest' })).toEqual({ tab: undefined, sort: 'relevance' })
    expect(readResultsView({})).toEqual({ tab: undefined, sort: 'relevance' })
    expect(readResultsViewOf(new URLSearchParams('q=razor&tab=articles&sort=price-asc'))).toEqual({ tab: 'articles', sort: 'price-asc' })
  })

  it('writes the view after the query, leaving out the default sort', () => {
    expect(resultsViewUrl('beard oil', { tab: 'products', sort: 'rating' })).toBe('/en-au/search-results?q=beard%20oil&tab=products&sort=rating')
    expect(resultsViewUrl('razor', { tab: 'articles', sort: 'relevance' })).toBe('/en-au/search-results?q=razor&tab=articles')
    expect(resultsViewUrl('razor', { sort: 'relevance' })).toBe('/en-au/search-results?q=razor')
  })
})
