import { describe, expect, it } from 'vitest'

import type { Article } from '@/payload-types'

import { articleGridBlock } from './ArticleGridBlock'

describe('the article grid block', () => {
  it("reads the editor's chosen articles, in their order, each once", () => {
    const chosen = articleGridBlock.toView({ blockType: 'articleGrid', heading: 'Read next', articles: [7, { id: 3 } as Article, 7], limit: 3 })
    expect(chosen).toEqual({ heading: 'Read next', articleIds: [7, 3], limit: 3 })
  })

  it('with none chosen, asks for the newest of its section', () => {
    expect(articleGridBlock.toView({ blockType: 'articleGrid', heading: 'Newest', section: 2 })).toEqual({
      heading: 'Newest',
      articleIds: [],
      sectionId: 2,
      limit: 3,
    })
  })
})
