/**
 * How text becomes search terms, shared by indexing, querying and highlighting so that a highlighted
 * word is exactly a word the index matched: words are runs of anything but spaces, punctuation,
 * symbols and control characters (as Algolia separates words: `<b>stubble</b>` holds "b" and
 * "stubble"), compared without case or accents ("Crème" finds "creme").
 */
export const wordPattern = /[^\p{Z}\p{P}\p{S}\p{Cc}]+/gu

export const words = (text: string): string[] => text.match(wordPattern) ?? []

// Most text is plain ASCII: only the rest pays for Unicode normalization (a third of the build time).
const nonAscii = /[^\p{ASCII}]/u
/** A word or a whole text as the index compares it: lower case, accents removed. */
export const normalizeTerm = (text: string): string =>
  nonAscii.test(text)
    ? text
        .normalize('NFD')
        .replace(/\p{M}+/gu, '')
        .toLowerCase()
    : text.toLowerCase()

/** What the index stores of a text: its normalized words (normalized in one go, not word by word). */
export const indexTerms = (text: string): string[] => words(normalizeTerm(text))

/** A query's words as typed and as the index compares them (the two lists are aligned). */
export function analyzeQuery(query: string): { words: string[]; terms: string[] } {
  const typed = words(query)
    .map((word) => ({ word, term: normalizeTerm(word) }))
    .filter(({ term }) => term !== '')
  return { words: typed.map(({ word }) => word), terms: typed.map(({ term }) => term) }
}

/** Typo tolerance as Algolia's defaults (minWordSizefor1Typo, minWordSizefor2Typos). */
export const MIN_WORD_SIZE_FOR_1_TYPO = 4
export const MIN_WORD_SIZE_FOR_2_TYPOS = 8

/** Returning false (rather than 0) keeps minisearch from looking for fuzzy matches at all. */
export const typosAllowed = (term: string): number | false =>
  term.length >= MIN_WORD_SIZE_FOR_2_TYPOS ? 2 : term.length >= MIN_WORD_SIZE_FOR_1_TYPO ? 1 : false

/** Algolia's prefixLast: only the last word of the query may be the beginning of a word. */
export const isPrefixTerm = (index: number, terms: readonly string[]): boolean => index === terms.length - 1

/**
 * Levenshtein distance of two (short) words, as minisearch counts typos: which query word a typo match
 * came from, and how many typos it has.
 */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.length]!
}
