/**
 * Algolia's ignorePlurals for English: a query word also finds its singular or plural form ("blade"
 * finds "blades", "razors" finds "razor"), both counted as the word itself (alternativesAsExact). Algolia
 * reads a dictionary; this engine applies English's regular rules, which cover the catalogue's words.
 */
const sibilant = /(s|x|z|ch|sh)$/
const consonantY = /[^aeiou]y$/

export function pluralForms(term: string): string[] {
  if (term.length < 3 || !/^\p{L}+$/u.test(term)) return []
  const forms = new Set<string>()
  // As a plural: its singulars.
  if (term.endsWith('ies') && term.length > 4) forms.add(`${term.slice(0, -3)}y`)
  else if (term.endsWith('ves') && term.length > 4) {
    forms.add(`${term.slice(0, -3)}f`)
    forms.add(`${term.slice(0, -3)}fe`)
  } else if (term.endsWith('es') && sibilant.test(term.slice(0, -2))) forms.add(term.slice(0, -2))
  if (term.endsWith('s') && !term.endsWith('ss') && !term.endsWith('us') && !term.endsWith('is')) forms.add(term.slice(0, -1))
  // As a singular: its plural.
  if (!term.endsWith('s') || term.endsWith('ss')) {
    if (consonantY.test(term)) forms.add(`${term.slice(0, -1)}ies`)
    else if (sibilant.test(term)) forms.add(`${term}es`)
    else if (term.endsWith('fe')) forms.add(`${term.slice(0, -2)}ves`)
    else forms.add(`${term}s`)
  }
  forms.delete(term)
  return [...forms]
}
