import { PAGINATION_LIMIT } from '../constants'
import type { SearchIndexName } from '../indexNames'
import type { SearchRecords } from '../records'
import { type IndexDefinition, articlesIndex, keywordsIndex, productsIndex } from './indexDefinitions'
import { type IndexQuery, type SearchHit, type SearchIndex, buildSearchIndex } from './searchIndex'

export type LoadSearchRecords = () => Promise<SearchRecords>

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
}

export interface SearchEngine {
  /** Answers each query in order. The indexes are built on the first call and after invalidate(). */
  search(queries: readonly SearchQuery[]): Promise<SearchResponse[]>
  /** Marks the indexes stale: the next search rebuilds them from freshly loaded records. */
  invalidate(): void
}

type SearchFunction = (query: IndexQuery) => { hits: SearchHit[]; nbHits: number }

/** Every index name, replicas included, and what searching it means. */
function buildIndexes(records: SearchRecords): Map<SearchIndexName, SearchFunction> {
  const indexes = new Map<SearchIndexName, SearchFunction>()
  const register = <R extends { objectID: string }>(definition: IndexDefinition<R>) => {
    const index: SearchIndex = buildSearchIndex(definition, definition.records(records))
    indexes.set(definition.indexName, (query) => index.search(query))
    // Replicas share their primary's index and differ only in order.
    for (const { indexName } of definition.replicas) indexes.set(indexName as SearchIndexName, (query) => index.search(query, indexName))
  }
  register(productsIndex)
  register(articlesIndex)
  register(keywordsIndex)
  return indexes
}

function answer(search: SearchFunction, query: SearchQuery): SearchResponse {
  const started = performance.now()
  const { hits, nbHits } = search(query)
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
  }
}

/**
 * An in-process search engine over the records `loadRecords` gives. Concurrent first searches share
 * one build; a build that fails is forgotten, so the next search tries again.
 */
export function createSearchEngine(loadRecords: LoadSearchRecords): SearchEngine {
  let current: { indexes: Promise<Map<SearchIndexName, SearchFunction>>; stale: boolean } | undefined

  function indexes() {
    if (!current || current.stale) {
      const build = { indexes: loadRecords().then(buildIndexes), stale: false }
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
