import MiniSearch, { type Query } from 'minisearch'
import { describe, expect, it } from 'vitest'

import { indexTerms, typosAllowed } from './text'
import { type PartMatches, combineParts, keptCombination, matchQuality, partMatcher } from './wordMatches'

/**
 * The engine keeps each query word's matches and combines them itself; minisearch's search() is the
 * reference: the same records, the same scores to the last bit, the same terms and fields.
 */
const vocabulary = 'shave razor blade gel foam beard oil skin sensitive trim comb 12 pack travel case wash'.split(' ')
const tiers = new Map([
  ['title', 3],
  ['keywords', 2],
  ['body', 1],
])

/** 300 records of words from a small vocabulary (typos and plurals among them), so that many records match alike. */
function records() {
  let state = 7
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  const word = () => {
    const base = vocabulary[Math.floor(next() * vocabulary.length)]!
    const roll = next()
    return roll < 0.1 ? `${base}s` : roll < 0.15 ? `${base.slice(0, -1)}x` : base
  }
  const text = (length: number) => Array.from({ length }, word).join(' ')
  return Array.from({ length: 300 }, (_, position) => ({ position, title: text(3), keywords: text(2), body: text(12) }))
}

function build() {
  const miniSearch = new MiniSearch<{ position: number; title: string; keywords: string; body: string }>({
    fields: ['title', 'keywords', 'body'],
    idField: 'position',
    tokenize: indexTerms,
    processTerm: (term) => term,
    searchOptions: { boost: { title: 3, keywords: 2, body: 1 } },
  })
  miniSearch.addAll(records())
  return miniSearch
}

/** As ./searchIndex.ts asks: names on partial words, long text on whole words, alternatives whole anywhere. */
const wordQuery = (term: string, prefix: boolean): Query => ({
  combineWith: 'OR',
  queries: [
    { queries: [term], fields: ['title', 'keywords'], prefix, fuzzy: typosAllowed(term) },
    { queries: [term], fields: ['body'], prefix: false, fuzzy: false },
  ],
})
const alternativeQuery = (alternative: string): Query => ({
  queries: [alternative],
  combineWith: 'AND',
  fields: ['title', 'keywords', 'body'],
  prefix: false,
  fuzzy: false,
})

const alternatives: Record<string, string[]> = {
  shave: ['razor', 'shaves'],
  gel: ['foam', 'gels', 'beard oil'],
  razor: ['razors', 'blade'],
  case: ['travel case'],
}

describe('query words’ matches kept and combined outside minisearch', () => {
  const miniSearch = build()
  const execute = partMatcher(miniSearch as unknown as MiniSearch<never>, tiers)
  // Kept across the queries below, as the engine keeps them: combining must leave them as they were.
  const kept = new Map<string, PartMatches>()
  const remember = (key: string, compute: () => PartMatches) => kept.get(key) ?? kept.set(key, compute()).get(key)!
  const wordMatches = (term: string, prefix: boolean) =>
    remember(`${prefix}${term}`, () =>
      keptCombination(
        [
          execute(wordQuery(term, prefix)),
          ...(alternatives[term] ?? []).map((alternative) => remember(alternative, () => execute(alternativeQuery(alternative)))),
        ],
        'OR',
      ),
    )

  const queries = [
    'shave',
    'sha',
    'shav',
    'shavr',
    'gel',
    'gel shave',
    'shave gel',
    'razor blade sk',
    'shave shave',
    'case 12',
    'trim comb wash oil',
    'zzz gel',
    'pack',
    'sensitiv',
  ]

  it.each(
    queries.flatMap((query) => [
      { query, combineWith: 'AND' as const },
      { query, combineWith: 'OR' as const },
    ]),
  )('$query ($combineWith)', ({ query, combineWith }) => {
    const terms = indexTerms(query)
    const reference = miniSearch.search({
      combineWith,
      queries: terms.map((term, index) => {
        const { queries: own } = wordQuery(term, index === terms.length - 1) as { queries: Query[] }
        return { combineWith: 'OR', queries: [...own, ...(alternatives[term] ?? []).map(alternativeQuery)] }
      }),
    })
    const { positions, scores, shapeIds, shapes } = combineParts(
      terms.map((term, index) => wordMatches(term, index === terms.length - 1)),
      combineWith,
    )
    const ours = Array.from(positions, (position, i) => {
      const shape = shapes[shapeIds[i]!]!
      return { id: position, score: scores[i]! * matchQuality(shape), terms: shape.terms, fieldTiers: shape.fieldTiers, queryTerms: shape.queryTerms }
    })
    expect(ours.map(({ id }) => id)).toEqual(reference.map(({ id }) => id as number).sort((a, b) => a - b))
    // Every query here has a word some record holds.
    if (combineWith === 'OR') expect(ours.length).toBeGreaterThan(0)
    const byId = new Map(reference.map((result) => [result.id as number, result]))
    for (const match of ours) {
      const expected = byId.get(match.id)!
      expect(match.score).toBe(expected.score)
      expect([...match.terms].sort()).toEqual([...expected.terms].sort())
      expect([...match.queryTerms].sort()).toEqual([...expected.queryTerms].sort())
      for (const [i, term] of match.terms.entries()) {
        expect(match.fieldTiers[i]).toBe(Math.max(...expected.match[term]!.map((field) => tiers.get(field)!)))
      }
    }
  })
})
