import MiniSearch, { type Query } from 'minisearch'

import { PAGINATION_LIMIT } from '../constants'
import { type HighlightResultOption, type HighlightTags, type HitMatch, highlightAttribute } from './highlight'
import type { IndexDefinition, SortRule } from './indexDefinitions'
import { type RuleEffects, arrange } from './queryRules'
import { firstInOrder } from './ordering'
import { nameTermTiers, queryRelevance } from './relevance'
import { type QueryAlternatives, noAlternatives } from './synonyms'
import { analyzeQuery, indexTerms, isPrefixTerm, typosAllowed } from './text'
import { type PartMatches, combineParts, keptCombination, matchQuality, partMatcher } from './wordMatches'

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
/**
 * How many query words' and alternatives' matches an index keeps, and how many record matches they
 * may hold together (each a position, a score and a shape number: 16 bytes).
 */
const RECENT_PARTS = 4096
const RECENT_PART_MATCHES = 500_000

/** How far a ranking goes until a request needs more: the site's pages ask for 5 to 20 hits, page by page. */
const SHORT_RANKING = 100

/** A query's first matches in order (SHORT_RANKING or PAGINATION_LIMIT of them), with the record terms each one matched. */
interface RankedList {
  positions: number[]
  matchedTerms: (readonly string[])[]
  nbHits: number
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
   * What one query word finds itself: in names and keywords as a whole word, the beginning of a word
   * (the last query word only) or with typos; in long text as a whole word.
   */
  const wordQuery = (term: string, prefix: boolean): Query => ({
    combineWith: 'OR',
    queries: [
      { queries: [term], fields: partialWordFields, prefix, fuzzy: typosAllowed(term) },
      ...(wholeWordFields.length > 0 ? [{ queries: [term], fields: wholeWordFields, prefix: false, fuzzy: false }] : []),
    ],
  })
  /** What one of its synonyms or plural forms (./synonyms.ts) finds: whole words anywhere, a phrase with all its words. */
  const alternativeQuery = (alternative: readonly string[]): Query => ({
    queries: [alternative.join(' ')],
    combineWith: 'AND',
    fields,
    prefix: false,
    fuzzy: false,
  })
  const executePart = partMatcher(miniSearch as unknown as MiniSearch<never>, tierOf)

  // Each synonym's matches, worked out with the index: a synonym is there to be searched, and it
  // often is a common word, found in thousands of records' long text.
  const synonymParts = new Map(alternatives.synonymAlternatives.map((alternative) => [alternative.join(' '), executePart(alternativeQuery(alternative))]))

  // Query words' matches (with their alternatives') and plural forms' matches, kept across queries,
  // least recently used first: a common word matches thousands of records in long text, and nearly
  // every query has one. Built with the index, dropped with it: a change to the records, synonyms or
  // rules builds a new index.
  const recentParts = new Map<string, PartMatches>()
  let recentPartsSize = 0
  function remembered(key: string, compute: () => PartMatches): PartMatches {
    let part = recentParts.get(key)
    if (part) recentParts.delete(key)
    else {
      part = compute()
      recentPartsSize += part.positions.length
    }
    recentParts.set(key, part)
    while (recentParts.size > RECENT_PARTS || (recentPartsSize > RECENT_PART_MATCHES && recentParts.size > 1)) {
      const [oldest, dropped] = recentParts.entries().next().value!
      recentParts.delete(oldest)
      recentPartsSize -= dropped.positions.length
    }
    return part
  }

  /** A synonym's or plural form's matches (keys: words hold no spaces, = or *). */
  const alternativeMatches = (alternative: readonly string[]): PartMatches => {
    const key = alternative.join(' ')
    return synonymParts.get(key) ?? remembered(`=${key}`, () => executePart(alternativeQuery(alternative)))
  }

  /** A query word's matches with its alternatives', as minisearch's OR of them. */
  const wordMatches = (term: string, prefix: boolean): PartMatches =>
    remembered(`${prefix ? '*' : ' '}${term}`, () =>
      keptCombination([executePart(wordQuery(term, prefix)), ...alternatives.of(term).map(alternativeMatches)], 'OR'),
    )

  // Each match's rank and score while a query is ranked, reused from one query to the next (allocating
  // typed arrays of thousands of items costs more than filling them).
  let ranks = new Float64Array(1024)
  let finalScores = new Float64Array(1024)

  /** The first `limit` matches of a query's terms, best first (or in the replica's order). */
  function rank(terms: readonly string[], sortRank: Int32Array | undefined, limit: number): RankedList {
    const words = terms.map((term, index) => wordMatches(term, isPrefixTerm(index, terms)))
    let matches = combineParts(words, 'AND')
    // Algolia's removeWordsIfNoResults 'allOptional': when no record has every word, any word will do.
    if (matches.positions.length === 0 && terms.length > 1) matches = combineParts(words, 'OR')
    const { positions, scores, shapeIds, shapes } = matches
    const relevanceOf = queryRelevance(terms, nameTerms, alternatives)(shapes)
    const qualities = shapes.map(matchQuality)
    // Relevance first, custom ranking to break its ties (records.length stays far below 2^21), then
    // minisearch's score (search()'s: times the query terms matched).
    if (ranks.length < positions.length) {
      ranks = new Float64Array(positions.length * 2)
      finalScores = new Float64Array(positions.length * 2)
    }
    for (let i = 0; i < positions.length; i++) {
      ranks[i] = relevanceOf(shapeIds[i]!, positions[i]!) * 2 ** 21 - customRank[positions[i]!]!
      finalScores[i] = scores[i]! * qualities[shapeIds[i]!]!
    }
    // Indexes into the matches, which are in position order: the lower index is the lower position.
    const order: number[] = []
    for (let i = 0; i < positions.length; i++) order.push(i)
    const pageable = firstInOrder(
      order,
      limit,
      (a, b) => (sortRank ? sortRank[positions[a]!]! - sortRank[positions[b]!]! : 0) || ranks[b]! - ranks[a]! || finalScores[b]! - finalScores[a]! || a - b,
    )
    return {
      positions: pageable.map((i) => positions[i]!),
      matchedTerms: pageable.map((i) => shapes[shapeIds[i]!]!.terms),
      nbHits: positions.length,
    }
  }

  // Recent queries' rankings, least recently used first. The costliest searches — a first letter, a
  // common word — are also the ones every visitor types. Built with the index, dropped with it. Most
  // requests want a first page: a ranking goes as far as SHORT_RANKING until a page further on is asked for.
  const recentRankings = new Map<string, RankedList>()
  function cachedRank(terms: readonly string[], sortBy: string | undefined, sortRank: Int32Array | undefined, needed: number): RankedList {
    const key = `${sortBy ?? ''}\u0000${terms.join(' ')}`
    let ranked = recentRankings.get(key)
    if (ranked) recentRankings.delete(key)
    if (!ranked || (ranked.positions.length < needed && ranked.positions.length < Math.min(ranked.nbHits, PAGINATION_LIMIT)))
      ranked = rank(terms, sortRank, needed <= SHORT_RANKING ? SHORT_RANKING : PAGINATION_LIMIT)
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
      // The rules' pins and hides count among the first PAGINATION_LIMIT matches (./queryRules.ts).
      const start = query.page * query.hitsPerPage
      const needed = effects ? PAGINATION_LIMIT : start >= PAGINATION_LIMIT ? 0 : Math.min(start + query.hitsPerPage, PAGINATION_LIMIT)
      const ranked = cachedRank(terms, sortBy, sortRank, needed)
      const alternativesMatched = alternativeTerms(terms)
      const matchOf = (matched: readonly string[] | undefined): HitMatch | undefined =>
        // A pinned record that did not match the query has nothing to highlight.
        matched && { queryWords, queryTerms: terms, matchedTerms: new Set(matched), partialWords: true, alternatives: alternativesMatched }
      if (!effects) {
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
