import type { IndexDefinition } from './indexDefinitions'
import { type QueryAlternatives, noAlternatives } from './synonyms'
import { editDistance, indexTerms, isPrefixTerm, typosAllowed } from './text'
import type { MatchShape } from './wordMatches'

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
  // queryRelevance writes a record's name tiers as the digits of a number in base 8.
  if (attributes.some(({ tier }) => tier >= 8)) throw new Error(`${definition.indexName}: attribute tiers go up to 7`)
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
/**
 * How a record term counts for a query word: in names and keywords only (a typo, the beginning of a
 * word), in any attribute (a word of a synonym phrase), or as the word itself in any attribute.
 */
const IN_NAMES = 0
const ANYWHERE = 1
const EXACT = 2

/** What a record term is to the query: per query word, its typos and how it counts. */
interface TermMatch {
  typos: Int8Array
  counts: Int8Array
  isQueryWord: boolean
  /** Its number among the names' terms; -1 when in no record's names. */
  nameId: number
}

/** A match shape's terms as they count for the query. */
interface CompiledShape {
  termsMatched: (Omit<TermMatch, 'isQueryWord'> & { fieldsTier: number })[]
  /** The terms in some record's names, by their place in termsMatched. */
  nameTerms: number[]
  /**
   * The relevance by the tiers those terms have in the names of the record at hand, written as the
   * digits of a number (base 8; tiers are below 8): records share a few such numbers (0, in no names,
   * for most of a common word's records).
   */
  byNameTiers: Map<number, number>
}

/** Shapes with more terms in names than this are worked out record by record (the number above stays exact). */
const NAME_TERMS_REMEMBERED = 16

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
 *
 * Given the shapes of the query's matches, it returns the relevance of a record by its shape's number
 * and its position: records that matched alike share the work, all but their names' tiers.
 */
export function queryRelevance(
  terms: readonly string[],
  names: NameTerms,
  alternatives: QueryAlternatives = noAlternatives,
): (shapes: readonly MatchShape[]) => (shapeId: number, position: number) => number {
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
  // word), 1 or 2 typos, or UNMATCHED, and how it counts. The same record terms come back in many
  // results: worked out once per query.
  const termMatches = new Map<string, TermMatch>()
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
      const counts = Int8Array.from(terms, (queryTerm, index) => {
        const alternative = alternativeKinds[index]!.get(term)
        return term === queryTerm || alternative === 'word' ? EXACT : alternative === 'phrase' ? ANYWHERE : IN_NAMES
      })
      termMatch = { typos, counts, isQueryWord: terms.includes(term) || isAlternative(term), nameId: names.idOf.get(term) ?? -1 }
      termMatches.set(term, termMatch)
    }
    return termMatch
  }
  const compile = (shape: MatchShape): CompiledShape => {
    const termsMatched = shape.terms.map((term, i) => {
      const { typos, counts, isQueryWord, nameId } = termMatchOf(term)
      // A query word itself may have matched in any attribute: its best is the names' tier or, for
      // long text, the fields minisearch reports (whole-word fields only, when not in the names).
      return { typos, counts, nameId, fieldsTier: isQueryWord ? shape.fieldTiers[i]! : 0 }
    })
    const nameTerms = termsMatched.flatMap(({ nameId }, i) => (nameId < 0 ? [] : [i]))
    return { termsMatched, nameTerms, byNameTiers: new Map() }
  }
  const bestTypos = new Int8Array(count)
  const bestTier = new Int8Array(count)
  const exact = new Uint8Array(count)

  // The tier of each of a shape's terms in the names of the record at hand.
  let tiersInNames = new Int8Array(8)
  const relevance = ({ termsMatched }: CompiledShape) => {
    for (let i = 0; i < count; i++) {
      bestTypos[i] = UNMATCHED
      bestTier[i] = 0
      exact[i] = 0
    }
    for (let term = 0; term < termsMatched.length; term++) {
      const { typos, counts, fieldsTier } = termsMatched[term]!
      const inNames = tiersInNames[term]!
      const anywhere = Math.max(inNames, fieldsTier)
      for (let i = 0; i < count; i++) {
        const wordTypos = typos[i]!
        if (wordTypos === UNMATCHED) continue
        // Beginnings of words and typos match in names and keywords only.
        const tier = counts[i] === IN_NAMES ? inNames : anywhere
        if (counts[i] === EXACT) exact[i] = 1
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

  // Per shape of the query's matches (./wordMatches.ts), then per record.
  return (shapes) => {
    const compiled = shapes.map(compile)
    const mostTerms = shapes.reduce((most, { terms }) => Math.max(most, terms.length), 0)
    if (tiersInNames.length < mostTerms) tiersInNames = new Int8Array(mostTerms)
    return (shapeId, position) => {
      const compiledShape = compiled[shapeId]!
      const { termsMatched, nameTerms, byNameTiers } = compiledShape
      let key = 0
      for (const term of nameTerms) key = key * 8 + names.tierIn(position, termsMatched[term]!.nameId)
      let found = nameTerms.length <= NAME_TERMS_REMEMBERED ? byNameTiers.get(key) : undefined
      if (found === undefined) {
        tiersInNames.fill(0, 0, termsMatched.length)
        for (const term of nameTerms) tiersInNames[term] = names.tierIn(position, termsMatched[term]!.nameId)
        found = relevance(compiledShape)
        if (nameTerms.length <= NAME_TERMS_REMEMBERED) byNameTiers.set(key, found)
      }
      return found
    }
  }
}
