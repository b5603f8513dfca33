import { PAGINATION_LIMIT } from '../constants'
import type { SearchIndexName } from '../indexNames'
import type { SearchRecords } from '../records'
import { type IndexDefinition, articlesIndex, keywordsIndex, productsIndex } from './indexDefinitions'
import { type AlgoliaRule, compileRules } from './queryRules'
import { type IndexQuery, type SearchHit, type SearchIndex, buildSearchIndex } from './searchIndex'
import { type AlgoliaSynonym, queryAlternatives } from './synonyms'

export type LoadSearchRecords = () => Promise<SearchRecords>

/**
 * What editors set to steer search, in Algolia's formats: synonyms apply to every index, query rules to
 * the products index and its sort replicas (where search:sync saves them, forwarded to the replicas).
 */
export interface SearchSteering {
  synonyms: readonly AlgoliaSynonym[]
  rules: readonly AlgoliaRule[]
}
export type LoadSearchSteering = () => Promise<SearchSteering>
export const noSteering: LoadSearchSteering = async () => ({ synonyms: [], rules: [] })

export interface SearchEngineOptions {
  loadSteering?: LoadSearchSteering
  /** The clock rules' validity is read against (milliseconds since the epoch). */
  now?: () => number
}

export interface SearchQuery extends IndexQuery {
  indexName: SearchIndexName
  /** The query's parameters as sent, echoed in the response (Algolia's `params`). */
  params: string
}

/** One result of Algolia's multiple-queries response. */
export interface SearchResponse {
  hits: SearchHit[]
  nbHits: number
  nbPages: number
  page: number
  hitsPerPage: number
  query: string
  params: string
  index: SearchIndexName
  processingTimeMS: number
  exhaustiveNbHits: true
  exhaustive: { nbHits: true; typo: true }
  /** The applied rules' userData, when any has some (Algolia's field). */
  userData?: unknown[]
}

export interface SearchEngine {
  /** Answers each query in order. The indexes are built on the first call and after invalidate(). */
  search(queries: readonly SearchQuery[]): Promise<SearchResponse[]>
  /** Marks the indexes stale: the next search rebuilds them from freshly loaded records. */
  invalidate(): void
}

type SearchFunction = (query: IndexQuery) => { hits: SearchHit[]; nbHits: number; userData?: unknown[] }

/** Every index name, replicas included, and what searching it means. */
function buildIndexes(records: SearchRecords, steering: SearchSteering, now: () => number): Map<SearchIndexName, SearchFunction> {
  const indexes = new Map<SearchIndexName, SearchFunction>()
  const alternatives = queryAlternatives(steering.synonyms)
  const register = <R extends { objectID: string }>(definition: IndexDefinition<R>) => {
    const index: SearchIndex = buildSearchIndex(definition, definition.records(records), alternatives)
    const rulesFor = compileRules(definition.indexName === productsIndex.indexName ? steering.rules : [])
    const search = (query: IndexQuery, sortBy?: string) => {
      const effects = rulesFor(query.query, Math.floor(now() / 1000))
      const answer = index.search(query, sortBy, effects)
      return effects?.userData.length ? { ...answer, userData: effects.userData } : answer
    }
    indexes.set(definition.indexName, (query) => search(query))
    // Replicas share their primary's index and differ only in order.
    for (const { indexName } of definition.replicas) indexes.set(indexName as SearchIndexName, (query) => search(query, indexName))
  }
  register(productsIndex)
  register(articlesIndex)
  register(keywordsIndex)
  return indexes
}

function answer(search: SearchFunction, query: SearchQuery): SearchResponse {
  const started = performance.now()
  const { hits, nbHits, userData } = search(query)
  const { page, hitsPerPage } = query
  return {
    hits,
    nbHits,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(Math.min(nbHits, PAGINATION_LIMIT) / hitsPerPage),
    page,
    hitsPerPage,
    query: query.query,
    params: query.params,
    index: query.indexName,
    processingTimeMS: Math.round(performance.now() - started),
    exhaustiveNbHits: true,
    exhaustive: { nbHits: true, typo: true },
    ...(userData ? { userData } : {}),
  }
}

/**
 * An in-process search engine over the records `loadRecords` gives. Concurrent first searches share
 * one build; a build that fails is forgotten, so the next search tries again.
 */
export function createSearchEngine(loadRecords: LoadSearchRecords, { loadSteering = noSteering, now = Date.now }: SearchEngineOptions = {}): SearchEngine {
  let current: { indexes: Promise<Map<SearchIndexName, SearchFunction>>; stale: boolean } | undefined

  function indexes() {
    if (!current || current.stale) {
      const build = {
        indexes: Promise.all([loadRecords(), loadSteering()]).then(([records, steering]) => buildIndexes(records, steering, now)),
        stale: false,
      }
      current = build
      build.indexes.catch(() => {
        if (current === build) current = undefined
      })
    }
    return current.indexes
  }

  return {
    async search(queries) {
      const built = await indexes()
      return queries.map((query) => {
        const search = built.get(query.indexName)
        if (!search) throw new Error(`no index ${query.indexName}`)
        return answer(search, query)
      })
    },
    invalidate() {
      if (current) current.stale = true
    },
  }
}
