import { beforeEach, describe, expect, it, vi } from 'vitest'

import { paragraphsToLexical } from '@/cms/seed/lexical'
import type { Keyword } from '@/payload-types'

import { lexicalPlainText } from './lexicalText'
import { type ArticleSource, type ProductSource, articleRecord, keywordRecord, loadPublishedSearchRecords, productRecord } from './records'

// The catalogue's and articles' data modules read Payload here: a stand-in answers them.

const payload = vi.hoisted(() => ({ find: vi.fn() }))
vi.mock('@/cms/payload', () => ({ payloadClient: async () => payload }))

const keyword = (id: number, title: string): Keyword => ({ id, title, createdAt: '', updatedAt: '' })

const fusion5: ProductSource = {
  id: 7,
  title: 'Fusion5 Razor',
  slug: 'fusion5',
  gtin: '7702018874125',
  heroImage: '/media/products/fusion5.svg',
  productShortName: 'Fusion5',
  shortDescription: 'Five blades.',
  description: 'Our closest shave.\n\nFive blades spaced closer together.',
  reviewsId: null,
  reviewStatistics: { averageOverallRating: 4.6, totalReviewCount: 120 },
  featuredSort: 1,
  minPrice: 12.99,
  maxPrice: null,
  popularityCount: 900,
  keywords: ['5 blade razor', 'fusion5'],
}

const howToShave: ArticleSource = {
  id: 3,
  title: 'How to Shave',
  url: '/en-au/articles/shaving-tips/how-to-shave',
  shortDescription: 'The steps to a close shave.',
  image: '/media/articles/how-to-shave.svg',
  body: paragraphsToLexical(['Soak your beard.', '## Lather', 'Apply a gel.']),
  meta: { title: 'How to Shave | Ashford' },
  keywords: ['how to shave', 'wet shaving'],
}

describe('search records', () => {
  it('maps a product to the product record every index stores', () => {
    expect(productRecord(fusion5)).toEqual({
      objectID: 'product-7',
      gtin: '7702018874125',
      heroImage: '/media/products/fusion5.svg',
      title: 'Fusion5 Razor',
      url: '/en-au/products/fusion5',
      keyword: '5 blade razor',
      allKeywordSearch: '5 blade razor, fusion5',
      productShortName: 'Fusion5',
      shortDescription: 'Five blades.',
      total_review_count: 120,
      reviewStatistic: { averageOverallRating: 4.6, totalReviewCount: 120 },
      product_description: 'Our closest shave.\n\nFive blades spaced closer together.',
      ratingAndReviewId: 'fusion5',
      featuredSort: 1,
      rating: 4.6,
      maxPrice: 12.99,
      minPrice: 12.99,
      GAProductPopularityCount: 900,
      contentType: 'product',
      locale: 'en-AU',
    })
  })

  it('gives a product without reviews or keywords a rating of 0 and empty keywords', () => {
    const record = productRecord({
      ...fusion5,
      reviewStatistics: { averageOverallRating: null, totalReviewCount: 0 },
      keywords: [],
      reviewsId: 'PG-1',
      popularityCount: 0,
    })
    expect(record).toMatchObject({
      rating: 0,
      total_review_count: 0,
      reviewStatistic: { averageOverallRating: 0, totalReviewCount: 0 },
      keyword: '',
      allKeywordSearch: '',
      ratingAndReviewId: 'PG-1',
      GAProductPopularityCount: 0,
    })
  })

  it('maps an article to the article record every index stores, its body as plain text', () => {
    expect(articleRecord(howToShave)).toEqual({
      objectID: 'article-3',
      title: 'How to Shave',
      bodyText: 'Soak your beard.\n\nLather\n\nApply a gel.',
      url: '/en-au/articles/shaving-tips/how-to-shave',
      locale: 'en-AU',
      keyword: 'how to shave',
      shortDescription: 'The steps to a close shave.',
      allKeywordSearch: 'how to shave, wet shaving',
      contentType: 'article',
      image: '/media/articles/how-to-shave.svg',
      metaTitle: 'How to Shave | Ashford',
      metaKeywords: 'how to shave, wet shaving',
      metaDescription: 'The steps to a close shave.',
    })
    expect(keywordRecord(keyword(9, 'beard oil'))).toEqual({ objectID: 'keyword-9', title: 'beard oil' })
  })

  it('reads the text of links, line breaks and nested lists', () => {
    const text = (value: string) => ({ type: 'text', text: value })
    const body = {
      root: {
        type: 'root',
        children: [
          { type: 'paragraph', children: [text('See '), { type: 'link', children: [text('our guide')] }, { type: 'linebreak' }, text('today')] },
          {
            type: 'list',
            children: [
              { type: 'listitem', children: [text('gel')] },
              { type: 'listitem', children: [text('foam')] },
            ],
          },
          { type: 'upload', value: 3 },
        ],
      },
    }
    expect(lexicalPlainText(body)).toBe('See our guide\ntoday\n\ngel\n\nfoam')
    expect(lexicalPlainText(null)).toBe('')
  })
})

describe('loadPublishedSearchRecords', () => {
  beforeEach(() => {
    payload.find.mockReset()
  })

  it('reads published products and articles through the public access rules, and every keyword', async () => {
    const { url: _url, keywords: _keywords, ...article } = howToShave
    payload.find.mockImplementation(async ({ collection }: { collection: string }) => ({
      docs:
        collection === 'products'
          ? [{ ...fusion5, keywords: [keyword(1, '5 blade razor'), keyword(2, 'fusion5'), 3] }]
          : collection === 'articles'
            ? [{ ...article, slug: 'how-to-shave', section: { id: 1, title: 'Shaving tips', slug: 'shaving-tips' }, keywords: [keyword(4, 'how to shave')] }]
            : [keyword(1, 'beard oil')],
    }))
    const records = await loadPublishedSearchRecords()
    expect(records.products.map((record) => [record.objectID, record.allKeywordSearch])).toEqual([['product-7', '5 blade razor, fusion5']])
    expect(records.articles.map((record) => record.url)).toEqual(['/en-au/articles/shaving-tips/how-to-shave'])
    expect(records.keywords).toEqual([{ objectID: 'keyword-1', title: 'beard oil' }])
    for (const [options] of payload.find.mock.calls as [{ collection: string; overrideAccess: boolean; where?: unknown }][]) {
      expect(options.overrideAccess).toBe(false)
      if (options.collection !== 'keywords') expect(options.where).toEqual({ _status: { equals: 'published' } })
    }
  })
})
