import { type PrimaryIndexName, productSortReplicas, searchIndexNames } from '../indexNames'
import type { ArticleSearchRecord, KeywordSearchRecord, ProductSearchRecord, SearchRecords } from '../records'

/** Attributes of a record holding text. */
export type TextAttribute<R> = { [K in keyof R]-?: R[K] extends string ? K : never }[keyof R] & string
/** Attributes a record can be ordered by. */
export type SortableAttribute<R> = { [K in keyof R]-?: R[K] extends string | number | null ? K : never }[keyof R] & string

export interface SearchableAttribute<R> {
  attribute: TextAttribute<R>
  /**
   * Matches in a higher tier rank first (Algolia: the attribute's place in searchableAttributes); also
   * the attribute's minisearch boost, so title 3 > keywords 2 > descriptions and body text 1.
   */
  tier: number
  /**
   * Long text matched on whole words only: no prefix or typo matches (Algolia: disablePrefixOnAttributes,
   * disableTypoToleranceOnAttributes). Partial words belong to names; in descriptions they match
   * nearly everything and cost most of the search time.
   */
  wholeWordsOnly?: true
}

export interface SortRule<R> {
  attribute: SortableAttribute<R>
  direction: 'asc' | 'desc'
}

export interface IndexDefinition<R extends { objectID: string }> {
  indexName: PrimaryIndexName
  records: (all: SearchRecords) => R[]
  searchable: readonly SearchableAttribute<R>[]
  /** Attributes given a _highlightResult by default. */
  highlighted: readonly TextAttribute<R>[]
  /**
   * The order of an empty query, and between hits that are equally relevant (Algolia: customRanking).
   * Without one, records keep the order they were loaded in.
   */
  customRanking: readonly SortRule<R>[]
  /** Sort orders served as replicas of this index. */
  replicas: readonly { indexName: string; sort: SortRule<R> }[]
}

export const productsIndex: IndexDefinition<ProductSearchRecord> = {
  indexName: searchIndexNames.products,
  records: (all) => all.products,
  // Not searched, being repeats: `keyword` (the first of allKeywordSearch) and productShortName (the
  // title without the brand), which would double the work of every partial word in titles.
  searchable: [
    { attribute: 'title', tier: 3 },
    { attribute: 'allKeywordSearch', tier: 2 },
    { attribute: 'shortDescription', tier: 1, wholeWordsOnly: true },
    { attribute: 'product_description', tier: 1, wholeWordsOnly: true },
  ],
  highlighted: ['title', 'shortDescription'],
  customRanking: [
    { attribute: 'featuredSort', direction: 'asc' },
    { attribute: 'GAProductPopularityCount', direction: 'desc' },
  ],
  replicas: productSortReplicas.map(({ indexName, attribute, direction }) => ({ indexName, sort: { attribute, direction } })),
}

export const articlesIndex: IndexDefinition<ArticleSearchRecord> = {
  indexName: searchIndexNames.articles,
  records: (all) => all.articles,
  searchable: [
    { attribute: 'title', tier: 3 },
    { attribute: 'allKeywordSearch', tier: 2 },
    { attribute: 'shortDescription', tier: 1, wholeWordsOnly: true },
    { attribute: 'bodyText', tier: 1, wholeWordsOnly: true },
  ],
  highlighted: ['title', 'shortDescription'],
  customRanking: [],
  replicas: [],
}

export const keywordsIndex: IndexDefinition<KeywordSearchRecord> = {
  indexName: searchIndexNames.keywords,
  records: (all) => all.keywords,
  searchable: [{ attribute: 'title', tier: 3 }],
  highlighted: ['title'],
  // Keywords are loaded in title order, which an empty query keeps.
  customRanking: [],
  replicas: [],
}
