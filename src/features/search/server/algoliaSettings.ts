import type { IndexSettings } from 'algoliasearch'

import { DEFAULT_HITS_PER_PAGE, PAGINATION_LIMIT } from '../constants'
import type { SearchRecords } from '../records'
import type { SearchSteering } from './engine'
import { type IndexDefinition, type SortRule, articlesIndex, keywordsIndex, productsIndex } from './indexDefinitions'
import { MIN_WORD_SIZE_FOR_1_TYPO, MIN_WORD_SIZE_FOR_2_TYPOS } from './text'

/** Algolia's default ranking criteria, in its order. */
const defaultRanking = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom']

const sortExpression = <R>({ attribute, direction }: SortRule<R>) => `${direction}(${attribute})`

/**
 * searchableAttributes from the index's tiers, highest first: attributes sharing a tier share a
 * (comma-separated) entry; below the top tier, where in the text a word appears does not matter.
 */
function searchableAttributes<R extends { objectID: string }>({ searchable }: IndexDefinition<R>): string[] {
  const tiers = [...new Set(searchable.map(({ tier }) => tier))].sort((a, b) => b - a)
  return tiers.map((tier, i) => {
    const attributes = searchable.filter((attribute) => attribute.tier === tier).map(({ attribute }) => attribute)
    return attributes.length > 1 || i === 0 ? attributes.join(',') : `unordered(${attributes[0]})`
  })
}

/** The settings that make Algolia rank, page and highlight as the built-in engine does. */
export function algoliaIndexSettings<R extends { objectID: string }>(definition: IndexDefinition<R>): IndexSettings {
  const wholeWordsOnly = definition.searchable.filter((attribute) => attribute.wholeWordsOnly).map(({ attribute }) => attribute)
  return {
    searchableAttributes: searchableAttributes(definition),
    disablePrefixOnAttributes: wholeWordsOnly,
    disableTypoToleranceOnAttributes: wholeWordsOnly,
    customRanking: definition.customRanking.map(sortExpression),
    attributesToHighlight: [...definition.highlighted],
    ...(definition.replicas.length > 0 ? { replicas: definition.replicas.map(({ indexName }) => indexName) } : {}),
    hitsPerPage: DEFAULT_HITS_PER_PAGE,
    paginationLimitedTo: PAGINATION_LIMIT,
    queryType: 'prefixLast',
    removeWordsIfNoResults: 'allOptional',
    minWordSizefor1Typo: MIN_WORD_SIZE_FOR_1_TYPO,
    minWordSizefor2Typos: MIN_WORD_SIZE_FOR_2_TYPOS,
    // A word finds its singular and plural (./plurals.ts); these and one-word synonyms count as the word.
    ignorePlurals: ['en'],
    queryLanguages: ['en'],
    alternativesAsExact: ['ignorePlurals', 'singleWordSynonym'],
  }
}

/** A standard replica: its sort comes before every relevance criterion. */
const replicaSettings = <R>(sort: SortRule<R>): IndexSettings => ({ ranking: [sortExpression(sort), ...defaultRanking] })

export interface AlgoliaSyncPlan {
  /** Primary indexes: settings (forwarded to their replicas) and every record. */
  indexes: { indexName: string; settings: IndexSettings; records: readonly { objectID: string }[] }[]
  /** Sort replicas: their ranking only (set after the primary has created them). */
  replicas: { indexName: string; settings: IndexSettings }[]
  /** The editors' synonyms, saved to every primary index (and forwarded to its replicas), replacing the rest. */
  synonyms: { indexNames: string[]; synonyms: SearchSteering['synonyms'] }
  /** The editors' query rules, saved to the products index (and forwarded to its sort replicas), replacing the rest. */
  rules: { indexName: string; rules: SearchSteering['rules'] }
}

/** Everything `npm run search:sync` sends to Algolia, as data (the command only carries it out). */
export function algoliaSyncPlan(records: SearchRecords, steering: SearchSteering = { synonyms: [], rules: [] }): AlgoliaSyncPlan {
  const primary = <R extends { objectID: string }>(definition: IndexDefinition<R>) => ({
    indexName: definition.indexName,
    settings: algoliaIndexSettings(definition),
    records: definition.records(records),
  })
  const replicas = <R extends { objectID: string }>(definition: IndexDefinition<R>) =>
    definition.replicas.map(({ indexName, sort }) => ({ indexName, settings: replicaSettings(sort) }))
  return {
    indexes: [primary(productsIndex), primary(articlesIndex), primary(keywordsIndex)],
    replicas: [...replicas(productsIndex), ...replicas(articlesIndex), ...replicas(keywordsIndex)],
    synonyms: { indexNames: [productsIndex.indexName, articlesIndex.indexName, keywordsIndex.indexName], synonyms: steering.synonyms },
    rules: { indexName: productsIndex.indexName, rules: steering.rules },
  }
}
