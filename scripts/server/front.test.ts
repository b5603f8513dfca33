import { describe, expect, it, vi } from 'vitest'

import { DRAFT_MODE_COOKIE } from '../../src/shared/serverContract.mjs'
import { cmsQueryProblem, createFront, createSiteIndex } from './front.mjs'

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

function setUp(lists: Record<string, unknown> = paths, { siteUrl }: { siteUrl?: string } = {}) {
  let clock = 1_000_000
  const fetchPaths = vi.fn(async () => lists)
  const siteIndex = createSiteIndex('http://127.0.0.1:1', { fetchPaths, now: () => clock })
  const front = createFront({ placeholder: 'PLACEHOLDER', siteIndex, siteUrl })
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

  it("puts the nonce placeholder in the request's CSP header, over whatever the visitor sent", async () => {
    const { request } = setUp()
    const { answered, req } = await request('/en-au/products/fusion5', { 'content-security-policy': "script-src 'nonce-mine'" })
    expect(answered).toBe(false)
    expect(req.headers['content-security-policy']).toBe("script-src 'nonce-PLACEHOLDER'")
  })

  it('redirects with 308 on the visitor host: /en-au to /en-au/, trailing slashes away, hidden segments to the public path, keeping the query', async () => {
    const { request } = setUp()
    const cases: [string, Record<string, string>, string][] = [
      ['/en-au', {}, 'http://shop.example/en-au/'],
      ['/en-au/products/?sort=price', {}, 'http://shop.example/en-au/products?sort=price'],
      ['/index/en-au/products', { 'x-forwarded-host': 'www.brand.com.au', 'x-forwarded-proto': 'https' }, 'https://www.brand.com.au/en-au/products'],
      ['//evil.example/', {}, 'http://shop.example//evil.example'],
    ]
    for (const [url, headers, location] of cases) {
      const { answered, res } = await request(url, headers)
      expect(answered).toBe(true)
      expect(res.statusCode).toBe(308)
      expect(res.headers.get('location')).toBe(location)
    }
    const bad = await request('/en-au', { host: 'evil.example/path' })
    expect(bad.res.statusCode).toBe(400)
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
    const front = createFront({ placeholder: 'P', siteIndex })
    const req = { url: '/en-au/anything', method: 'GET', headers: {}, socket: {} }
    expect(await front(req, fakeRes())).toBe(false)
    expect(req.url).toBe('/en-au/anything')
    expect(error).toHaveBeenCalledWith(expect.stringContaining('could not load the list of addresses'))
    error.mockRestore()
  })
})

describe('the CMS API query check', () => {
  it("answers 400 in Payload's error shape for paging that is not a whole number in range, or an infinite number", async () => {
    const { request } = setUp()
    for (const url of [
      '/cms-api/products?where[title][equals]=1e309&limit=1e309',
      '/cms-api/products?limit=-1',
      '/cms-api/products?limit=abc',
      '/cms-api/products?limit=99999999',
      '/cms-api/products?page=1.5',
      '/cms-api/products?depth=50',
      '/cms-api/products?where[id][equals]=1e309',
      '/cms-api/reviews?where[rating][greater_than]=-9e999',
      '/cms-api/products?limit=5&limit=5',
      '/cms-api/products?where[title][equals]=a&where[title][equals]=b',
      '/cms-api/products?where[title][equals][x]=a',
      '/cms-api/products?where[or][0][title][like]=a&where[or][0][title][like]=b',
      '/cms-api/products?where[title]=a',
      '/cms-api/products?where[title][sounds_like]=a',
      '/cms-api/products?where={"title":',
      '/cms-api/products?where[or]=x',
    ]) {
      const { answered, res } = await request(url)
      expect(answered, url).toBe(true)
      expect(res.statusCode, url).toBe(400)
      expect(JSON.parse(res.body ?? '{}').errors[0].message, url).toMatch(/^Bad request: /)
    }
  })

  it('lets every query the back office and API clients send through', async () => {
    const { request } = setUp()
    for (const url of [
      '/cms-api/products?limit=10&page=2&depth=1',
      '/cms-api/products?where[title][equals]=1e3',
      '/cms-api/products?where[title][equals]=1e309',
      '/cms-api/products?limit=0',
      '/cms-api/users/me',
      '/cms-api/products?sort=-updatedAt&where[_status][equals]=published',
      '/cms-api/products?where[slug][in]=a&where[slug][in]=fusion5',
      '/cms-api/products?where[slug][in][0]=a&where[slug][in][1]=b',
      '/cms-api/products?where[or][0][and][0][title][like]=razor&where[or][1][slug][equals]=mach3',
      '/cms-api/products?where[brand.key][equals]=gaming&depth=0',
      '/cms-api/products?where={"title":{"equals":"Fusion5"}}',
      '/cms-api/reviews?where[rating][greater_than_equal]=4&sort=-createdAt&limit=25',
    ]) {
      const { answered, res } = await request(url)
      expect(answered, url).toBe(false)
      expect(res.statusCode, url).toBe(200)
    }
    expect(cmsQueryProblem('?limit=25')).toBeUndefined()
    expect(cmsQueryProblem('?limit=25&limit=1e309')).toBe('limit must be given once, as a whole number from 0 to 10000.')
  })
})

describe('CMS API paths', () => {
  it("answer 404 where a segment names an object's own member, which Payload would look up and fail on", async () => {
    const { request } = setUp()
    for (const url of ['/cms-api/constructor', '/cms-api/__proto__?where[id][equals]=x', '/cms-api/products/constructor', '/cms-api/toString']) {
      const { answered, res } = await request(url)
      expect(answered, url).toBe(true)
      expect(res.statusCode, url).toBe(404)
    }
    expect((await request('/cms-api/products/12')).answered).toBe(false)
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
})

describe('back-office changes from another address of the site', () => {
  const signedIn = { cookie: 'payload-token=abc', origin: 'http://shop.example:3000' }

  it("are refused with the address to use; the site's own origins, its loopback names and API clients pass", async () => {
    const { request } = setUp(paths, { siteUrl: 'http://localhost:3000' })
    const refused = await request('/cms-api/pages/1', signedIn, 'PATCH')
    expect(refused.answered).toBe(true)
    expect(refused.res.statusCode).toBe(403)
    expect(JSON.parse(refused.res.body!)).toEqual({
      errors: [
        {
          message:
            "Changes are saved only from the site's own address: open the back office at http://localhost:3000/admin (this page is at http://shop.example:3000).",
        },
      ],
    })
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      expect((await request('/cms-api/pages/1', { ...signedIn, origin }, 'PATCH')).answered, origin).toBe(false)
    }
    // A token in the Authorization header is not a browser's session: Payload checks it itself.
    expect((await request('/cms-api/pages/1', { ...signedIn, authorization: 'JWT x' }, 'PATCH')).answered).toBe(false)
    expect((await request('/cms-api/pages/1', signedIn, 'GET')).answered).toBe(false)
  })
})
