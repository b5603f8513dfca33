import { describe, expect, it } from 'vitest'

import { highlightParts, HIGHLIGHT_POST, HIGHLIGHT_PRE } from './highlightParts'
import { initialTab, showMoreVisible } from './tabs'

describe('search results tabs: which one opens first', () => {
  it('selects the articles tab unless there are no articles and some products', () => {
    expect(initialTab(3, 2)).toBe('articles')
    expect(initialTab(0, 2)).toBe('articles')
    expect(initialTab(0, 0)).toBe('articles')
    expect(initialTab(4, 0)).toBe('products')
  })

  it('shows show-more while the page number is below the page count minus one', () => {
    expect(showMoreVisible(0, 3)).toBe(true)
    expect(showMoreVisible(1, 3)).toBe(true)
    expect(showMoreVisible(2, 3)).toBe(false)
    expect(showMoreVisible(0, 1)).toBe(false)
    expect(showMoreVisible(0, 0)).toBe(false)
  })

  it('turns a highlighted title into text parts, decoding what the engine escaped', () => {
    expect(highlightParts(`${HIGHLIGHT_PRE}Raz${HIGHLIGHT_POST}or &amp; &lt;b&gt;`)).toEqual([
      { text: 'Raz', match: true },
      { text: 'or & <b>', match: false },
    ])
    expect(highlightParts('plain')).toEqual([{ text: 'plain', match: false }])
  })
})
