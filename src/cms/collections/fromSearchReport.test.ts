import { describe, expect, it } from 'vitest'

import { createFromSearchHref, fromSearch } from './fromSearchReport'

describe('a search without results carried from the report to a new synonym or rule', () => {
  it('links to the create view with the query in ?fromSearch=, encoded', () => {
    expect(createFromSearchHref('/admin', 'search-rules', 'beard comb & oil')).toBe('/admin/collections/search-rules/create?fromSearch=beard+comb+%26+oil')
    expect(createFromSearchHref('/admin/', 'search-synonyms', 'shaver')).toBe('/admin/collections/search-synonyms/create?fromSearch=shaver')
  })

  it('reads it back as typed, trimmed, one line, at most 100 characters', () => {
    expect(fromSearch({ query: { fromSearch: '  shaver  ' } })).toBe('shaver')
    expect(fromSearch({ query: { fromSearch: 'beard\ncomb\u0000oil' } })).toBe('beard comb oil')
    expect(fromSearch({ query: { fromSearch: 'x'.repeat(300) } })).toHaveLength(100)
  })

  it('gives nothing without one, for an empty one or for anything but a string (qs makes arrays and objects)', () => {
    expect(fromSearch(undefined)).toBeUndefined()
    expect(fromSearch({ query: {} })).toBeUndefined()
    expect(fromSearch({ query: { fromSearch: '   ' } })).toBeUndefined()
    expect(fromSearch({ query: { fromSearch: ['a', 'b'] } })).toBeUndefined()
    expect(fromSearch({ query: { fromSearch: { a: 'b' } } })).toBeUndefined()
  })
})
