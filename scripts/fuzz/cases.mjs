/**
 * Malformed requests for the fuzz check (`npm run test:fuzz`, and a short run in the browser suite):
 * every page type, the search API, the reviews API, the form endpoints and the CMS login, each asked
 * with bad encodings, control characters, huge values, wrong types, unknown parameters, oversized bodies
 * and wrong content types. Deterministic: the same seed gives the same requests.
 */
import { mulberry32 } from '../../src/shared/random/mulberry32.mjs'

/** Public pages, one of each type, and routes with parameters. */
export const PAGES = [
  '/en-au/',
  '/en-au/products',
  '/en-au/razors',
  '/en-au/products/fusion5',
  '/en-au/family/fusion5',
  '/en-au/compare-products',
  '/en-au/shaving-advisor',
  '/en-au/search-results',
  '/en-au/contact-us',
  '/en-au/faq',
  '/en-au/sitemap',
  '/en-au/articles',
  '/en-au/articles/shaving-tips',
  '/en-au/articles/shaving-tips/how-to-shave',
  '/en-au/fav-page',
  '/en-au/write-review/fusion5',
  '/en-au/gaming',
  '/en-au/gaming/register',
  '/en-au/product-registration',
  '/en-au/double-optin',
  '/en-au/unsubscribe',
  '/en-au/country-selector',
  '/sitemap.xml',
  '/robots.txt',
]

/** JSON and form endpoints: [method, path, kind of body]. Kinds: 'algolia', 'form', 'json', 'multipart'. */
export const ENDPOINTS = [
  ['POST', '/api/search/1/indexes/*/queries', 'algolia'],
  ['POST', '/api/search/1/indexes/en_AU_products/query', 'algolia'],
  ['GET', '/api/reviews/data/reviews.json', 'query'],
  ['GET', '/api/reviews/data/products.json', 'query'],
  ['POST', '/api/reviews/data/submitreview.json', 'form'],
  ['POST', '/api/reviews/data/submitfeedback.json', 'form'],
  ['POST', '/api/reviews/data/authenticateuser.json', 'form'],
  ['POST', '/api/reviews/data/uploadphoto.json', 'multipart'],
  ['POST', '/api/reviews/data/uploadvideo.json', 'multipart'],
  ['POST', '/cms-api/users/login', 'json'],
  ['POST', '/en-au/contact-us', 'form'],
  ['POST', '/api/forms/newsletter', 'form'],
  ['POST', '/api/forms/waitlist', 'form'],
  ['POST', '/api/forms/gaming', 'form'],
  ['POST', '/api/forms/product-registration', 'form'],
  ['POST', '/api/forms/contact', 'form'],
  ['POST', '/api/forms/newsletter', 'json'],
  ['POST', '/api/forms/contact', 'json'],
  ['POST', '/api/forms/sampling', 'form'],
  ['POST', '/api/forms/sampling', 'json'],
  ['POST', '/api/sampling/recipients', 'json'],
  ['GET', '/en-au/sampling/fusion5-free-trial', 'query'],
  ['POST', '/en-au/sampling/fusion5-free-trial', 'form'],
  ['POST', '/api/unsubscribe', 'form'],
  ['GET', '/en-au/double-optin', 'query'],
  ['GET', '/en-au/unsubscribe', 'query'],
  ['POST', '/en-au/unsubscribe', 'form'],
  ['GET', '/api/site-paths', 'query'],
  ['GET', '/cms-api/products', 'query'],
  ['GET', '/cms-api/articles', 'query'],
  ['GET', '/cms-api/reviews', 'query'],
]

const NASTY_STRINGS = [
  '%',
  '%%',
  '%E0%A4%A',
  '%C0%AF',
  '%00',
  '\u0000',
  '\u0007\u001b[31m',
  '\ud800',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '{"$gt":""}',
  '__proto__',
  'constructor',
  '𝕏'.repeat(50),
  'a'.repeat(5000),
  '-1',
  '1e309',
  'NaN',
  'null',
  '[]',
  '{}',
  'true',
  '0x7fffffff',
  '9'.repeat(40),
  '  ',
  '\r\nSet-Cookie: x=1',
  'ProductId:eq:',
  'Rating:gte:',
  'Id:',
  ':::',
  ',,,,',
]

const QUERY_KEYS = [
  'q',
  'page',
  'sort',
  'filter',
  'products',
  'skin',
  'topic',
  'token',
  'Filter',
  'Sort',
  'Limit',
  'Offset',
  'Include',
  'Stats',
  'passkey',
  'apiversion',
  'ApiVersion',
  'Limit_Reviews',
  'unknown',
  '__proto__',
  '%',
  '',
  'limit',
  'depth',
  'where[title][equals]',
  'where[id][equals]',
  'where[rating][greater_than]',
]

/** A seeded random generator, so runs are repeatable. */
export const random = mulberry32

const pick = (rand, list) => list[Math.floor(rand() * list.length)]

/** A raw query value: sometimes encoded, sometimes left raw so the percent signs reach the server. */
function queryValue(rand) {
  const value = pick(rand, NASTY_STRINGS)
  return rand() < 0.5
    ? encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))
    : value.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c.replace(/[\ud800-\udfff]/g, 'x')))
}

function queryString(rand) {
  const count = 1 + Math.floor(rand() * 4)
  const parts = []
  for (let i = 0; i < count; i++) parts.push(`${pick(rand, QUERY_KEYS)}=${queryValue(rand)}`)
  if (rand() < 0.2) parts.push(`apiversion=5.4&passkey=${queryValue(rand)}`)
  return parts.join('&')
}

function body(rand, kind) {
  const roll = rand()
  if (roll < 0.15) return { headers: { 'content-type': 'application/json' }, data: '{"unterminated": ' }
  if (roll < 0.25) return { headers: { 'content-type': 'text/plain' }, data: pick(rand, NASTY_STRINGS) }
  if (roll < 0.3) return { headers: { 'content-type': 'application/octet-stream' }, data: Buffer.alloc(64 * 1024 + Math.floor(rand() * 1024 * 1024), 0x41) }
  if (roll < 0.35) return { headers: { 'content-type': 'multipart/form-data; boundary=x' }, data: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n' }
  if (kind === 'algolia') {
    const requests = [
      {
        indexName: pick(rand, ['en_AU_products', 'en_AU_articles', 'nope', '', 42]),
        query: pick(rand, NASTY_STRINGS),
        hitsPerPage: pick(rand, [5, -1, 1e9, 'x', null]),
        page: pick(rand, [0, -3, 'x', 1e9]),
      },
    ]
    return {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify(rand() < 0.5 ? { requests } : { requests: pick(rand, [null, 'x', [null], {}]) }),
    }
  }
  if (kind === 'json')
    return {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify({ email: pick(rand, NASTY_STRINGS), password: pick(rand, [...NASTY_STRINGS, 42, null, []]) }),
    }
  const fields = new URLSearchParams()
  const names = [
    'email',
    'name',
    'ProductId',
    'rating',
    'title',
    'reviewtext',
    'usernickname',
    'useremail',
    'ContentId',
    'ContentType',
    'FeedbackType',
    'Vote',
    'authtoken',
    'Action',
    'consent',
    'token',
    'birthDate',
    'purchaseDate',
    'apiversion',
    'passkey',
  ]
  const count = 1 + Math.floor(rand() * 8)
  for (let i = 0; i < count; i++) fields.append(pick(rand, names), pick(rand, NASTY_STRINGS).replace(/[\ud800-\udfff]/g, ''))
  return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: fields.toString() }
}

/** The n-th request of a run: { method, path, headers, data }. */
export function fuzzCase(rand) {
  const roll = rand()
  if (roll < 0.45) {
    const page = pick(rand, PAGES)
    const broken = rand() < 0.4 ? `${page}${page.endsWith('/') ? '' : '/'}${queryValue(rand)}` : page
    return { method: rand() < 0.9 ? 'GET' : 'POST', path: `${broken}?${queryString(rand)}`, headers: {}, data: undefined }
  }
  const [method, path, kind] = pick(rand, ENDPOINTS)
  const target = rand() < 0.15 ? path.replace(/\/[^/]*$/, `/${queryValue(rand)}`) : path
  if (method === 'GET' || kind === 'query') return { method: 'GET', path: `${target}?${queryString(rand)}`, headers: {}, data: undefined }
  const { headers, data } = body(rand, kind)
  return { method, path: rand() < 0.3 ? `${target}?${queryString(rand)}` : target, headers, data }
}
