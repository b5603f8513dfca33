/**
 * The official Algolia lite client against the built-in endpoint, over real HTTP: the wire format is
 * the contract (the built-in endpoint speaks Algolia's wire format), so the client the browser uses is the one that tests it.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { liteClient } from 'algoliasearch/lite'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createSearchClient } from '../client'
import { MAX_QUERY_LENGTH } from '../constants'
import { createSearchEngine } from './engine'
import { fixtureRecords } from './fixtures'
import { createSearchHandlers, searchPreflight } from './http'

const log = vi.fn<(message: string) => void>()
let failNextLoad = false
const engine = createSearchEngine(async () => {
  if (failNextLoad) {
    failNextLoad = false
    throw new Error('database unavailable')
  }
  return fixtureRecords()
})
const handlers = createSearchHandlers(engine, log)

/** A stand-in for Next's routing: the two route files' paths, handed to the same handlers. */
const server = http.createServer(async (incoming, outgoing) => {
  const chunks: Buffer[] = []
  for await (const chunk of incoming) chunks.push(chunk as Buffer)
  const url = new URL(incoming.url ?? '/', `http://${incoming.headers.host}`)
  const request = new Request(url, {
    method: incoming.method,
    headers: Object.entries(incoming.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as [string, string]] : [])),
    body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
  })
  const route = url.pathname.match(/^\/api\/search\/1\/indexes\/([^/]+)\/(queries|query)$/)
  const indexName = decodeURIComponent(route?.[1] ?? '')
  const response = !route
    ? new Response('not found', { status: 404 })
    : request.method === 'OPTIONS'
      ? searchPreflight()
      : route[2] === 'queries'
        ? await handlers.multipleQueries(request, indexName)
        : await handlers.singleIndexQuery(request, indexName)
  outgoing.writeHead(response.status, Object.fromEntries(response.headers))
  outgoing.end(Buffer.from(await response.arrayBuffer()))
})

let origin = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const client = () => liteClient('builtin', 'builtin', { hosts: [{ url: `${origin}/api/search`, protocol: 'http', accept: 'read' }] })

const post = (path: string, body: string) =>
  fetch(`http://${origin}/api/search/1/indexes/${path}`, { method: 'POST', body, headers: { 'content-type': 'text/plain' } })

describe('built-in search endpoint, driven by algoliasearch', () => {
  it('answers the v5 multiple-queries request', async () => {
    const { results } = await client().search({
      requests: [
        { indexName: 'en_AU_products', query: 'razor', hitsPerPage: 5 },
        { indexName: 'en_AU_articles', query: 'shave', hitsPerPage: 5 },
        { indexName: 'en_AU_keywords', query: 'bea', hitsPerPage: 5 },
      ],
    })
    expect(results).toHaveLength(3)
    expect(results[0]).toMatchObject({ index: 'en_AU_products', query: 'razor', nbHits: 2, nbPages: 1, page: 0, hitsPerPage: 5 })
    expect(results[0]).toHaveProperty('hits.0.objectID', 'product-1')
    expect(results[0]).toHaveProperty('hits.0._highlightResult.title.value', 'Fusion5 <em>Razor</em>')
    expect(results[1]).toMatchObject({ index: 'en_AU_articles', nbHits: 1 })
    expect(results[2]).toMatchObject({ index: 'en_AU_keywords', nbHits: 1 })
    expect(results[0]).toHaveProperty('params', 'query=razor&hitsPerPage=5')
  })

  it('answers the older form with a params string, paging by page number', async () => {
    const { results } = await client().search([{ indexName: 'en_AU_products', params: { query: '', hitsPerPage: 3, page: 1 } }])
    expect(results[0]).toMatchObject({ nbHits: 7, nbPages: 3, page: 1, hitsPerPage: 3, query: '' })
    const response = await post('*/queries', JSON.stringify({ requests: [{ indexName: 'en_AU_products', params: 'query=mach&hitsPerPage=5' }] }))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      results: [{ query: 'mach', hitsPerPage: 5, nbHits: 1, nbPages: 1, page: 0, params: 'query=mach&hitsPerPage=5', hits: [{ title: 'Mach3 Razor' }] }],
    })
  })

  it('answers a single-index query', async () => {
    const response = await post('en_AU_products_price_asc/query', JSON.stringify({ params: 'query=razor' }))
    expect(await response.json()).toMatchObject({ index: 'en_AU_products_price_asc', hits: [{ title: 'Mach3 Razor' }, { title: 'Fusion5 Razor' }] })
  })

  it('is reached through the site’s own client factory with the page’s location', async () => {
    const search = createSearchClient(undefined, { host: origin, protocol: 'http:' })
    const { results } = await search.search({ requests: [{ indexName: 'en_AU_products_rating_desc', hitsPerPage: 1 }] })
    expect(results[0]).toMatchObject({ index: 'en_AU_products_rating_desc', nbHits: 7, nbPages: 7, hits: [{ title: 'Sensitive Shave Gel' }] })
  })

  it('is never cached', async () => {
    const response = await post('*/queries', JSON.stringify({ requests: [{ indexName: 'en_AU_keywords' }] }))
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('refuses what it cannot answer with a 400 in Algolia’s error shape', async () => {
    const cases: [string, string, RegExp][] = [
      ['*/queries', '{"requests": [', /not valid JSON/],
      ['*/queries', '{"requests": "razor"}', /^requests: /],
      ['*/queries', '{"requests": []}', /^requests: /],
      ['*/queries', '{"requests": [{"query": "razor"}]}', /indexName is required/],
      ['*/queries', '{"requests": [{"indexName": "en_US_products", "query": "razor"}]}', /^Index en_US_products does not exist$/],
      ['*/queries', '{"requests": [{"indexName": "en_AU_products", "hitsPerPage": 1001}]}', /^hitsPerPage: /],
      ['*/queries', '{"requests": [{"indexName": "en_AU_products", "params": "page=-1"}]}', /^page: /],
      ['*/queries', JSON.stringify({ requests: [{ indexName: 'en_AU_products', query: 'x'.repeat(MAX_QUERY_LENGTH + 1) }] }), /longer than 512/],
      ['en_US_products/query', '{"query": "razor"}', /does not exist/],
      ['*/queries', JSON.stringify({ requests: [{ indexName: 'en_AU_products', params: 'x'.repeat(70_000) }] }), /too large/],
    ]
    for (const [path, body, message] of cases) {
      const response = await post(path, body)
      expect(response.status, body.slice(0, 80)).toBe(400)
      const error = (await response.json()) as { message: string; status: number }
      expect(error.status).toBe(400)
      expect(error.message).toMatch(message)
    }
    expect(log).not.toHaveBeenCalled()
  })

  it('surfaces a 400 to the client as an error with the message', async () => {
    await expect(client().search({ requests: [{ indexName: 'en_AU_nothing', query: 'razor' }] })).rejects.toThrow('Index en_AU_nothing does not exist')
  })

  it('logs an unexpected failure without the query, and answers 503 rather than 500', async () => {
    engine.invalidate()
    failNextLoad = true
    const response = await post('*/queries', JSON.stringify({ requests: [{ indexName: 'en_AU_products', query: 'jane@example.com' }] }))
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ status: 503 })
    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0]![0]).toMatch(/^An Error Occurred/)
    expect(log.mock.calls[0]![0]).not.toContain('jane')
    // The next search builds the index again.
    expect((await post('*/queries', JSON.stringify({ requests: [{ indexName: 'en_AU_keywords' }] }))).status).toBe(200)
  })

  it('answers a CORS preflight with the client’s headers and no origin', async () => {
    const response = await fetch(`http://${origin}/api/search/1/indexes/*/queries`, { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-headers')).toContain('x-algolia-api-key')
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })
})
