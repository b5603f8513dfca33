import type { ArticleSearchRecord, KeywordSearchRecord, ProductSearchRecord, SearchRecords } from '../records'

/** A small fixed record set for the engine and endpoint tests (no database). */
export function product(id: number, fields: Partial<ProductSearchRecord> & Pick<ProductSearchRecord, 'title'>): ProductSearchRecord {
  const slug = fields.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  return {
    objectID: `product-${id}`,
    gtin: String(9300000000000 + id),
    heroImage: `/media/products/${slug}.svg`,
    url: `/en-au/products/${slug}`,
    keyword: '',
    allKeywordSearch: '',
    productShortName: fields.title,
    shortDescription: '',
    total_review_count: 0,
    reviewStatistic: { averageOverallRating: 0, totalReviewCount: 0 },
    product_description: '',
    ratingAndReviewId: slug,
    featuredSort: 100,
    rating: 0,
    maxPrice: null,
    minPrice: null,
    GAProductPopularityCount: 0,
    contentType: 'product',
    locale: 'en-AU',
    ...fields,
  }
}

export function article(id: number, fields: Partial<ArticleSearchRecord> & Pick<ArticleSearchRecord, 'title'>): ArticleSearchRecord {
  return {
    objectID: `article-${id}`,
    bodyText: '',
    url: `/en-au/articles/shaving-tips/article-${id}`,
    locale: 'en-AU',
    keyword: '',
    shortDescription: '',
    allKeywordSearch: '',
    contentType: 'article',
    image: `/media/articles/article-${id}.svg`,
    metaTitle: fields.title,
    metaKeywords: '',
    metaDescription: '',
    ...fields,
  }
}

const keyword = (id: number, title: string): KeywordSearchRecord => ({ objectID: `keyword-${id}`, title })

export const fixtureRecords = (): SearchRecords => ({
  products: [
    product(1, {
      title: 'Fusion5 Razor',
      keyword: '5 blade razor',
      allKeywordSearch: '5 blade razor, fusion5',
      shortDescription: 'Five anti-friction blades for a close, comfortable shave.',
      product_description: 'Our closest shave: five blades spaced closer together.',
      featuredSort: 1,
      rating: 4.6,
      reviewStatistic: { averageOverallRating: 4.6, totalReviewCount: 120 },
      total_review_count: 120,
      minPrice: 12.99,
      maxPrice: 24.99,
      GAProductPopularityCount: 900,
    }),
    product(2, {
      title: 'Mach3 Razor',
      allKeywordSearch: '3 blade razor',
      shortDescription: 'Three blades, one smooth glide.',
      featuredSort: 3,
      rating: 4.1,
      minPrice: 9.99,
      maxPrice: 14.99,
    }),
    product(3, {
      title: 'Sensitive Shave Gel',
      keyword: 'shave gel',
      allKeywordSearch: 'shave gel, sensitive skin',
      shortDescription: 'A gel that turns to a rich lather for sensitive skin.',
      featuredSort: 2,
      rating: 4.8,
      minPrice: 5.5,
      maxPrice: 5.5,
    }),
    product(4, {
      title: 'Beard Trimmer',
      allKeywordSearch: 'beard care',
      shortDescription: 'Trims <b>stubble</b> & "long" beards alike.',
      featuredSort: 5,
    }),
    // Ranking: the same word in a title, in keywords, in body text; featuredSort prefers the reverse.
    product(5, { title: 'Shave Foam', featuredSort: 30, minPrice: 4, maxPrice: 4 }),
    product(6, { title: 'Cooling Balm', allKeywordSearch: 'foam alternative', featuredSort: 20, minPrice: 8, maxPrice: 8 }),
    product(7, {
      title: 'Body Wash',
      product_description: 'Rinses clean with a light foam, no residue on the skin.',
      featuredSort: 10,
      minPrice: 6,
      maxPrice: 7,
    }),
  ],
  articles: [
    article(1, {
      title: 'How to Shave: A Step-by-Step Guide',
      shortDescription: 'The steps to a close, comfortable wet shave.',
      allKeywordSearch: 'how to shave, wet shaving',
      bodyText: 'Soak your beard in warm water. Apply a gel or foam and let the razor do the work.',
    }),
    article(2, {
      title: 'Caring for Your Beard',
      shortDescription: 'Washing, oiling and trimming a beard.',
      bodyText: 'A trimmer keeps the outline neat between visits to the barber.',
    }),
  ],
  keywords: [keyword(1, 'beard oil'), keyword(2, 'razor burn'), keyword(3, 'shave gel')],
})
