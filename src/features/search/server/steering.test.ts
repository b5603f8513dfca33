import { describe, expect, it } from 'vitest'

import { type SearchResponse, type SearchSteering, createSearchEngine } from './engine'
import { article, fixtureRecords, product } from './fixtures'
import { pluralForms } from './plurals'
import { type AlgoliaRule, ruleEffects } from './queryRules'
import { parseMultipleQueries } from './queryRequest'
import type { AlgoliaSynonym } from './synonyms'

/** The fixture set, with a few more products to steer. */
const records = () => {
  const base = fixtureRecords()
  return {
    ...base,
    products: [
      ...base.products,
      product(20, { title: 'Hydro Cartridges', shortDescription: 'Five-blade refills.', featuredSort: 40 }),
      product(21, { title: 'Travel Shaver', featuredSort: 50 }),
      product(22, { title: 'Razor Stand', featuredSort: 60 }),
      product(23, { title: 'Gift Card', featuredSort: 70 }),
    ],
    articles: [...base.articles, article(3, { title: 'Choosing a Shaver', bodyText: 'Electric or manual.' })],
  }
}

const engineWith = (steering: Partial<SearchSteering>, now = () => Date.UTC(2026, 10, 27, 12)) =>
  createSearchEngine(async () => records(), { loadSteering: async () => ({ synonyms: [], rules: [], ...steering }), now })

async function ask(engine: ReturnType<typeof createSearchEngine>, indexName: string, query: string, params: Record<string, unknown> = {}) {
  const [result] = await engine.search(parseMultipleQueries({ requests: [{ indexName, query, ...params }] }, '*'))
  return result!
}
const titles = (result: SearchResponse) => result.hits.map((hit) => hit.title)

describe('typos and plurals, as Algolia finds them', () => {
  const engine = engineWith({})

  it('finds "razer" (1 typo from 4 letters), "cartriges" (from 8 letters 2 typos are allowed) and "blade" (plural)', async () => {
    expect(titles(await ask(engine, 'en_AU_products', 'razer'))).toEqual(['Fusion5 Razor', 'Mach3 Razor', 'Razor Stand'])
    expect(titles(await ask(engine, 'en_AU_products', 'cartriges'))).toEqual(['Hydro Cartridges'])
    expect(titles(await ask(engine, 'en_AU_products', 'cartrdgs'))).toEqual(['Hydro Cartridges'])
    // Not the last word, so no prefix: "blade" finds "blades" as its plural form.
    expect(titles(await ask(engine, 'en_AU_products', 'blade cartridges'))).toEqual(['Hydro Cartridges'])
    expect(titles(await ask(engine, 'en_AU_products', 'razors'))).toEqual(['Fusion5 Razor', 'Mach3 Razor', 'Razor Stand'])
  })

  it('counts a plural as the word itself: highlighted whole, no typo', async () => {
    const result = await ask(engine, 'en_AU_products', 'razors stand')
    expect(titles(result)).toEqual(['Razor Stand'])
    expect(result.hits[0]!._highlightResult.title).toMatchObject({ value: '<em>Razor</em> <em>Stand</em>', matchLevel: 'full' })
  })

  it('knows English plural forms both ways', () => {
    expect(pluralForms('blade')).toEqual(['blades'])
    expect(pluralForms('blades')).toEqual(['blade'])
    expect(pluralForms('brush')).toEqual(['brushes'])
    expect(pluralForms('brushes')).toContain('brush')
    expect(pluralForms('accessory')).toEqual(['accessories'])
    expect(pluralForms('accessories')).toContain('accessory')
    expect(pluralForms('glass')).toEqual(['glasses'])
    expect(pluralForms('gel')).toEqual(['gels'])
    expect(pluralForms('5')).toEqual([])
  })
})

describe('synonyms', () => {
  const synonyms: AlgoliaSynonym[] = [
    { objectID: 'syn-1', type: 'synonym', synonyms: ['razor', 'shaver'] },
    { objectID: 'syn-2', type: 'oneWaySynonym', input: 'blades', synonyms: ['cartridges'] },
    { objectID: 'syn-3', type: 'oneWaySynonym', input: 'lotion', synonyms: ['beard oil'] },
  ]
  const engine = engineWith({ synonyms })

  it('two-way: each word finds the other, in products, articles and keywords, counted as the word itself', async () => {
    const shaver = await ask(engine, 'en_AU_products', 'shaver')
    // The synonym's records count as exact matches, above "shave" (one typo away).
    expect(titles(shaver)).toEqual(['Fusion5 Razor', 'Mach3 Razor', 'Travel Shaver', 'Razor Stand', 'Sensitive Shave Gel', 'Shave Foam'])
    expect(shaver.hits[0]!._highlightResult.title!.value).toBe('Fusion5 <em>Razor</em>')
    expect(titles(await ask(engine, 'en_AU_products', 'razor'))).toEqual(['Fusion5 Razor', 'Mach3 Razor', 'Travel Shaver', 'Razor Stand'])
    expect(titles(await ask(engine, 'en_AU_articles', 'razor'))).toContain('Choosing a Shaver')
    expect(titles(await ask(engine, 'en_AU_keywords', 'shaver'))).toEqual(['razor burn', 'shave gel'])
    // Without the synonym, only the typo match.
    expect(titles(await ask(engineWith({}), 'en_AU_keywords', 'shaver'))).toEqual(['shave gel'])
  })

  it('one-way: "blades" finds cartridges, "cartridges" does not find what only "blades" would', async () => {
    expect(titles(await ask(engine, 'en_AU_products', 'blades'))).toContain('Hydro Cartridges')
    expect(titles(await ask(engine, 'en_AU_products', 'cartridges'))).toEqual(['Hydro Cartridges'])
    // A phrase as the alternative: all its words.
    expect(titles(await ask(engine, 'en_AU_keywords', 'lotion'))).toEqual(['beard oil'])
    expect(titles(await ask(engine, 'en_AU_keywords', 'beard'))).toEqual(['beard oil'])
  })

  it('an edited synonym reaches the next query: the matches kept per word and per synonym go with the index', async () => {
    let steering: SearchSteering = { synonyms, rules: [] }
    const editable = createSearchEngine(async () => records(), { loadSteering: async () => steering })
    // Searched twice, so the word's matches, its synonyms' and the ranking are all kept.
    for (let i = 0; i < 2; i++) expect(titles(await ask(editable, 'en_AU_products', 'shaver'))).toContain('Fusion5 Razor')
    expect(titles(await ask(editable, 'en_AU_products', 'stand'))).toEqual(['Razor Stand'])
    steering = { synonyms: [{ objectID: 'syn-1', type: 'synonym', synonyms: ['shaver', 'stand'] }], rules: [] }
    // As the CMS's hooks do after a synonym is saved.
    editable.invalidate()
    const shaver = await ask(editable, 'en_AU_products', 'shaver')
    expect(titles(shaver)).toEqual(['Travel Shaver', 'Razor Stand', 'Sensitive Shave Gel', 'Shave Foam'])
    expect(titles(shaver)).not.toContain('Fusion5 Razor')
    expect(titles(await ask(editable, 'en_AU_products', 'stand'))).toEqual(['Travel Shaver', 'Razor Stand'])
  })
})

/**
 * Algolia's documented rule semantics, written from its documentation and not from the engine's code:
 * - a rule applies when it is enabled, `now` is inside one of its validity ranges (Unix seconds, both ends
 *   included) or it has none, and one of its conditions matches: `is`, the query is the pattern; `contains`,
 *   the pattern's words stand together in the query (case aside);
 * - when several apply, the match nearest the start of the query wins, then the longest, then
 *   is > startsWith > endsWith > contains (the rule matching algorithm); a lower rule's pin that conflicts
 *   (the same record, the same position) is dropped;
 * - `hide` removes the records; `promote` puts each record at its position of the whole result list
 *   (0 first), whether or not it matches the query, and counts it in nbHits;
 * - each applied rule's `userData` is returned in the response's `userData` array, in precedence order.
 */
function algoliaSemantics(organic: readonly string[], index: ReadonlySet<string>, rules: readonly AlgoliaRule[], query: string, nowSeconds: number) {
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
  const q = words(query)
  const applied = rules
    .filter((rule) => rule.enabled !== false)
    .filter((rule) => !rule.validity || rule.validity.some((range) => range.from <= nowSeconds && nowSeconds <= range.until))
    .flatMap((rule) => {
      for (const condition of rule.conditions) {
        const p = words(condition.pattern)
        const at =
          condition.anchoring === 'is'
            ? p.join(' ') === q.join(' ')
              ? 0
              : -1
            : q.findIndex((_, start) => p.length > 0 && p.every((word, i) => q[start + i] === word))
        if (at >= 0) return [{ rule, at, length: p.length, anchoring: condition.anchoring === 'is' ? 0 : 3 }]
      }
      return []
    })
    .sort((a, b) => a.at - b.at || b.length - a.length || a.anchoring - b.anchoring)
    .map(({ rule }) => rule)
  const hidden = new Set(applied.flatMap((rule) => (rule.consequence.hide ?? []).map((hide) => hide.objectID)))
  const slots = new Map<number, string>()
  for (const rule of applied)
    for (const promote of rule.consequence.promote ?? [])
      promote.objectIDs.forEach((objectID, i) => {
        if (index.has(objectID) && !hidden.has(objectID) && ![...slots.values()].includes(objectID) && !slots.has(promote.position + i))
          slots.set(promote.position + i, objectID)
      })
  const rest = organic.filter((objectID) => !hidden.has(objectID) && ![...slots.values()].includes(objectID))
  const total = rest.length + slots.size
  const list: string[] = []
  for (let position = 0; list.length < total; position++) {
    const pinned = slots.get(position)
    if (pinned !== undefined) list.push(pinned)
    else if (rest.length > 0) list.push(rest.shift()!)
    else list.push(...[...slots.entries()].filter(([at]) => at > position).map(([, objectID]) => objectID))
  }
  const userData = applied.flatMap((rule) => (rule.consequence.userData ? [rule.consequence.userData] : []))
  return { objectIDs: list, nbHits: total, userData }
}

describe('query rules: the built-in engine answers as Algolia does', () => {
  const at = (iso: string) => Math.floor(Date.parse(iso) / 1000)
  const now = Date.parse('2026-11-27T12:00:00Z')
  const rules: AlgoliaRule[] = [
    { objectID: 'pin', conditions: [{ pattern: 'razor', anchoring: 'is' }], consequence: { promote: [{ objectIDs: ['product-23'], position: 0 }] } },
    {
      objectID: 'pin-two',
      conditions: [{ pattern: 'shave', anchoring: 'contains' }],
      consequence: { promote: [{ objectIDs: ['product-21', 'product-2'], position: 1 }] },
    },
    { objectID: 'hide', conditions: [{ pattern: 'Mach3', anchoring: 'contains' }], consequence: { hide: [{ objectID: 'product-2' }] } },
    { objectID: 'redirect', conditions: [{ pattern: 'contact', anchoring: 'is' }], consequence: { userData: { redirect: '/en-au/contact' } } },
    {
      objectID: 'banner-now',
      conditions: [{ pattern: 'gel', anchoring: 'contains' }],
      consequence: { userData: { banner: { text: 'Gel week', link: '/en-au/offers' } } },
      validity: [{ from: at('2026-11-20T00:00:00Z'), until: at('2026-11-30T00:00:00Z') }],
    },
    {
      objectID: 'banner-later',
      conditions: [{ pattern: 'foam', anchoring: 'contains' }],
      consequence: { userData: { banner: { text: 'Foam month' } } },
      validity: [{ from: at('2026-12-01T00:00:00Z'), until: at('2026-12-31T00:00:00Z') }],
    },
    { objectID: 'off', enabled: false, conditions: [{ pattern: 'balm', anchoring: 'is' }], consequence: { hide: [{ objectID: 'product-6' }] } },
    {
      objectID: 'gel-pin',
      conditions: [{ pattern: 'sensitive gel', anchoring: 'is' }],
      consequence: { promote: [{ objectIDs: ['product-5'], position: 0 }], userData: { banner: { text: 'Sensitive skin?' } } },
    },
  ]
  const queries = ['razor', 'razors', 'shave', 'quick shave foam', 'mach3 razor', 'contact', 'gel', 'sensitive gel', 'foam', 'balm', 'nothing here', 'razer']
  const withRules = engineWith({ rules }, () => now)
  const withoutRules = engineWith({}, () => now)

  it.each(queries)('"%s": the same hits, hit count and userData, every page', async (query) => {
    const organic = await ask(withoutRules, 'en_AU_products', query, { hitsPerPage: 1000 })
    const index = new Set(records().products.map(({ objectID }) => objectID))
    const expected = algoliaSemantics(
      organic.hits.map((hit) => hit.objectID),
      index,
      rules,
      query,
      Math.floor(now / 1000),
    )
    for (const hitsPerPage of [1000, 2]) {
      for (let page = 0; page * hitsPerPage < Math.max(expected.nbHits, 1); page++) {
        const answer = await ask(withRules, 'en_AU_products', query, { hitsPerPage, page })
        expect(answer.hits.map((hit) => hit.objectID)).toEqual(expected.objectIDs.slice(page * hitsPerPage, (page + 1) * hitsPerPage))
        expect(answer.nbHits).toBe(expected.nbHits)
        expect(answer.userData).toEqual(expected.userData.length ? expected.userData : undefined)
      }
    }
  })

  it('exercises every kind: pin, pins past the organic hits, hide, redirect, a banner inside and outside its period, off', async () => {
    expect((await ask(withRules, 'en_AU_products', 'razor')).hits[0]!.objectID).toBe('product-23')
    expect((await ask(withRules, 'en_AU_products', 'mach3 razor')).hits.map((hit) => hit.objectID)).not.toContain('product-2')
    expect((await ask(withRules, 'en_AU_products', 'contact')).userData).toEqual([{ redirect: '/en-au/contact' }])
    expect((await ask(withRules, 'en_AU_products', 'gel')).userData).toEqual([{ banner: { text: 'Gel week', link: '/en-au/offers' } }])
    expect((await ask(withRules, 'en_AU_products', 'foam')).userData).toBeUndefined()
    const inDecember = engineWith({ rules }, () => Date.parse('2026-12-05T00:00:00+11:00'))
    expect((await ask(inDecember, 'en_AU_products', 'foam')).userData).toEqual([{ banner: { text: 'Foam month' } }])
    expect((await ask(withRules, 'en_AU_products', 'balm')).hits.map((hit) => hit.objectID)).toContain('product-6')
    // A pinned record that does not match the query carries no highlight of it.
    expect((await ask(withRules, 'en_AU_products', 'razor')).hits[0]!._highlightResult.title!.matchLevel).toBe('none')
  })

  it('applies on the sort replicas too, and never on articles or keywords', async () => {
    expect((await ask(withRules, 'en_AU_products_price_asc', 'razor')).hits[0]!.objectID).toBe('product-23')
    expect((await ask(withRules, 'en_AU_articles', 'contact')).userData).toBeUndefined()
  })

  it('counts a hidden record ranked past the first pages from the first page on', async () => {
    // 250 razors, featured in reverse: Razor 249 first. The hidden one ranks 151st.
    const razors = Array.from({ length: 250 }, (_, i) => product(100 + i, { title: `Razor ${i}`, featuredSort: 250 - i }))
    const hide: AlgoliaRule = {
      objectID: 'hide-far',
      conditions: [{ pattern: 'razor', anchoring: 'is' }],
      consequence: { hide: [{ objectID: 'product-199' }] },
    }
    const engine = createSearchEngine(async () => ({ ...fixtureRecords(), products: razors }), {
      loadSteering: async () => ({ synonyms: [], rules: [hide] }),
      now: () => now,
    })
    const first = await ask(engine, 'en_AU_products', 'razor', { hitsPerPage: 5 })
    expect(first.nbHits).toBe(249)
    expect(titles(first)).toEqual(['Razor 249', 'Razor 248', 'Razor 247', 'Razor 246', 'Razor 245'])
    expect(titles(await ask(engine, 'en_AU_products', 'razor', { hitsPerPage: 5, page: 30 }))).toEqual([
      'Razor 98',
      'Razor 97',
      'Razor 96',
      'Razor 95',
      'Razor 94',
    ])
  })
})

describe('query rules compiled into maps by word', () => {
  it('a hundred rules over shared words, some with several conditions or out of their period: the rules Algolia applies, in its order', () => {
    // Deterministic pseudo-random choices (a linear congruential generator), so a failure repeats.
    let state = 47
    const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!
    const vocabulary = ['razor', 'Razors', 'shave', 'gel', 'sensitive', 'skin', 'beard', 'oil', 'crème', 'blade']
    const phrase = () => Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(vocabulary)).join(' ')
    const nowSeconds = 1_800_000_000
    const rules: AlgoliaRule[] = Array.from({ length: 100 }, (_, i) => ({
      objectID: `rule-${i}`,
      conditions: Array.from({ length: 1 + Math.floor(next() * 2) }, () => ({ pattern: phrase(), anchoring: pick(['is', 'contains'] as const) })),
      consequence: { userData: { banner: { text: `rule-${i}` } } },
      ...(i % 7 === 0 ? { validity: [{ from: nowSeconds + 60, until: nowSeconds + 120 }] } : {}),
      ...(i % 11 === 0 ? { enabled: false } : {}),
    }))
    const words = (text: string) =>
      text
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean)
    // Algolia's rule matching: each rule's first condition that matches; nearest the start, longest, is before contains, then the given order.
    const applied = (query: string) => {
      const q = words(query)
      return rules
        .filter((rule) => rule.enabled !== false && (!rule.validity || rule.validity.some(({ from, until }) => from <= nowSeconds && nowSeconds <= until)))
        .flatMap((rule) => {
          for (const { pattern, anchoring } of rule.conditions) {
            const p = words(pattern)
            const at = anchoring === 'is' ? (p.join(' ') === q.join(' ') ? 0 : -1) : q.findIndex((_, start) => p.every((word, i) => q[start + i] === word))
            if (at >= 0 && q.length > 0) return [{ rule, at, length: p.length, anchoring: anchoring === 'is' ? 0 : 1 }]
          }
          return []
        })
        .sort((a, b) => a.at - b.at || b.length - a.length || a.anchoring - b.anchoring)
        .map(({ rule }) => rule.objectID)
    }
    let matched = 0
    for (let i = 0; i < 300; i++) {
      const query = phrase()
      const expected = applied(query)
      matched += expected.length
      const effects = ruleEffects(rules, query, nowSeconds)
      expect(effects?.userData.map((data) => data.banner!.text) ?? [], query).toEqual(expected)
    }
    expect(matched).toBeGreaterThan(300)
  })
})

describe('what the page takes from the rules’ userData', () => {
  it('the first redirect and the first banner, safe targets only', async () => {
    const { ruleDirections } = await import('../steering')
    expect(
      ruleDirections([
        { redirect: 'javascript:alert(1)' },
        { banner: { text: 'Gel week', link: '//evil.example', image: '/media/gel.webp', imageAlt: 'Gel' } },
        { redirect: '/en-au/contact-us' },
        { redirect: '/en-au/other', banner: { text: 'Second' } },
        'not an object',
      ]),
    ).toEqual({ redirect: '/en-au/contact-us', banner: { text: 'Gel week', image: '/media/gel.webp', imageAlt: 'Gel' } })
    expect(ruleDirections(undefined)).toEqual({})
  })
})
