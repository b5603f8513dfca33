import { describe, expect, it } from 'vitest'

import { usableTag } from './cachedRead'
import { collectionTag, documentTag } from './cacheTags'

describe('cache tags handed to Next.js', () => {
  it('keeps the tags of real documents as they are', () => {
    expect(usableTag(documentTag('products', 'fusion5'))).toBe('products:fusion5')
    expect(usableTag(collectionTag('pages'))).toBe('pages')
  })

  it("turns a document tag too long for Next.js (a long address typed by a visitor) into its collection's", () => {
    expect(usableTag(documentTag('pages', `a/${'b'.repeat(2000)}`))).toBe('pages')
    expect(usableTag(documentTag('pages', 'x'.repeat(250)))).toBe('pages:' + 'x'.repeat(250))
  })
})
