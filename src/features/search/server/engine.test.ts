import { describe, expect, it, vi } from 'vitest'

import { MAX_QUERY_LENGTH } from '../constants'
import { createSearchEngine } from './engine'
import { fixtureRecords, product } from './fixtures'
import { SearchRequestError, parseMultipleQueries } from './queryRequest'

const engine = createSearchEngine(async () => fixtureRecords())

/** One query, sent as the lite client sends it (v5 fields). */
async function search(indexName: string, params: Record<string, unknown> = {}) {
  const [result] = await engine.search(parseMultipleQueries({ requests: [{ indexName, ...params }] }, '*'))
  return result!
}

const titles = (result: { hits: Record<string, unknown>[] }) => result.hits.map((hit) => hit.title)

describe('built-in search engine', () => {
  it('tolerates one typo from 4 letters, none below', async () => {
    expect(titles(await search('en_AU_products', { query: 'razr' }))).toEqual(['Fusion5 Razor', 'Mach3 Razor'])
    expect(titles(await search('en_AU_products', { query: 'trimer' }))).toEqual(['Beard Trimmer'])
    expect((await search('en_AU_products', { query: 'gek' })).nbHits).toBe(0)
  })

  it('matches the beginning of the last word only, and highlights the typed part', async () => {
    const result = await search('en_AU_products', { query: 'fus' })
    expect(titles(result)).toEqual(['Fusion5 Razor'])
    expect(result.hits[0]!._highlightResult.title).toEqual({
      value: '<em>Fus</em>ion5 Razor',
      matchLevel: 'full',
      matchedWords: ['fus'],
      fullyHighlighted: false,
    })
    expect(titles(await search('en_AU_keywords', { query: 'bea' }))).toEqual(['beard oil'])
    // Not the last word: "bea" must be a whole word, so only the fallback (any word) finds records.
    expect(titles(await search('en_AU_keywords', { query: 'bea oil' }))).toEqual(['beard oil'])
    expect((await search('en_AU_keywords', { query: 'bea razor' })).hits[0]!.title).toBe('razor burn')
  })

  it('matches descriptions and body text on whole words only', async () => {
    expect(titles(await search('en_AU_products', { query: 'lather' }))).toEqual(['Sensitive Shave Gel'])
    expect((await search('en_AU_products', { query: 'lath' })).nbHits).toBe(0)
    expect((await search('en_AU_products', { query: 'lathre' })).nbHits).toBe(0)
    expect(titles(await search('en_AU_articles', { query: 'barbr' }))).toEqual([])
  })

  it('ranks a match in the title above one in keywords above one in body text, whatever featuredSort says', async () => {
    expect(titles(await search('en_AU_products', { query: 'foam' }))).toEqual(['Shave Foam', 'Cooling Balm', 'Body Wash'])
  })

  it('counts a word found in both a title and a description as a title match', async () => {
    // minisearch's match data keeps only the description for such a word; featuredSort prefers the balm.
    const products = [
      product(1, { title: 'Shave Balm', product_description: 'Soothes the skin after a razor shave.', featuredSort: 1 }),
      product(2, { title: 'Travel Razor', product_description: 'A razor that folds into its own case.', featuredSort: 2 }),
    ]
    const own = createSearchEngine(async () => ({ ...fixtureRecords(), products }))
    const [result] = await own.search(parseMultipleQueries({ requests: [{ indexName: 'en_AU_products', query: 'razor' }] }, '*'))
    expect(titles(result!)).toEqual(['Travel Razor', 'Shave Balm'])
  })

  it('credits each query word with its best attribute, fewest typos first', async () => {
    const products = [
      // "sensitive" in the title, "gel" in the description
      product(1, { title: 'Sensitive Razor', product_description: 'Glides best with a gel.', featuredSort: 1 }),
      // both words in the title
      product(2, { title: 'Sensitive Shave Gel', featuredSort: 2 }),
      // "blades" exactly in the description only; its title's "Blade" is the singular
      product(3, { title: 'Twin Blade Razor', product_description: 'Two blades, one pivot.', featuredSort: 3 }),
      product(4, { title: 'Refill Blades', featuredSort: 4 }),
    ]
    const own = createSearchEngine(async () => ({ ...fixtureRecords(), products }))
    const search = async (query: string) => titles((await own.search(parseMultipleQueries({ requests: [{ indexName: 'en_AU_products', query }] }, '*')))[0]!)
    expect(await search('sensitive gel')).toEqual(['Sensitive Shave Gel', 'Sensitive Razor'])
    // Plurals count as the word itself (Algolia's ignorePlurals and alternativesAsExact): both titles hold it, featuredSort decides.
    expect(await search('blades')).toEqual(['Twin Blade Razor', 'Refill Blades'])
    // Typed with a typo, both titles match with one: the names rank by featuredSort.
    expect(await search('blads')).toEqual(['Twin Blade Razor', 'Refill Blades'])
  })

  it('orders equally relevant products by featuredSort', async () => {
    // Both titles hold "shave" as a whole word; the shorter title scores higher, featuredSort wins.
    expect(titles(await search('en_AU_products', { query: 'shave' })).slice(0, 2)).toEqual(['Sensitive Shave Gel', 'Shave Foam'])
  })

  it('needs every word, and falls back to any word when no record has them all', async () => {
    expect(titles(await search('en_AU_products', { query: 'sensitive gel' }))).toEqual(['Sensitive Shave Gel'])
    expect(titles(await search('en_AU_products', { query: 'razor banana' }))).toEqual(['Fusion5 Razor', 'Mach3 Razor'])
  })

  it('searches article body text and keywords', async () => {
    expect(titles(await search('en_AU_articles', { query: 'barber' }))).toEqual(['Caring for Your Beard'])
    expect(titles(await search('en_AU_articles', { query: 'wet shaving' }))).toEqual(['How to Shave: A Step-by-Step Guide'])
  })

  it('compares without case or accents', async () => {
    expect(titles(await search('en_AU_products', { query: 'RAZÓR' }))).toEqual(['Fusion5 Razor', 'Mach3 Razor'])
  })

  it('highlights in Algolia’s shape, escaping the record’s text before inserting the tags', async () => {
    const result = await search('en_AU_products', { query: 'stubble', highlightPreTag: '<mark>', highlightPostTag: '</mark>' })
    const [hit] = result.hits
    expect(hit!._highlightResult.shortDescription).toEqual({
      value: 'Trims &lt;b&gt;<mark>stubble</mark>&lt;/b&gt; &amp; &quot;long&quot; beards alike.',
      matchLevel: 'full',
      matchedWords: ['stubble'],
      fullyHighlighted: false,
    })
    expect(hit!._highlightResult.title).toEqual({ value: 'Beard Trimmer', matchLevel: 'none', matchedWords: [] })
    expect(hit!.shortDescription).toBe('Trims <b>stubble</b> & "long" beards alike.')
  })

  it('says which query words an attribute matched: full, partial or none', async () => {
    const [hit] = (await search('en_AU_products', { query: 'sensitve shave gel' })).hits
    expect(hit!._highlightResult.title).toEqual({
      value: '<em>Sensitive</em> <em>Shave</em> <em>Gel</em>',
      matchLevel: 'full',
      matchedWords: ['sensitve', 'shave', 'gel'],
      fullyHighlighted: true,
    })
    expect(hit!._highlightResult.shortDescription!.matchLevel).toBe('partial')
  })

  it('pages by page and hitsPerPage, counting every hit', async () => {
    const first = await search('en_AU_products', { hitsPerPage: 3 })
    expect(first).toMatchObject({ nbHits: 7, nbPages: 3, page: 0, hitsPerPage: 3, exhaustiveNbHits: true, index: 'en_AU_products' })
    expect(first.hits).toHaveLength(3)
    expect((await search('en_AU_products', { hitsPerPage: 3, page: 2 })).hits).toHaveLength(1)
    expect((await search('en_AU_products', { hitsPerPage: 3, page: 5 })).hits).toEqual([])
    expect(await search('en_AU_products', { query: 'razor' })).toMatchObject({ nbHits: 2, nbPages: 1, hitsPerPage: 20 })
  })

  it('ranks as far as a later page needs, after a first page ranked less', async () => {
    // 250 razors, featured in reverse: Razor 249 first.
    const razors = Array.from({ length: 250 }, (_, i) => product(100 + i, { title: `Razor ${i}`, featuredSort: 250 - i }))
    const own = createSearchEngine(async () => ({ ...fixtureRecords(), products: razors }))
    const page = async (page: number, hitsPerPage: number) =>
      (await own.search(parseMultipleQueries({ requests: [{ indexName: 'en_AU_products', query: 'razor', page, hitsPerPage }] }, '*')))[0]!
    expect(titles(await page(0, 5))).toEqual(['Razor 249', 'Razor 248', 'Razor 247', 'Razor 246', 'Razor 245'])
    expect(titles(await page(19, 5))).toEqual(['Razor 154', 'Razor 153', 'Razor 152', 'Razor 151', 'Razor 150'])
    expect(titles(await page(30, 5))).toEqual(['Razor 99', 'Razor 98', 'Razor 97', 'Razor 96', 'Razor 95'])
    expect(titles(await page(2, 100))).toEqual(Array.from({ length: 50 }, (_, i) => `Razor ${49 - i}`))
    expect((await page(0, 5)).nbHits).toBe(250)
  })

  it('returns every record for an empty query, products by featuredSort', async () => {
    const result = await search('en_AU_products')
    expect(titles(result)).toEqual(['Fusion5 Razor', 'Sensitive Shave Gel', 'Mach3 Razor', 'Beard Trimmer', 'Body Wash', 'Cooling Balm', 'Shave Foam'])
    expect(result.hits[0]!._highlightResult.title).toEqual({ value: 'Fusion5 Razor', matchLevel: 'none', matchedWords: [] })
    expect(titles(await search('en_AU_keywords', { query: '  !? ' }))).toEqual(['beard oil', 'razor burn', 'shave gel'])
  })

  it('orders the sort replicas by their attribute, records without a value last', async () => {
    expect(titles(await search('en_AU_products_price_asc'))).toEqual([
      'Shave Foam',
      'Sensitive Shave Gel',
      'Body Wash',
      'Cooling Balm',
      'Mach3 Razor',
      'Fusion5 Razor',
      'Beard Trimmer',
    ])
    expect(titles(await search('en_AU_products_price_desc')).slice(0, 3)).toEqual(['Fusion5 Razor', 'Mach3 Razor', 'Cooling Balm'])
    expect(titles(await search('en_AU_products_rating_desc'))).toEqual([
      'Sensitive Shave Gel',
      'Fusion5 Razor',
      'Mach3 Razor',
      // no rating: by featuredSort
      'Beard Trimmer',
      'Body Wash',
      'Cooling Balm',
      'Shave Foam',
    ])
    expect(titles(await search('en_AU_products_name_asc'))[0]).toBe('Beard Trimmer')
    // With a query, a replica sorts the matching records.
    expect(titles(await search('en_AU_products_price_asc', { query: 'razor' }))).toEqual(['Mach3 Razor', 'Fusion5 Razor'])
  })

  it('answers a repeated query alike, highlighting the words as typed this time', async () => {
    const first = await search('en_AU_products', { query: 'Razor', hitsPerPage: 1, page: 1 })
    const again = await search('en_AU_products', { query: 'razor', hitsPerPage: 1, page: 1 })
    expect(titles(again)).toEqual(titles(first))
    expect(titles(again)).toEqual(['Mach3 Razor'])
    expect(first.hits[0]!._highlightResult.title!.matchedWords).toEqual(['Razor'])
    expect(again.hits[0]!._highlightResult.title).toMatchObject({ value: 'Mach3 <em>Razor</em>', matchedWords: ['razor'] })
  })

  it('drops control characters from the query', async () => {
    const result = await search('en_AU_products', { query: 'ra\u0000zor\u0007' })
    expect(result.query).toBe('razor')
    expect(result.nbHits).toBe(2)
    expect((await search('en_AU_products', { query: 'sensitive\ngel' })).query).toBe('sensitive gel')
  })

  it('treats markup and SQL as plain text', async () => {
    for (const query of ['<script>alert(1)</script>', "' OR 1=1; DROP TABLE products; --", '"><img src=x onerror=alert(1)>']) {
      const result = await search('en_AU_products', { query, attributesToHighlight: ['*'] })
      expect(result.query).toBe(query)
      expect(JSON.stringify(result.hits)).not.toMatch(/<script|<img/)
    }
  })

  it('refuses a query longer than 512 characters', async () => {
    expect((await search('en_AU_products', { query: 'a'.repeat(MAX_QUERY_LENGTH) })).nbHits).toBe(0)
    await expect(search('en_AU_products', { query: 'a'.repeat(MAX_QUERY_LENGTH + 1) })).rejects.toThrow(SearchRequestError)
  })

  it('retrieves only the attributes asked for', async () => {
    const [hit] = (await search('en_AU_products', { query: 'mach3', attributesToRetrieve: ['title', 'url'] })).hits
    expect(Object.keys(hit!).sort()).toEqual(['_highlightResult', 'objectID', 'title', 'url'])
  })

  it('builds once for concurrent first searches, and again after invalidate()', async () => {
    const load = vi.fn(async () => fixtureRecords())
    const lazy = createSearchEngine(load)
    const queries = parseMultipleQueries({ requests: [{ indexName: 'en_AU_keywords' }] }, '*')
    expect(load).not.toHaveBeenCalled()
    await Promise.all([lazy.search(queries), lazy.search(queries), lazy.search(queries)])
    expect(load).toHaveBeenCalledTimes(1)
    lazy.invalidate()
    const changed = fixtureRecords()
    changed.keywords.push({ objectID: 'keyword-9', title: 'travel kit' })
    load.mockResolvedValueOnce(changed)
    expect((await lazy.search(queries))[0]!.nbHits).toBe(4)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('tries the build again on the next search when loading the records failed', async () => {
    const load = vi.fn(async () => fixtureRecords()).mockRejectedValueOnce(new Error('database unavailable'))
    const flaky = createSearchEngine(load)
    const queries = parseMultipleQueries({ requests: [{ indexName: 'en_AU_keywords' }] }, '*')
    await expect(flaky.search(queries)).rejects.toThrow('database unavailable')
    expect((await flaky.search(queries))[0]!.nbHits).toBe(3)
  })
})
