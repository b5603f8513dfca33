import { indexTerms } from './text'
import { pluralForms } from './plurals'

/** A synonym as Algolia stores it (saveSynonyms). */
export type AlgoliaSynonym =
  { objectID: string; type: 'synonym'; synonyms: string[] } | { objectID: string; type: 'oneWaySynonym'; input: string; synonyms: string[] }

/**
 * What else a query word finds, as the index compares words. Each alternative is one or more terms; a
 * one-term alternative counts as the word itself (Algolia's alternativesAsExact: singleWordSynonym and
 * ignorePlurals), a longer one as a match of the word with all of its terms.
 */
export interface QueryAlternatives {
  of(term: string): readonly (readonly string[])[]
  /** Every alternative the synonyms give, once (not the plural forms, which nearly every word has). */
  readonly synonymAlternatives: readonly (readonly string[])[]
}

export const noAlternatives: QueryAlternatives = { of: () => [], synonymAlternatives: [] }

/**
 * The alternatives of the index's synonyms and plurals. Synonyms are triggered by single query words
 * (a list's one-word entries, a one-way synonym's one-word input); their alternatives may be phrases.
 * Alternatives are not themselves expanded again, as on Algolia.
 */
export function queryAlternatives(synonyms: readonly AlgoliaSynonym[], { plurals = true }: { plurals?: boolean } = {}): QueryAlternatives {
  const bySynonym = new Map<string, string[][]>()
  const add = (trigger: string[], alternatives: string[][]) => {
    if (trigger.length !== 1) return
    const term = trigger[0]!
    const list = bySynonym.get(term) ?? []
    for (const alternative of alternatives) {
      if (alternative.length === 0 || (alternative.length === 1 && alternative[0] === term)) continue
      if (!list.some((known) => known.join(' ') === alternative.join(' '))) list.push(alternative)
    }
    bySynonym.set(term, list)
  }
  for (const synonym of synonyms) {
    const words = synonym.synonyms.map(indexTerms).filter((terms) => terms.length > 0)
    if (synonym.type === 'synonym') for (const word of words) add(word, words)
    else add(indexTerms(synonym.input), words)
  }
  const synonymAlternatives = new Map<string, string[]>()
  for (const list of bySynonym.values()) for (const alternative of list) synonymAlternatives.set(alternative.join(' '), alternative)
  const cache = new Map<string, string[][]>()
  return {
    synonymAlternatives: [...synonymAlternatives.values()],
    of(term) {
      let found = cache.get(term)
      if (!found) {
        const seen = new Set<string>([term])
        found = []
        for (const alternative of [...(bySynonym.get(term) ?? []), ...(plurals ? pluralForms(term).map((form) => [form]) : [])]) {
          const key = alternative.join(' ')
          if (seen.has(key)) continue
          seen.add(key)
          found.push(alternative)
        }
        if (cache.size > 10_000) cache.clear()
        cache.set(term, found)
      }
      return found
    },
  }
}
