import { describe, expect, it } from 'vitest'

import { cmsQueryProblem, namesObjectMember } from './restQueryCheck'

describe("the CMS API's query check (before Payload hands a query to the database)", () => {
  it("answers 400 in Payload's error shape for paging that is not a whole number in range, or an infinite number", () => {
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
      expect(cmsQueryProblem(url.slice(url.indexOf('?'))), url).toEqual(expect.any(String))
    }
  })

  it('lets every query the back office and API clients send through', () => {
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
      const at = url.indexOf('?')
      expect(at === -1 ? undefined : cmsQueryProblem(url.slice(at)), url).toBeUndefined()
    }
    expect(cmsQueryProblem('?limit=25')).toBeUndefined()
    expect(cmsQueryProblem('?limit=25&limit=1e309')).toBe('limit must be given once, as a whole number from 0 to 10000.')
  })
})

describe('CMS API paths', () => {
  it("name an object's own member, which Payload would look up and fail on", () => {
    for (const path of ['/cms-api/constructor', '/cms-api/__proto__', '/cms-api/products/constructor', '/cms-api/toString'])
      expect(namesObjectMember(path), path).toBe(true)
    expect(namesObjectMember('/cms-api/products/12')).toBe(false)
  })
})
