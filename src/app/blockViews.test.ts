import { describe, expect, it } from 'vitest'

import { pageBlocks } from '@/cms/blocks'

import { blockViews } from './blockViews'

describe('the block registry', () => {
  it('maps and draws every block type editors can place, and nothing else', () => {
    expect(Object.keys(blockViews).sort()).toEqual(pageBlocks.map((block) => block.slug).sort())
    for (const { slug } of pageBlocks) {
      const definition = blockViews[slug] as (typeof blockViews)[typeof slug] & { toView?: unknown; View?: unknown }
      expect(typeof definition?.render, slug).toBe('function')
      expect(typeof definition?.toView, `${slug}: its mapping`).toBe('function')
      expect(typeof definition?.View, `${slug}: its view`).toBe('function')
    }
  })
})
