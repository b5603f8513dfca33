import { describe, expect, it } from 'vitest'

import { mediaFileName } from './mediaFromPaths'

describe('mediaFileName', () => {
  it('names a file by its folder and name, so two folders’ fusion5.svg stay apart', () => {
    expect(mediaFileName('/media/products/fusion5.svg')).toBe('products-fusion5.svg')
    expect(mediaFileName('/media/icons/fusion5.svg')).toBe('icons-fusion5.svg')
    expect(mediaFileName('/media/articles/first-shave-guide.svg', 'jpeg')).toBe('articles-first-shave-guide.jpg')
    expect(mediaFileName('/media/families/mach3.svg?v=2', 'webp')).toBe('families-mach3.webp')
  })
})
