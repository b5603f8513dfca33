import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { createMediaCache } from './mediaCache.mjs'

/** A server that answers media requests as Payload does (counting them), with the cache in front. */
async function setUp(options: Parameters<typeof createMediaCache>[0] = {}) {
  let clock = 1_000_000
  let changes = 0
  const cache = createMediaCache({ ...options, now: () => clock, changeCount: () => changes })
  const upstream: string[] = []
  const files: Record<string, { status: number; body: string; type?: string }> = {
    '/cms-api/media/file/hero.svg': { status: 200, body: '<svg xmlns="http://www.w3.org/2000/svg"/>', type: 'image/svg+xml' },
    '/cms-api/media/file/big.webp': { status: 200, body: 'x'.repeat(3000), type: 'image/webp' },
    '/cms-api/media/file/other.webp': { status: 200, body: 'y'.repeat(3000), type: 'image/webp' },
  }
  const server = http.createServer((req, res) => {
    if (cache.serve(req, res)) return
    cache.record(req, res)
    upstream.push(req.url!)
    const file = files[req.url!.split('?')[0]!]
    if (!file) {
      res.statusCode = 404
      res.setHeader('content-type', 'application/json')
      res.end('{"errors":[{"message":"No such file."}]}')
      return
    }
    res.statusCode = file.status
    res.setHeader('content-type', file.type ?? 'application/octet-stream')
    res.setHeader('cache-control', 'public, max-age=86400')
    res.setHeader('x-not-kept', 'payload-only')
    // Written in two pieces, as a stream would.
    res.write(file.body.slice(0, 10))
    res.end(file.body.slice(10))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const get = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(origin + path, init)
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      cacheControl: response.headers.get('cache-control'),
      extra: response.headers.get('x-not-kept'),
      body: await response.text(),
    }
  }
  servers.push(server)
  return { get, origin, upstream, files, cache, tick: (ms: number) => (clock += ms), change: () => (changes += 1) }
}

const servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

describe('media files from memory (scripts/server/mediaCache.mjs)', () => {
  it("answers a file's later requests without reaching Payload, with its bytes, type and caching", async () => {
    const { get, upstream, origin } = await setUp()
    const first = await get('/cms-api/media/file/hero.svg')
    const second = await get('/cms-api/media/file/hero.svg')
    expect(second).toEqual({ ...first, extra: null })
    expect(second).toMatchObject({
      status: 200,
      type: 'image/svg+xml',
      cacheControl: 'public, max-age=86400',
      body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    })
    expect(upstream).toEqual(['/cms-api/media/file/hero.svg'])
    // HEAD from memory too, without a body.
    const head = await fetch(`${origin}/cms-api/media/file/hero.svg`, { method: 'HEAD' })
    expect([head.status, head.headers.get('content-type'), await head.text()]).toEqual([200, 'image/svg+xml', ''])
    expect(upstream).toHaveLength(1)
  })

  it('asks Payload again after any content change, so a replaced or deleted file is seen at once', async () => {
    const { get, upstream, files, change } = await setUp()
    await get('/cms-api/media/file/hero.svg')
    await get('/cms-api/media/file/hero.svg')
    expect(upstream).toHaveLength(1)
    files['/cms-api/media/file/hero.svg']!.body = '<svg xmlns="http://www.w3.org/2000/svg" id="new"/>'
    change()
    expect((await get('/cms-api/media/file/hero.svg')).body).toContain('id="new"')
    delete files['/cms-api/media/file/hero.svg']
    change()
    expect((await get('/cms-api/media/file/hero.svg')).status).toBe(404)
    expect(upstream).toHaveLength(3)
  })

  it('asks Payload again after a minute without a change (what the count cannot see)', async () => {
    const { get, upstream, files, tick } = await setUp()
    await get('/cms-api/media/file/hero.svg')
    tick(59_000)
    await get('/cms-api/media/file/hero.svg')
    expect(upstream).toHaveLength(1)
    tick(2_000)
    delete files['/cms-api/media/file/hero.svg']
    expect((await get('/cms-api/media/file/hero.svg')).status).toBe(404)
    expect((await get('/cms-api/media/file/hero.svg')).status).toBe(404)
    expect(upstream).toHaveLength(3)
  })

  it("keeps no error and nothing an editor's or a partial request gets", async () => {
    const { get, upstream } = await setUp()
    await get('/cms-api/media/file/missing.svg')
    await get('/cms-api/media/file/missing.svg')
    await get('/cms-api/media/file/hero.svg', { headers: { cookie: 'payload-token=abc' } })
    await get('/cms-api/media/file/hero.svg', { headers: { authorization: 'JWT abc' } })
    await get('/cms-api/media/file/hero.svg?download=1')
    await get('/cms-api/media/file/hero.svg', { headers: { range: 'bytes=0-3' } })
    await get('/cms-api/media/file/hero.svg')
    expect(upstream).toEqual([
      '/cms-api/media/file/missing.svg',
      '/cms-api/media/file/missing.svg',
      '/cms-api/media/file/hero.svg',
      '/cms-api/media/file/hero.svg',
      '/cms-api/media/file/hero.svg?download=1',
      '/cms-api/media/file/hero.svg',
      '/cms-api/media/file/hero.svg',
    ])
    // Only the last, a visitor's plain request, was kept; an editor still reaches Payload.
    await get('/cms-api/media/file/hero.svg')
    await get('/cms-api/media/file/hero.svg', { headers: { cookie: 'payload-token=abc' } })
    expect(upstream).toHaveLength(8)
  })

  it('holds files up to its size limits, the least recently used going first', async () => {
    const { get, upstream, cache } = await setUp({ maxFileBytes: 3000, maxBytes: 5000 })
    await get('/cms-api/media/file/big.webp')
    await get('/cms-api/media/file/hero.svg')
    expect(cache.stats()).toEqual({ files: 2, bytes: 3000 + 41 })
    await get('/cms-api/media/file/hero.svg') // used: big.webp is now the least recently used
    await get('/cms-api/media/file/other.webp') // 3000 more: big.webp goes
    expect(cache.stats()).toEqual({ files: 2, bytes: 3000 + 41 })
    upstream.length = 0
    await get('/cms-api/media/file/hero.svg')
    await get('/cms-api/media/file/other.webp')
    await get('/cms-api/media/file/big.webp')
    expect(upstream).toEqual(['/cms-api/media/file/big.webp'])

    const tight = await setUp({ maxFileBytes: 100 })
    await tight.get('/cms-api/media/file/big.webp')
    expect(tight.cache.stats()).toEqual({ files: 0, bytes: 0 })
  })
})
