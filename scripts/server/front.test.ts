import { describe, expect, it, vi } from 'vitest'

import { DRAFT_MODE_COOKIE } from '../../src/shared/serverContract.mjs'
import { createFront, createSiteIndex } from './front.mjs'

interface FakeRes {
  statusCode: number
  headers: Map<string, string>
  body?: string
  setHeader(name: string, value: string): void
  end(body?: string): void
}

function fakeRes(): FakeRes {
  return {
    statusCode: 200,
    headers: new Map(),
    setHeader(name, value) {
      this.headers.set(name.toLowerCase(), value)
    },
    end(body) {
      this.body = body
    },
  }
}

const paths = { pages: ['/en-au/', '/en-au/products'], products: ['/en-au/products/fusion5'], writeReviews: ['/en-au/write-review/fusion5'] }

function setUp(lists: Record<string, unknown> = paths, siteUrl = 'https://www.brand.com.au') {
  let clock = 1_000_000
  const fetchPaths = vi.fn(async () => lists)
  const siteIndex = createSiteIndex('http://127.0.0.1:1', { fetchPaths, now: () => clock })
  const front = createFront({ siteIndex, siteUrl })
  const request = async (url: string, headers: Record<string, string> = {}, method = 'GET') => {
    const req: { url: string; method: string; headers: Record<string, string>; socket: object } = {
      url,
      method,
      headers: { host: 'shop.example', ...headers },
      socket: {},
    }
    const res = fakeRes()
    const answered = await front(req, res)
    return { answered, req, res }
  }
  return { request, fetchPaths, tick: (ms: number) => (clock += ms) }
}

describe("the server's front (URL shape and the 404 decision, before Next)", () => {
  it('refuses a body larger than any upload before reading it: 413 with the media message on the CMS API', async () => {
    const { request } = setUp()
    const huge = { 'content-length': String(30 * 1024 * 1024) }
    const media = await request('/cms-api/media', huge, 'POST')
    expect(media.answered).toBe(true)
    expect(media.res.statusCode).toBe(413)
    expect(JSON.parse(media.res.body!)).toEqual({ errors: [{ message: 'The file is too large: images can be up to 10 MB.' }] })
    expect((await request('/en-au/contact-us', huge, 'POST')).res.statusCode).toBe(413)
    // The reviews service answers in its provider's envelope, and a body within the limit goes on to the routes.
    expect((await request('/api/reviews/data/uploadvideo.json', huge, 'POST')).answered).toBe(false)
    expect((await request('/cms-api/media', { 'content-length': String(11 * 1024 * 1024) }, 'POST')).answered).toBe(false)
  })

  it('answers a malformed percent-encoding with 400 and a message, on any path', async () => {
    const { request } = setUp()
    for (const url of ['/cms-api/users/%', '/en-au/%E0%A4%A']) {
      const { answered, res } = await request(url)
      expect(answered).toBe(true)
      expect(res.statusCode).toBe(400)
      expect(res.body).toMatch(/malformed percent-encoding/)
    }
  })

  it('redirects with 308 to the address on SITE_URL, whatever Host a visitor sends: / and /en-au to /en-au/, trailing slashes away, hidden segments to the public path, keeping the query', async () => {
    const { request } = setUp()
    const cases: [string, Record<string, string>, string][] = [
      ['/en-au', {}, 'https://www.brand.com.au/en-au/'],
      ['/', { host: 'evil.example' }, 'https://www.brand.com.au/en-au/'],
      ['/en-au/products/?sort=price', {}, 'https://www.brand.com.au/en-au/products?sort=price'],
      ['/index/en-au/products', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' }, 'https://www.brand.com.au/en-au/products'],
      ['/en-au', { host: 'evil.example' }, 'https://www.brand.com.au/en-au/'],
      ['//evil.example/', {}, 'https://www.brand.com.au//evil.example'],
    ]
    for (const [url, headers, location] of cases) {
      const { answered, res } = await request(url, headers)
      expect(answered).toBe(true)
      expect(res.statusCode).toBe(308)
      expect(res.headers.get('location')).toBe(location)
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
    }
  })

  it('sends an unknown address under /en-au/ to the 404 path and lets known ones, write-review pages and non-pages through', async () => {
    const { request } = setUp()
    expect((await request('/en-au/no-such-page?x=1')).req.url).toBe('/_site-404')
    for (const url of ['/en-au/products/fusion5', '/en-au/products?sort=price', '/en-au/write-review/fusion5', '/api/search/1/indexes/*/queries', '/admin']) {
      const { answered, req } = await request(url)
      expect(answered).toBe(false)
      expect(req.url).toBe(url)
    }
    // A POST is the route's to answer; an editor's draft preview too.
    expect((await request('/en-au/no-such-page', {}, 'POST')).req.url).toBe('/en-au/no-such-page')
    expect((await request('/en-au/draft-article', { cookie: `a=1; ${DRAFT_MODE_COOKIE}=x` })).req.url).toBe('/en-au/draft-article')
  })

  it('loads the list once for concurrent requests, and again for an unknown address once it is a second old (a page published elsewhere)', async () => {
    const lists = { ...paths, pages: [...paths.pages] }
    const { request, fetchPaths, tick } = setUp(lists)
    await Promise.all([request('/en-au/'), request('/en-au/products'), request('/en-au/products/fusion5')])
    expect(fetchPaths).toHaveBeenCalledTimes(1)
    lists.pages.push('/en-au/new-page')
    expect((await request('/en-au/new-page')).req.url).toBe('/_site-404') // the list is fresh: no reload
    tick(1500)
    expect((await request('/en-au/new-page')).req.url).toBe('/en-au/new-page')
    expect(fetchPaths).toHaveBeenCalledTimes(2)
  })

  it('leaves the decision to the routes when the list cannot be loaded', async () => {
    const siteIndex = createSiteIndex('http://127.0.0.1:1', {
      fetchPaths: async () => {
        throw new Error('down')
      },
    })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const front = createFront({ siteIndex, siteUrl: 'http://localhost:3000' })
    const req = { url: '/en-au/anything', method: 'GET', headers: {}, socket: {} }
    expect(await front(req, fakeRes())).toBe(false)
    expect(req.url).toBe('/en-au/anything')
    expect(error).toHaveBeenCalledWith(expect.stringContaining('could not load the list of addresses'))
    error.mockRestore()
  })
})

describe("editors' redirects", () => {
  const redirects = [
    { from: '/en-au/products/old-razor', to: '/en-au/products/fusion5', status: 301 },
    { from: '/en-au/summer-sale', to: '/en-au/products', status: 302 },
    // A page published at a redirected address wins: the redirect applies only where no page is.
    { from: '/en-au/products', to: '/en-au/', status: 301 },
  ]

  it('sends an old address to its new one (301 or 302) before the 404 decision, and never shadows a page', async () => {
    const { request } = setUp({ ...paths, redirects })
    const moved = await request('/en-au/products/old-razor')
    expect(moved.answered).toBe(true)
    expect(moved.res.statusCode).toBe(301)
    expect(moved.res.headers.get('location')).toBe('/en-au/products/fusion5')
    const sale = await request('/en-au/summer-sale')
    expect([sale.res.statusCode, sale.res.headers.get('location'), sale.res.headers.get('cache-control')]).toEqual([302, '/en-au/products', 'no-store'])
    // A trailing slash is tidied first (308), then the redirect applies to the tidy address.
    expect((await request('/en-au/products/old-razor/')).res.statusCode).toBe(308)
    const page = await request('/en-au/products')
    expect([page.answered, page.req.url]).toEqual([false, '/en-au/products'])
    const unknown = await request('/en-au/products/never-was')
    expect([unknown.answered, unknown.req.url]).toEqual([false, '/_site-404'])
  })

  it("sends the back office opened at another loopback name to the site's own address; nothing else", async () => {
    const { request } = setUp(paths, 'http://localhost:3100')
    const opened = await request('/admin/collections/products/1?tab=seo', { host: '127.0.0.1:3100' })
    expect(opened.answered).toBe(true)
    expect(opened.res.statusCode).toBe(307)
    expect(opened.res.headers.get('location')).toBe('http://localhost:3100/admin/collections/products/1?tab=seo')
    expect((await request('/admin', { host: '[::1]:3100' })).res.headers.get('location')).toBe('http://localhost:3100/admin')
    expect((await request('/admin', { host: 'localhost:3100' })).answered).toBe(false)
    expect((await request('/admin/login', { host: '127.0.0.1:3100' }, 'POST')).answered).toBe(false)
    // A public SITE_URL has no other names: any other host is left to Payload's own checks.
    const { request: publicSite } = setUp(paths, 'https://www.brand.com.au')
    expect((await publicSite('/admin', { host: 'shop.example' })).answered).toBe(false)
  })
})
