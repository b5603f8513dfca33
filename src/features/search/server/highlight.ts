import { editDistance, normalizeTerm, typosAllowed, wordPattern } from './text'

/** Algolia's _highlightResult entry for one attribute. */
export interface HighlightResultOption {
  value: string
  matchLevel: 'none' | 'partial' | 'full'
  matchedWords: string[]
  fullyHighlighted?: boolean
}

export interface HighlightTags {
  pre: string
  post: string
}

/** What a hit matched: the query's words and the record's words the index matched them to. */
export interface HitMatch {
  /** The query as typed, word by word, and the same words normalized (as the index compares them). */
  queryWords: readonly string[]
  queryTerms: readonly string[]
  /** Record terms the index matched, including typo and prefix matches. */
  matchedTerms: ReadonlySet<string>
  /**
   * Whether prefix (last query word) and typo matches count: not in attributes matched on whole words
   * only, where Algolia would not highlight them either.
   */
  partialWords: boolean
  /** Record terms that stand for a query term (its synonyms and plural forms), whole words only. */
  alternatives?: ReadonlyMap<string, string>
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => htmlEscapes[character]!)

/**
 * Which query term a record word matches, and how many of its characters to highlight: a whole word
 * for an exact or typo match, the typed part for a prefix match (`<em>raz</em>or`).
 */
function matchWord(word: string, term: string, match: HitMatch): { queryTerm: string; highlightLength: number } | undefined {
  const exact = match.queryTerms.find((queryTerm) => queryTerm === term)
  if (exact) return { queryTerm: exact, highlightLength: word.length }
  const standsFor = match.alternatives?.get(term)
  if (standsFor) return { queryTerm: standsFor, highlightLength: word.length }
  if (!match.partialWords) return undefined
  const last = match.queryTerms.at(-1)
  if (last && term.startsWith(last)) {
    // Normalizing can change a word's length (rarely); then the whole word is highlighted.
    const typed = word.slice(0, last.length)
    return { queryTerm: last, highlightLength: normalizeTerm(typed) === last ? typed.length : word.length }
  }
  if (!match.matchedTerms.has(term)) return undefined
  const typoMatch = nearestQueryTerm(term, match.queryTerms)
  return typoMatch ? { queryTerm: typoMatch, highlightLength: word.length } : undefined
}

/** The query term a typo match came from: the closest one that allows typos. */
function nearestQueryTerm(term: string, queryTerms: readonly string[]): string | undefined {
  let nearest: string | undefined
  let nearestDistance = Infinity
  for (const queryTerm of queryTerms) {
    const allowed = typosAllowed(queryTerm)
    if (allowed === false) continue
    const distance = editDistance(term, queryTerm)
    if (distance <= allowed && distance < nearestDistance) [nearest, nearestDistance] = [queryTerm, distance]
  }
  return nearest
}

/**
 * The attribute's text, HTML-escaped, with the matched words between the highlight tags (inserted as
 * given, after escaping, so record text can never become markup).
 */
export function highlightAttribute(value: string, match: HitMatch | undefined, tags: HighlightTags): HighlightResultOption {
  if (!match || match.queryTerms.length === 0) return { value: escapeHtml(value), matchLevel: 'none', matchedWords: [] }
  const matched = new Set<string>()
  let highlighted = ''
  let end = 0
  let everyWordWhole = true
  for (const found of value.matchAll(wordPattern)) {
    const word = found[0]
    highlighted += escapeHtml(value.slice(end, found.index))
    end = found.index + word.length
    const wordMatch = matchWord(word, normalizeTerm(word), match)
    if (!wordMatch) {
      everyWordWhole = false
      highlighted += escapeHtml(word)
      continue
    }
    matched.add(wordMatch.queryTerm)
    const { highlightLength } = wordMatch
    if (highlightLength < word.length) everyWordWhole = false
    highlighted += `${tags.pre}${escapeHtml(word.slice(0, highlightLength))}${tags.post}${escapeHtml(word.slice(highlightLength))}`
  }
  highlighted += escapeHtml(value.slice(end))
  if (matched.size === 0) return { value: highlighted, matchLevel: 'none', matchedWords: [] }
  const matchedWords = match.queryTerms.flatMap((term, i) => (matched.has(term) ? [match.queryWords[i] ?? term] : []))
  const everyTermMatched = match.queryTerms.every((term) => matched.has(term))
  return {
    value: highlighted,
    matchLevel: everyTermMatched ? 'full' : 'partial',
    matchedWords: [...new Set(matchedWords)],
    fullyHighlighted: everyWordWhole,
  }
}
