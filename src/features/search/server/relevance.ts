import type { SearchResult } from 'minisearch'

import type { IndexDefinition } from './indexDefinitions'
import { type QueryAlternatives, noAlternatives } from './synonyms'
import { editDistance, indexTerms, isPrefixTerm, typosAllowed } from './text'

/**
 * Each record's terms in the attributes matched on partial words (names, keywords), with the tier of
 * the best one holding each. These attributes are short, so this costs little; it is needed because
 * minisearch's match data loses them: a result's `match` maps each record term to the fields it was
 * found in, but when two parts of a query find the same term (a word in the title through the
 * partial-word part and in a description through the whole-word part), combining them keeps only the
 * later part's fields, so a title match could read as a description match.
 */
export interface NameTerms {
  /** Each term found in any record's names, numbered. */
  idOf: ReadonlyMap<string, number>
  /** The tier of the best name attribute of the record (by position) holding the term; 0 when none does. */
  tierIn(position: number, termId: number): number
}

export function nameTermTiers<R extends { objectID: string }>(definition: IndexDefinition<R>, records: readonly R[]): NameTerms {
  const attributes = definition.searchable.filter(({ wholeWordsOnly }) => !wholeWordsOnly).sort((a, b) => b.tier - a.tier)
  const idOf = new Map<string, number>()
  // Every record's term numbers and tiers end to end, record by record (starts[position] onwards):
  // two flat arrays rather than a map per record, and numbers compare faster than strings.
  const starts = new Int32Array(records.length + 1)
  const ids: number[] = []
  const tiers: number[] = []
  records.forEach((record, position) => {
    const start = ids.length
    for (const { attribute, tier } of attributes) {
      for (const term of indexTerms(String(record[attribute] ?? ''))) {
        let id = idOf.get(term)
        if (id === undefined) idOf.set(term, (id = idOf.size))
        if (ids.indexOf(id, start) >= 0) continue
        ids.push(id)
        tiers.push(tier)
      }
    }
    starts[position + 1] = ids.length
  })
  const termIds = Int32Array.from(ids)
  const termTiers = Uint8Array.from(tiers)
  return {
    idOf,
    tierIn(position, termId) {
      for (let i = starts[position]!, end = starts[position + 1]!; i < end; i++) if (termIds[i] === termId) return termTiers[i]!
      return 0
    },
  }
}

/** A query word no record term stands for. */
const UNMATCHED = 127

const cap = (value: number) => Math.min(value, 99)

/**
 * How relevant each result of one query is, by Algolia's ranking criteria that apply here, in its
 * order — fewest typos, most query words, best attributes, most exact words — packed into one number
 * (each criterion below 100), higher first.
 *
 * Every query word is credited with its best match in the record: fewest typos first (the typo
 * criterion comes first), then the best attribute. The attribute criterion adds up the words' tiers
 * (Algolia's attributeCriteriaComputedBy 'sum'), which also stands in for the proximity criterion this
 * engine does not compute: "sensitive gel" ranks Sensitive Shave Gel (both words in the title) above a
 * Sensitive Razor whose description mentions gel.
 */
export function queryRelevance(
  terms: readonly string[],
  fieldTier: ReadonlyMap<string, number>,
  names: NameTerms,
  alternatives: QueryAlternatives = noAlternatives,
): (result: SearchResult, position: number) => number {
  const count = terms.length
  // A query word's synonyms and plural forms: no typo, anywhere; a single word counts as the word itself
  // (Algolia's alternativesAsExact), a phrase's words as a match that is not exact.
  const alternativeKinds = terms.map((term) => {
    const kinds = new Map<string, 'word' | 'phrase'>()
    for (const alternative of alternatives.of(term))
      for (const word of alternative) if (kinds.get(word) !== 'word') kinds.set(word, alternative.length === 1 ? 'word' : 'phrase')
    return kinds
  })
  const isAlternative = (term: string) => alternativeKinds.some((kinds) => kinds.has(term))
  // What a record term is to each query word: 0 typos (the word itself, or its beginning for the last
  // word), 1 or 2 typos, or UNMATCHED; and its number among the names' terms. The same record terms
  // come back in many results: worked out once per query.
  const termMatches = new Map<string, { typos: Int8Array; isQueryWord: boolean; nameId: number }>()
  const termMatchOf = (term: string) => {
    let termMatch = termMatches.get(term)
    if (!termMatch) {
      const typos = Int8Array.from(terms, (queryTerm, index) => {
        if (term === queryTerm || (isPrefixTerm(index, terms) && term.startsWith(queryTerm)) || alternativeKinds[index]!.has(term)) return 0
        const allowed = typosAllowed(queryTerm)
        if (allowed === false || Math.abs(term.length - queryTerm.length) > allowed) return UNMATCHED
        const distance = editDistance(term, queryTerm)
        return distance <= allowed ? distance : UNMATCHED
      })
      termMatch = { typos, isQueryWord: terms.includes(term) || isAlternative(term), nameId: names.idOf.get(term) ?? -1 }
      termMatches.set(term, termMatch)
    }
    return termMatch
  }
  const bestTypos = new Int8Array(count)
  const bestTier = new Int8Array(count)
  const exact = new Uint8Array(count)

  return (result, position) => {
    for (let i = 0; i < count; i++) {
      bestTypos[i] = UNMATCHED
      bestTier[i] = 0
      exact[i] = 0
    }
    for (const term of result.terms) {
      const { typos, isQueryWord, nameId } = termMatchOf(term)
      const inNames = nameId < 0 ? 0 : names.tierIn(position, nameId)
      // A query word itself may have matched in any attribute: its best is the names' tier or, for
      // long text, the fields minisearch reports (whole-word fields only, when not in the names).
      let anywhere = inNames
      if (isQueryWord) for (const field of result.match[term]!) anywhere = Math.max(anywhere, fieldTier.get(field) ?? 0)
      for (let i = 0; i < count; i++) {
        const wordTypos = typos[i]!
        if (wordTypos === UNMATCHED) continue
        let tier: number
        const alternative = alternativeKinds[i]!.get(term)
        if (term === terms[i] || alternative === 'word') {
          tier = anywhere
          exact[i] = 1
        } else if (alternative === 'phrase') {
          tier = anywhere
        } else {
          // Beginnings of words and typos match in names and keywords only.
          tier = inNames
        }
        if (tier > 0 && (wordTypos < bestTypos[i]! || (wordTypos === bestTypos[i] && tier > bestTier[i]!))) {
          bestTypos[i] = wordTypos
          bestTier[i] = tier
        }
      }
    }
    let typos = 0
    let words = 0
    let attribute = 0
    let exactWords = 0
    for (let i = 0; i < count; i++) {
      if (bestTypos[i] === UNMATCHED) continue
      words++
      typos += bestTypos[i]!
      attribute += bestTier[i]!
      exactWords += exact[i]!
    }
    return (99 - cap(typos)) * 1e6 + cap(words) * 1e4 + cap(attribute) * 1e2 + cap(exactWords)
  }
}
