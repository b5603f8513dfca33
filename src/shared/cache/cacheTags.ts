/**
 * The cache-tag vocabulary, shared by the reads that tag cached data (each feature's data module) and
 * the CMS hooks that revalidate after an editor's change (cms/hooks/revalidate.ts).
 *
 * The rule: a read is tagged with everything it read — its collection(s), and the document it looked up
 * by key — and a change revalidates only what it is: its collection's tag and its own document's tag.
 * So a retailer change (tag `retailers`) refreshes the product pages, which read retailers, and not the
 * article pages, which did not.
 */
export const CONTENT_COLLECTIONS = [
  'pages',
  'products',
  'articles',
  'article-sections',
  'brands',
  'categories',
  'families',
  'retailers',
  'keywords',
  'topics',
  'countries',
  'faq-entries',
  'glossary-entries',
  'media',
  'redirects',
  'search-synonyms',
  'search-rules',
  'sampling-campaigns',
] as const

export type ContentCollection = (typeof CONTENT_COLLECTIONS)[number]

export const CONTENT_GLOBALS = ['contact-details', 'consent-settings'] as const

export type ContentGlobal = (typeof CONTENT_GLOBALS)[number]

/** Every list or document of a collection: `products`. */
export const collectionTag = (collection: ContentCollection): string => collection

/** One document, by the key pages look it up with: `products:fusion5`, `pages:about-us`, `pages:` (home). */
export const documentTag = (collection: ContentCollection, key: string): string => `${collection}:${key}`

/** A global: `global:contact-details`. */
export const globalTag = (slug: ContentGlobal): string => `global:${slug}`
