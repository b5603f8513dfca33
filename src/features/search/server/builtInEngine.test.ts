/**
 * The built-in engine as the route files use it: records from Payload (a stand-in here), one engine per
 * process on globalThis, rebuilt after the CMS hooks report a change.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { POST as singleIndexQuery } from '@/app/api/search/1/indexes/[indexName]/query/route'
import { POST as multipleQueries } from '@/app/api/search/1/indexes/[indexName]/queries/route'
import type { Keyword } from '@/payload-types'
import { noteContentChange } from '@/shared/contentChanges'

import { builtInSearchEngine, invalidateSearchIndex } from './builtInEngine'

const payload = vi.hoisted(() => ({ find: vi.fn(), keywords: [] as Keyword[] }))
vi.mock('@/cms/payload', () => ({ payloadClient: async () => payload }))

const keyword = (id: number, title: string): Keyword => ({ id, title, createdAt: '', updatedAt: '' })

const keywordSearch = async () => {
  const request = new Request('http://localhost/api/search/1/indexes/*/queries', {
    method: 'POST',
    body: JSON.stringify({ requests: [{ indexName: 'en_AU_keywords', query: '' }] }),
  })
  const response = await multipleQueries(request, { params: Promise.resolve({ indexName: '*' }) })
  const { results } = (await response.json()) as { results: { hits: { title: string }[] }[] }
  return results[0]!.hits.map((hit) => hit.title)
}

beforeEach(() => {
  payload.keywords = [keyword(1, 'beard oil')]
  payload.find.mockImplementation(async ({ collection }: { collection: string }) => ({
    docs: collection === 'keywords' ? payload.keywords : [],
  }))
})

describe('built-in engine', () => {
  it('answers the route files from the published content', async () => {
    expect(await keywordSearch()).toEqual(['beard oil'])
    const response = await singleIndexQuery(new Request('http://localhost/', { method: 'POST', body: '{"query":"bear"}' }), {
      params: Promise.resolve({ indexName: 'en_AU_keywords' }),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ nbHits: 1, hits: [{ objectID: 'keyword-1' }] })
  })

  it('is one engine per process, kept on globalThis', () => {
    expect(builtInSearchEngine()).toBe(builtInSearchEngine())
    expect(Object.getOwnPropertySymbols(globalThis).map(String)).toContain('Symbol(ashford.search.builtInEngine)')
  })

  it('rebuilds after a publish reported by the CMS hooks, and after invalidateSearchIndex()', async () => {
    await keywordSearch()
    const loads = payload.find.mock.calls.length
    payload.keywords = [keyword(1, 'beard oil'), keyword(2, 'razor burn')]
    expect(await keywordSearch()).toEqual(['beard oil'])
    expect(payload.find.mock.calls.length).toBe(loads)

    noteContentChange()
    expect(await keywordSearch()).toEqual(['beard oil', 'razor burn'])

    payload.keywords = [keyword(2, 'razor burn')]
    invalidateSearchIndex()
    expect(await keywordSearch()).toEqual(['razor burn'])
  })
})
