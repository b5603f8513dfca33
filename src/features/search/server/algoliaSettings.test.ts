import { describe, expect, it } from 'vitest'

import { productSortReplicas } from '../indexNames'
import { algoliaIndexSettings, algoliaSyncPlan } from './algoliaSettings'
import { fixtureRecords } from './fixtures'
import { articlesIndex, keywordsIndex, productsIndex } from './indexDefinitions'

describe('what search:sync sends to Algolia', () => {
  it('ranks attributes as the built-in engine does: names, then keywords, then text', () => {
    expect(algoliaIndexSettings(productsIndex)).toEqual({
      searchableAttributes: ['title', 'unordered(allKeywordSearch)', 'shortDescription,product_description'],
      disablePrefixOnAttributes: ['shortDescription', 'product_description'],
      disableTypoToleranceOnAttributes: ['shortDescription', 'product_description'],
      customRanking: ['asc(featuredSort)', 'desc(GAProductPopularityCount)'],
      attributesToHighlight: ['title', 'shortDescription'],
      replicas: productSortReplicas.map(({ indexName }) => indexName),
      hitsPerPage: 20,
      paginationLimitedTo: 1000,
      queryType: 'prefixLast',
      removeWordsIfNoResults: 'allOptional',
      minWordSizefor1Typo: 4,
      minWordSizefor2Typos: 8,
      ignorePlurals: ['en'],
      queryLanguages: ['en'],
      alternativesAsExact: ['ignorePlurals', 'singleWordSynonym'],
    })
    expect(algoliaIndexSettings(articlesIndex)).toMatchObject({
      searchableAttributes: ['title', 'unordered(allKeywordSearch)', 'shortDescription,bodyText'],
      customRanking: [],
    })
    expect(algoliaIndexSettings(articlesIndex)).not.toHaveProperty('replicas')
    expect(algoliaIndexSettings(keywordsIndex).searchableAttributes).toEqual(['title'])
  })

  it('pushes every record to its index and sorts each replica by its attribute before relevance', () => {
    const records = fixtureRecords()
    const plan = algoliaSyncPlan(records)
    expect(plan.indexes.map(({ indexName, records: sent }) => [indexName, sent.length])).toEqual([
      ['en_AU_products', records.products.length],
      ['en_AU_articles', records.articles.length],
      ['en_AU_keywords', records.keywords.length],
    ])
    expect(plan.indexes[0]!.records).toEqual(records.products)
    expect(plan.replicas).toEqual([
      { indexName: 'en_AU_products_rating_desc', settings: { ranking: expect.arrayContaining(['desc(rating)']) } },
      { indexName: 'en_AU_products_price_asc', settings: { ranking: expect.arrayContaining(['asc(minPrice)']) } },
      { indexName: 'en_AU_products_price_desc', settings: { ranking: expect.arrayContaining(['desc(maxPrice)']) } },
      { indexName: 'en_AU_products_name_asc', settings: { ranking: expect.arrayContaining(['asc(title)']) } },
    ])
    expect(plan.replicas[0]!.settings.ranking).toEqual(['desc(rating)', 'typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'])
  })
})
