import { describe, expect, it } from 'vitest'

import { pageTypes as editorsList } from '@/cms/pageTypes'

import nextConfig from '../../next.config'
import { pageTypes, QUERY_DRIVEN_KEYS } from './pageTypes'
import { pageViews } from './pageViews'

describe('the page-type registry', () => {
  it('defines every page type editors can choose, and nothing else', () => {
    expect(Object.keys(pageTypes).sort()).toEqual(editorsList.map((type) => type.value).sort())
    expect(Object.keys(pageViews).every((key) => key in pageTypes)).toBe(true)
  })

  it("routes each page type's query keys to the per-request page: listing, compare, advisor, search, opt-in links", async () => {
    expect([...QUERY_DRIVEN_KEYS].sort()).toEqual(['beard', 'filter', 'page', 'products', 'q', 'razor', 'shave', 'skin', 'sort', 'token'])
    const rewrites = await nextConfig.rewrites!()
    const rules = (Array.isArray(rewrites) ? rewrites : rewrites.beforeFiles) ?? []
    for (const key of QUERY_DRIVEN_KEYS) {
      const routed = rules.filter((rule) => rule.has?.some((condition) => condition.type === 'query' && condition.key === key))
      expect(
        routed.map((rule) => rule.destination),
        key,
      ).toEqual(['/noindex/query/en-au/:path', '/index/query/en-au/:path'])
    }
  })

  it('keeps pages that are never indexed out of sitemap.xml', () => {
    for (const [key, definition] of Object.entries(pageTypes)) {
      if (definition.robots === 'noindex') expect(definition.sitemap, key).toBe(false)
    }
  })
})
