import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { chooseEncoding, createStaticAssets } from './staticAssets.mjs'

const SCRIPT = `self.chunk=${JSON.stringify('a razor for every beard '.repeat(400))};`

/** A build's static folder, and a server answering from memory first and as Next does otherwise. */
async function setUp(options: { maxBytes?: number } = {}) {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'static-assets-'))
  dirs.push(base)
  const staticDir = path.join(base, 'static')
  fs.mkdirSync(path.join(staticDir, 'chunks'), { recursive: true })
  fs.writeFileSync(path.join(staticDir, 'chunks', 'main.js'), SCRIPT)
  fs.writeFileSync(path.join(staticDir, 'chunks', 'page.css'), '.page{color:#0b2a5b}'.repeat(200))
  fs.writeFileSync(path.join(staticDir, 'chunks', 'font.woff2'), 'not text')
  fs.writeFileSync(path.join(base, 'outside.js'), 'secret')
  const assets = createStaticAssets({ staticDir, ...options })
  const upstream: string[] = []
  const server = http.createServer((req, res) => {
    if (assets.serve(req, res)) return
    upstream.push(req.url!)
    res.setHeader('x-from', 'next')
    res.end('from next')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  /** Raw bytes and headers (fetch would decompress). */
  const get = (url: string, headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br' }, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .request(origin + url, { method, headers }, (res) => {
          const parts: Buffer[] = []
          res.on('data', (part: Buffer) => parts.push(part))
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }))
        })
        .on('error', reject)
        .end()
    })
  return { assets, get, upstream }
}

const servers: http.Server[] = []
const dirs: string[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe("the build's static files compressed once, from memory (scripts/server/staticAssets.mjs)", () => {
  it('leaves the first request to Next, then answers from memory with the same bytes, brotli or gzip as the browser takes', async () => {
    const { assets, get, upstream } = await setUp()
    expect((await get('/_next/static/chunks/main.js')).body.toString()).toBe('from next')
    await assets.prepare('chunks/main.js')

    const br = await get('/_next/static/chunks/main.js')
    expect(br.status).toBe(200)
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'application/javascript; charset=UTF-8',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
    })
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(SCRIPT)
    expect(Number(br.headers['content-length'])).toBe(br.body.length)

    const gz = await get('/_next/static/chunks/main.js', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.body).toString()).toBe(SCRIPT)
    expect(upstream).toEqual(['/_next/static/chunks/main.js'])
  })

  it('answers a known ETag with 304, and HEAD with the headers alone', async () => {
    const { assets, get } = await setUp()
    await assets.prepare('chunks/page.css')
    const first = await get('/_next/static/chunks/page.css')
    expect(first.headers['content-type']).toBe('text/css; charset=UTF-8')
    const again = await get('/_next/static/chunks/page.css', { 'accept-encoding': 'br', 'if-none-match': first.headers.etag! })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    const head = await get('/_next/static/chunks/page.css', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(first.headers['content-length'])
    expect(head.body.length).toBe(0)
  })

  it('leaves to Next what it cannot answer whole: no compression accepted, a Range, other methods, other types, missing files, paths out of the folder', async () => {
    const { assets, get, upstream } = await setUp()
    await Promise.all(['chunks/main.js', 'chunks/font.woff2', 'chunks/missing.js', '../outside.js'].map((file) => assets.prepare(file)))
    const fromNext = async (url: string, headers?: Record<string, string>, method?: string) => (await get(url, headers, method)).headers['x-from']
    expect(await fromNext('/_next/static/chunks/main.js', { 'accept-encoding': 'identity' })).toBe('next')
    expect(await fromNext('/_next/static/chunks/main.js', { 'accept-encoding': 'br;q=0, gzip;q=0' })).toBe('next')
    expect(await fromNext('/_next/static/chunks/main.js', { 'accept-encoding': 'br', range: 'bytes=0-10' })).toBe('next')
    expect(await fromNext('/_next/static/chunks/main.js', { 'accept-encoding': 'br' }, 'POST')).toBe('next')
    expect(await fromNext('/_next/static/chunks/main.js?v=1')).toBe('next')
    expect(await fromNext('/_next/static/chunks/font.woff2')).toBe('next')
    expect(await fromNext('/_next/static/chunks/missing.js')).toBe('next')
    expect(await fromNext('/_next/static/../outside.js')).toBe('next')
    expect(await fromNext('/_next/static/chunks/%2e%2e/main.js')).toBe('next')
    expect(upstream).toHaveLength(9)
    expect(assets.size().files).toBe(1)
  })

  it('keeps no more than its limit, the least recently used going first', async () => {
    const measure = await setUp()
    await measure.assets.prepare('chunks/main.js')
    await measure.assets.prepare('chunks/page.css')
    const { assets, get } = await setUp({ maxBytes: measure.assets.size().bytes - 1 })
    await assets.prepare('chunks/main.js')
    await assets.prepare('chunks/page.css')
    expect(assets.size().files).toBe(1)
    expect((await get('/_next/static/chunks/page.css')).headers['content-encoding']).toBe('br')
    expect((await get('/_next/static/chunks/main.js')).headers['x-from']).toBe('next')
  })

  it('chooses brotli, then gzip, and honours a refusal (q=0)', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chooseEncoding('gzip')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip')
    expect(chooseEncoding('*')).toBe('gzip')
    expect(chooseEncoding('identity')).toBeNull()
    expect(chooseEncoding(undefined)).toBeNull()
  })
})
