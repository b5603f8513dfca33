import MiniSearch, { type Query, type SearchResult } from 'minisearch'

import { PAGINATION_LIMIT } from '../constants'
import { type HighlightResultOption, type HighlightTags, type HitMatch, highlightAttribute } from './highlight'
import type { IndexDefinition, SortRule } from './indexDefinitions'
import { type RuleEffects, arrange } from './queryRules'
import { nameTermTiers, queryRelevance } from './relevance'
import { type QueryAlternatives, noAlternatives } from './synonyms'
import { analyzeQuery, indexTerms, isPrefixTerm, typosAllowed } from './text'

/** One query against one index, already checked (see queryRequest.ts). */
export interface IndexQuery {
  /** Without control characters. */
  query: string
  page: number
  hitsPerPage: number
  highlightTags: HighlightTags
  /** Attributes each hit carries (objectID always); all when unset. */
  attributesToRetrieve?: readonly string[]
  /** Attributes given a _highlightResult; the index's default when unset. */
  attributesToHighlight?: readonly string[]
}

export type SearchHit = Record<string, unknown> & {
  objectID: string
  _highlightResult: Record<string, HighlightResultOption>
}

export interface IndexAnswer {
  hits: SearchHit[]
  nbHits: number
}

export interface SearchIndex {
  /**
   * `sortBy` names one of the index's replicas; without it, hits are in relevance order. `effects` are
   * the query rules that apply (./queryRules.ts): hidden records out, pinned ones at their positions.
   */
  search(query: IndexQuery, sortBy?: string, effects?: RuleEffects): IndexAnswer
}

interface IndexedRecord<R> {
  position: number
  record: R
}

/** How many recent queries' rankings an index keeps (each at most PAGINATION_LIMIT positions). */
const RECENT_RANKINGS = 128

/** A query's matches in order, as far as paging reaches, with the record terms each one matched. */
interface RankedList {
  positions: number[]
  matchedTerms: (readonly string[])[]
  nbHits: number
}

/** A matching record and how well it matches: rank (Algolia's criteria, then custom ranking), then score. */
interface RankedMatch {
  position: number
  rank: number
  score: number
  result: SearchResult
}

const collator = new Intl.Collator('en-AU', { sensitivity: 'base', numeric: true })

/** Records without a value (a product with no price) come last in either direction, as on Algolia. */
function compareValues(a: unknown, b: unknown, direction: SortRule<unknown>['direction']): number {
  if (a === null || a === undefined || b === null || b === undefined) return a === b ? 0 : a === null || a === undefined ? 1 : -1
  const order = typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b))
  return direction === 'asc' ? order : -order
}

/**
 * Each record's place in the order the rules give (ranks[position]); records the rules cannot tell
 * apart share a place, so a later criterion can still order them.
 */
function rankBy<R>(records: readonly R[], rules: readonly SortRule<R>[]): Int32Array {
  const compare = (a: number, b: number) => {
    for (const { attribute, direction } of rules) {
      const order = compareValues(records[a]![attribute], records[b]![attribute], direction)
      if (order !== 0) return order
    }
    return 0
  }
  const positions = records.map((_, position) => position).sort(compare)
  const ranks = new Int32Array(records.length)
  let rank = 0
  positions.forEach((position, i) => {
    if (i > 0 && compare(positions[i - 1]!, position) !== 0) rank++
    ranks[position] = rank
  })
  return ranks
}

/**
 * One index over minisearch: matching (typo tolerance, prefix on the last word) is minisearch's;
 * ranking, sort replicas, paging and highlighting follow Algolia's rules so that the built-in engine
 * and Algolia answer alike.
 */
export function buildSearchIndex<R extends { objectID: string }>(
  definition: IndexDefinition<R>,
  records: readonly R[],
  alternatives: QueryAlternatives = noAlternatives,
): SearchIndex {
  const fields = definition.searchable.map(({ attribute }) => attribute)
  const partialWordFields = definition.searchable.filter(({ wholeWordsOnly }) => !wholeWordsOnly).map(({ attribute }) => attribute)
  const wholeWordFields = definition.searchable.filter(({ wholeWordsOnly }) => wholeWordsOnly).map(({ attribute }) => attribute)
  const wholeWordAttributes = new Set<string>(wholeWordFields)
  const tierOf = new Map(definition.searchable.map(({ attribute, tier }) => [attribute as string, tier]))
  const nameTerms = nameTermTiers(definition, records)
  const miniSearch = new MiniSearch<IndexedRecord<R>>({
    fields,
    idField: 'position',
    extractField: (document, field) => (field === 'position' ? document.position : document.record[field as keyof R]),
    tokenize: indexTerms,
    // indexTerms has normalized the words already
    processTerm: (term) => term,
    searchOptions: { boost: Object.fromEntries(definition.searchable.map(({ attribute, tier }) => [attribute, tier])) },
  })
  miniSearch.addAll(records.map((record, position) => ({ position, record })))
  const positionByObjectID = new Map(records.map((record, position) => [record.objectID, position]))

  const customRank = rankBy(records, definition.customRanking)
  const byCustomRanking = (a: number, b: number) => customRank[a]! - customRank[b]! || a - b
  const sortRanks = new Map(definition.replicas.map(({ indexName, sort }) => [indexName, rankBy(records, [sort])]))
  // The order of an empty query, per replica too: computed once, sliced per page.
  const emptyQueryOrder = records.map((_, position) => position).sort(byCustomRanking)
  const emptyQueryOrders = new Map([...sortRanks].map(([indexName, sortRank]) => [indexName, [...emptyQueryOrder].sort((a, b) => sortRank[a]! - sortRank[b]!)]))

  function toHit(position: number, match: HitMatch | undefined, query: IndexQuery): SearchHit {
    const record = records[position]!
    const retrieve = query.attributesToRetrieve
    const attributes: Record<string, unknown> =
      !retrieve || retrieve.includes('*')
        ? { ...record }
        : Object.fromEntries(Object.entries(record).filter(([attribute]) => attribute === 'objectID' || retrieve.includes(attribute)))
    const requested = query.attributesToHighlight ?? definition.highlighted
    const highlightable = requested.includes('*') ? Object.keys(record) : requested
    const _highlightResult: Record<string, HighlightResultOption> = {}
    for (const attribute of highlightable) {
      const value = (record as Record<string, unknown>)[attribute]
      if (typeof value !== 'string') continue
      const attributeMatch = match && wholeWordAttributes.has(attribute) ? { ...match, partialWords: false } : match
      _highlightResult[attribute] = highlightAttribute(value, attributeMatch, query.highlightTags)
    }
    return { ...attributes, objectID: record.objectID, _highlightResult }
  }

  /** Algolia pages at most PAGINATION_LIMIT hits; nbHits still counts them all. */
  const pageOf = <T>(ordered: readonly T[], { page, hitsPerPage }: IndexQuery) => {
    const start = page * hitsPerPage
    return start >= PAGINATION_LIMIT ? [] : ordered.slice(start, Math.min(start + hitsPerPage, PAGINATION_LIMIT))
  }

  /**
   * Each query word must match (AND) or may (OR): in names and keywords as a whole word, the
   * beginning of a word (the last query word only) or with typos; in long text as a whole word. Its
   * synonyms and plural forms (./synonyms.ts) match as whole words anywhere, a phrase with all its words.
   */
  const matchQuery = (terms: readonly string[], combineWith: 'AND' | 'OR'): Query => ({
    combineWith,
    queries: terms.map((term, index) => ({
      combineWith: 'OR',
      queries: [
        { queries: [term], fields: partialWordFields, prefix: isPrefixTerm(index, terms), fuzzy: typosAllowed(term) },
        ...(wholeWordFields.length > 0 ? [{ queries: [term], fields: wholeWordFields, prefix: false, fuzzy: false }] : []),
        ...alternatives.of(term).map((alternative) => ({ queries: [alternative.join(' ')], combineWith: 'AND' as const, fields, prefix: false, fuzzy: false })),
      ],
    })),
  })

  /** The matches of a query's terms, best first (or in the replica's order), as far as paging reaches. */
  function rank(terms: readonly string[], sortRank: Int32Array | undefined): RankedList {
    let results = miniSearch.search(matchQuery(terms, 'AND'))
    // Algolia's removeWordsIfNoResults 'allOptional': when no record has every word, any word will do.
    if (results.length === 0 && terms.length > 1) results = miniSearch.search(matchQuery(terms, 'OR'))
    const relevanceOf = queryRelevance(terms, tierOf, nameTerms, alternatives)
    const ranked: RankedMatch[] = results.map((result) => {
      const position = result.id as number
      // Relevance first, custom ranking to break its ties (records.length stays far below 2^21).
      return { position, rank: relevanceOf(result, position) * 2 ** 21 - customRank[position]!, score: result.score, result }
    })
    ranked.sort((a, b) => (sortRank ? sortRank[a.position]! - sortRank[b.position]! : 0) || b.rank - a.rank || b.score - a.score || a.position - b.position)
    const pageable = ranked.slice(0, PAGINATION_LIMIT)
    return {
      positions: pageable.map(({ position }) => position),
      matchedTerms: pageable.map(({ result }) => result.terms),
      nbHits: ranked.length,
    }
  }

  // Recent queries' rankings, least recently used first. The costliest searches — a first letter, a
  // common word — are also the ones every visitor types. Built with the index, dropped with it.
  const recentRankings = new Map<string, RankedList>()
  function cachedRank(terms: readonly string[], sortBy: string | undefined, sortRank: Int32Array | undefined): RankedList {
    const key = `${sortBy ?? ''}\u0000${terms.join(' ')}`
    const cached = recentRankings.get(key)
    if (cached) recentRankings.delete(key)
    const ranked = cached ?? rank(terms, sortRank)
    recentRankings.set(key, ranked)
    if (recentRankings.size > RECENT_RANKINGS) recentRankings.delete(recentRankings.keys().next().value!)
    return ranked
  }

  /** Each record term a query word's alternatives stand for, and that word (for highlighting). */
  const alternativeTerms = (terms: readonly string[]) => {
    const found = new Map<string, string>()
    for (const term of terms) for (const alternative of alternatives.of(term)) for (const word of alternative) if (!found.has(word)) found.set(word, term)
    return found
  }

  return {
    search(query, sortBy, effects) {
      const sortRank = sortBy === undefined ? undefined : sortRanks.get(sortBy)
      if (sortBy !== undefined && !sortRank) throw new Error(`${definition.indexName} has no replica ${sortBy}`)
      const { words: queryWords, terms } = analyzeQuery(query.query)
      if (terms.length === 0) {
        const order = (sortBy && emptyQueryOrders.get(sortBy)) || emptyQueryOrder
        return { hits: pageOf(order, query).map((position) => toHit(position, undefined, query)), nbHits: records.length }
      }
      const ranked = cachedRank(terms, sortBy, sortRank)
      const alternativesMatched = alternativeTerms(terms)
      const matchOf = (matched: readonly string[] | undefined): HitMatch | undefined =>
        // A pinned record that did not match the query has nothing to highlight.
        matched && { queryWords, queryTerms: terms, matchedTerms: new Set(matched), partialWords: true, alternatives: alternativesMatched }
      if (!effects) {
        const start = query.page * query.hitsPerPage
        return {
          hits: pageOf(ranked.positions, query).map((position, i) => toHit(position, matchOf(ranked.matchedTerms[start + i]), query)),
          nbHits: ranked.nbHits,
        }
      }
      const matchedTermsOf = new Map(ranked.positions.map((position, i) => [position, ranked.matchedTerms[i]!]))
      const { order, nbHitsChange } = arrange(
        ranked.positions,
        effects,
        (objectID) => positionByObjectID.get(objectID),
        (position) => records[position]!.objectID,
      )
      const hits = pageOf(order, query).map((position) => toHit(position, matchOf(matchedTermsOf.get(position)), query))
      return { hits, nbHits: ranked.nbHits + nbHitsChange }
    },
  }
}
