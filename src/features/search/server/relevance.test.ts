import { describe, expect, it } from 'vitest'

import { SEARCH_RESULTS_SHOWN } from '../constants'
import { searchIndexNames } from '../indexNames'
import { createSearchEngine } from './engine'
import { parseMultipleQueries } from './queryRequest'
import { seededRecords } from './seedRecords'
import { pluralForms } from './plurals'
import { indexTerms } from './text'

/**
 * The relevance test set: real queries on the seeded catalogue, articles and keywords, with the hits a
 * shopper expects first. Products and articles are named by slug (the last part of their URL),
 * keywords by title.
 */
const engine = createSearchEngine(async () => seededRecords())

type IndexKey = keyof typeof searchIndexNames

async function ranked(index: IndexKey, query: string, hitsPerPage = 1000) {
  const [result] = await engine.search(parseMultipleQueries({ requests: [{ indexName: searchIndexNames[index], query, hitsPerPage }] }, '*'))
  return result!.hits.map((hit) => ({ name: index === 'keywords' ? String(hit.title) : String(hit.url).split('/').at(-1)!, title: String(hit.title) }))
}
const names = async (index: IndexKey, query: string, hitsPerPage?: number) => (await ranked(index, query, hitsPerPage)).map(({ name }) => name)

interface Expectation {
  index: IndexKey
  query: string
  /** The first hits, in this order. */
  first: string[]
  why: string
}

const expectations: Expectation[] = [
  {
    index: 'products',
    query: 'razor',
    first: ['fusion5', 'proglide', 'heated-razor', 'proshield', 'mach3'],
    why: 'the overlay’s five products are the main razors (Razor in the title), in featured order',
  },
  {
    index: 'products',
    query: 'razr',
    first: ['fusion5', 'proglide', 'heated-razor', 'proshield', 'mach3'],
    why: 'one typo in a 4-letter word still finds the razors, in the same order',
  },
  {
    index: 'products',
    query: 'blades',
    first: ['fusion5-blades', 'proglide-blades', 'proshield-blades', 'mach3-blades', 'skinguard-blades'],
    why: 'blade refills (Blades in the title) before razors whose descriptions mention their blades',
  },
  {
    index: 'products',
    query: 'razor blades',
    first: ['fusion5-blades', 'proglide-blades', 'proshield-blades', 'mach3-blades', 'skinguard-blades'],
    why: 'both words in the title beat one in the title and one in the description',
  },
  {
    index: 'products',
    query: 'fusion5',
    first: ['fusion5', 'fusion5-blades', 'fusion5-gift-set'],
    why: 'the three products named Fusion5 before blades that only say in their text that they fit a Fusion5 handle',
  },
  {
    index: 'products',
    query: 'sensitive',
    first: ['skinguard-sensitive', 'sensitive-shave-gel', 'skinguard-blades', 'skinguard-sensitive-shave-gel', 'after-shave-balm'],
    why: 'the four products named Sensitive, then the balm whose keywords say sensitive skin',
  },
  {
    index: 'products',
    query: 'gel',
    first: ['sensitive-shave-gel', 'cooling-shave-gel', 'skinguard-sensitive-shave-gel', 'kcg-transparent-shave-gel', 'labs-shave-gel'],
    why: 'shave gels (Gel in the title) before razors and kits whose descriptions mention gel',
  },
  {
    index: 'products',
    query: 'sensitive gel',
    first: ['sensitive-shave-gel', 'skinguard-sensitive-shave-gel'],
    why: 'the gels with both words in their names',
  },
  {
    index: 'products',
    query: 'beard oil',
    first: ['kcg-beard-oil'],
    why: 'the product named Beard Oil before the other beard products that mention oil',
  },
  {
    index: 'products',
    query: 'mach 3',
    first: ['mach3', 'mach3-turbo'],
    why: '"mach" finds Mach3 with one typo; the Mach3 razor comes first, as featured',
  },
  {
    index: 'products',
    query: 'prog',
    first: ['proglide', 'proglide-blades'],
    why: 'the beginning of a name finds that range, razor first',
  },
  {
    index: 'products',
    query: 'heated',
    first: ['heated-razor'],
    why: 'the Heated Razor before blades that mention a heated bar in their text',
  },
  {
    index: 'products',
    query: 'after shave',
    first: ['after-shave-balm'],
    why: 'the After-Shave Balm (both words in its name) before products that say "after" and "shave" in their copy',
  },
  {
    index: 'products',
    query: 'moisturizer',
    first: ['kcg-face-moisturiser', 'labs-moisturiser'],
    why: 'the American spelling is one typo from the moisturisers’ names',
  },
  {
    index: 'products',
    query: 'kit',
    first: ['gaming-skin-care-kit'],
    why: 'the one product named Kit',
  },
  {
    index: 'products',
    query: 'gift set',
    first: ['fusion5-gift-set'],
    why: 'the one product named Gift Set',
  },
  {
    index: 'products',
    query: 'gift',
    first: ['fusion5-gift-set', 'heated-razor', 'gaming-skin-care-kit'],
    why: 'the gift set by name, then the products kept under the keyword "gift ideas"',
  },
  {
    index: 'articles',
    query: 'razor burn',
    first: ['how-to-prevent-razor-burn'],
    why: 'the article about razor burn by its title',
  },
  {
    index: 'articles',
    query: 'beard oil',
    first: ['beard-oil-vs-beard-balm'],
    why: 'the article with Beard Oil in its title',
  },
  {
    index: 'articles',
    query: 'safety razor',
    first: ['how-to-use-a-safety-razor'],
    why: 'the safety razor guide by its title',
  },
  {
    index: 'keywords',
    query: 'razor b',
    first: ['razor burn', 'razor bumps', 'razor blades'],
    why: 'suggestions completing the last word, before those with a "b" word elsewhere',
  },
  {
    index: 'keywords',
    query: 'fusion',
    first: ['fusion5'],
    why: 'the beginning of a keyword suggests it',
  },
]

describe('search relevance on the seeded site', () => {
  it.each(expectations)('$index "$query": $why', async ({ index, query, first }) => {
    expect((await names(index, query)).slice(0, first.length)).toEqual(first)
  })

  it.each(['razor', 'blades', 'fusion5', 'sensitive', 'gel', 'shave', 'balm', 'wash', 'heated', 'beard', 'trimmer'])(
    'products "%s": every product with the word (a word it begins, or its singular or plural) in its name ranks above every product without',
    async (query) => {
      const inName = (title: string) => indexTerms(title).some((term) => term.startsWith(query) || pluralForms(query).includes(term))
      const hasWord = (await ranked('products', query)).map(({ title }) => inName(title))
      expect(hasWord.indexOf(false)).toBeGreaterThan(0)
      expect(hasWord.lastIndexOf(true)).toBeLessThan(hasWord.indexOf(false))
    },
  )

  it('keeps the After-Shave Balm out of the overlay’s products for "razor"', async () => {
    const shown = await names('products', 'razor', SEARCH_RESULTS_SHOWN)
    expect(shown).toHaveLength(SEARCH_RESULTS_SHOWN)
    expect(shown).not.toContain('after-shave-balm')
  })
})
