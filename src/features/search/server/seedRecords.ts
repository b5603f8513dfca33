import { articles } from '@/cms/seed/data/articles'
import { products } from '@/cms/seed/data/catalogue'
import { keywords } from '@/cms/seed/data/keywords'

import type { SearchRecords } from '../records'
import { article, product } from './fixtures'

/** The seed's default brand name (BRAND_NAME), which replaces `{brand}` in its copy. */
const BRAND_NAME = 'Ashford'
const withBrand = (text: string) => text.replaceAll('{brand}', BRAND_NAME)

/**
 * The search records of the seeded demo site, built from the seed data files without a database, for
 * the relevance tests: only what the engine indexes or ranks by is mapped as the seed and records.ts
 * do it (titles, keyword titles, descriptions, article body text, featuredSort); the rest is the
 * fixtures' defaults. Products keep the seed's order, articles come newest (last seeded) first, keywords
 * in title order, as the published records are loaded.
 */
export function seededRecords(): SearchRecords {
  return {
    products: products.map((seed, i) =>
      product(i + 1, {
        title: withBrand(seed.title),
        url: `/en-au/products/${seed.slug}`,
        keyword: seed.keywords[0] ?? '',
        allKeywordSearch: seed.keywords.join(', '),
        productShortName: withBrand(seed.productShortName),
        shortDescription: withBrand(seed.shortDescription),
        product_description: withBrand(seed.description.join('\n\n')),
        featuredSort: seed.featuredSort,
      }),
    ),
    articles: articles
      .map((seed, i) =>
        article(i + 1, {
          title: withBrand(seed.title),
          url: `/en-au/articles/${seed.section}/${seed.slug}`,
          keyword: seed.keywords[0] ?? '',
          allKeywordSearch: seed.keywords.join(', '),
          shortDescription: withBrand(seed.shortDescription),
          // As lexicalPlainText gives the seeded body: blocks apart, a heading's text without its marker.
          bodyText: seed.body.map((paragraph) => withBrand(paragraph.replace(/^## /, ''))).join('\n\n'),
        }),
      )
      .reverse(),
    keywords: [...keywords].sort().map((title, i) => ({ objectID: `keyword-${i + 1}`, title })),
  }
}
