import type { CollectionConfig, GlobalConfig } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { CONTENT_COLLECTIONS, CONTENT_GLOBALS } from '../../shared/cache/cacheTags'
import { contentChangeCount } from '../../shared/contentChanges'
import { INTERNAL_ORIGIN_ENV } from '../../shared/serverContract.mjs'
import { Articles } from '../collections/Articles'
import { Brands } from '../collections/Brands'
import { Media } from '../collections/Media'
import { Pages } from '../collections/Pages'
import { Products } from '../collections/Products'
import { SamplingCampaigns } from '../collections/Sampling'
import { SearchRules, SearchSynonyms } from '../collections/SearchSteering'
import * as taxonomies from '../collections/Taxonomies'
import { Users } from '../collections/Users'
import { redirects } from '../editing/redirects'
import { ConsentSettings } from '../globals/ConsentSettings'
import { ContactDetails } from '../globals/ContactDetails'

const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/cache', () => ({ revalidateTag }))
// What a change outside a request falls back to inside the site's own server (never in these tests).
const revalidateOnThisInstance = vi.hoisted(() => vi.fn())
vi.mock('../crossInstance', async (importOriginal) => ({ ...(await importOriginal<typeof import('../crossInstance')>()), revalidateOnThisInstance }))

// The redirects collection comes from Payload's redirects plugin (cms/editing/redirects.ts).
const Redirects = (redirects({ collections: [] } as never) as { collections: CollectionConfig[] }).collections.find(
  (collection) => collection.slug === 'redirects',
)!
const collections: CollectionConfig[] = [
  Pages,
  Products,
  Articles,
  Brands,
  Media,
  Redirects,
  SearchSynonyms,
  SearchRules,
  SamplingCampaigns,
  ...Object.values(taxonomies),
]
/** Renamed products and articles also add their old address's redirect (editing/renameRedirect.ts), after revalidating. */
const withRenameRedirect = new Set(['products', 'articles'])
const globals: GlobalConfig[] = [ContactDetails, ConsentSettings]
const logger = { debug: vi.fn() }
const req = { context: {}, payload: { logger } } as never

const byslug = (slug: string) => collections.find((collection) => collection.slug === slug)!

async function change(slug: string, doc: object, previousDoc: object = doc, operation: 'create' | 'update' = 'update') {
  revalidateTag.mockClear()
  // The revalidation hook (each collection's first afterChange hook).
  for (const hook of (byslug(slug).hooks?.afterChange ?? []).slice(0, 1))
    await hook({ doc, previousDoc, req, collection: byslug(slug), operation, context: {} } as never)
  return revalidateTag.mock.calls.map(([tag, profile]) => ({ tag, profile }))
}

beforeEach(() => revalidateTag.mockClear())

describe('revalidation after an editor changes content', () => {
  it('is wired to every content collection and global (users excepted), and the tag vocabulary names each one', () => {
    expect(collections.map((collection) => collection.slug).sort()).toEqual([...CONTENT_COLLECTIONS].sort())
    for (const collection of collections) {
      expect(collection.hooks?.afterChange, collection.slug).toHaveLength(withRenameRedirect.has(collection.slug) ? 2 : 1)
      expect(collection.hooks?.afterDelete, collection.slug).toHaveLength(1)
    }
    expect(globals.map((global) => global.slug)).toEqual([...CONTENT_GLOBALS])
    for (const global of globals) expect(global.hooks?.afterChange, global.slug).toHaveLength(1)
    expect(Users.hooks?.afterChange).toBeUndefined()
  })

  it('a retailer change expires the retailers tag at once, and nothing of products or articles', async () => {
    expect(await change('retailers', { id: 1, name: 'Chemist' })).toEqual([{ tag: 'retailers', profile: { expire: 0 } }])
  })

  it('a product change expires product lists and that product (under its old slug too), not articles', async () => {
    const tags = (await change('products', { id: 1, slug: 'fusion5-new', _status: 'published' }, { id: 1, slug: 'fusion5', _status: 'published' })).map(
      ({ tag }) => tag,
    )
    expect(tags).toEqual(['products', 'products:fusion5-new', 'products:fusion5'])
  })

  it('a changed image (new file, alt text, focal point) expires every read that shows images; a new upload nothing', async () => {
    expect(await change('media', { id: 3, alt: 'New words' }, { id: 3, alt: 'Old words' })).toEqual([{ tag: 'media', profile: { expire: 0 } }])
    expect(await change('media', { id: 4, alt: 'Just uploaded' }, {}, 'create')).toEqual([])
  })

  it('a page change expires that page by path; the home page has the empty path', async () => {
    expect((await change('pages', { path: '', _status: 'published' })).map(({ tag }) => tag)).toEqual(['pages', 'pages:'])
  })

  it('a draft nobody has seen published changes nothing public', async () => {
    expect(await change('articles', { slug: 'draft', _status: 'draft' }, { slug: 'draft', _status: 'draft' })).toEqual([])
    // Unpublishing does: the public copy goes away.
    expect((await change('articles', { _status: 'draft' }, { _status: 'published' })).map(({ tag }) => tag)).toEqual(['articles'])
  })

  it('a synonym or search rule change moves the content-change count, so every instance’s search rebuilds with it', async () => {
    const before = contentChangeCount()
    expect(await change('search-synonyms', { id: 1, kind: 'synonym', synonyms: 'razor, shaver' }, undefined, 'create')).toEqual([
      { tag: 'search-synonyms', profile: { expire: 0 } },
    ])
    expect(await change('search-rules', { id: 2, pattern: 'contact', redirect: '/en-au/contact-us' })).toEqual([
      { tag: 'search-rules', profile: { expire: 0 } },
    ])
    expect(contentChangeCount()).toBe(before + 2)
  })

  it('the contact details global expires its own tag; every change moves the content-change count', async () => {
    const before = contentChangeCount()
    for (const hook of ContactDetails.hooks?.afterChange ?? []) await hook({ doc: {}, previousDoc: {}, req, global: ContactDetails, context: {} } as never)
    expect(revalidateTag.mock.calls).toEqual([['global:contact-details', { expire: 0 }]])
    expect(contentChangeCount()).toBe(before + 1)
  })

  it('outside a Next.js server (seed, scripts) a change still counts but revalidates nothing', async () => {
    expect(process.env[INTERNAL_ORIGIN_ENV], "set only by the site's own server").toBeUndefined()
    revalidateTag.mockImplementationOnce(() => {
      throw new Error('Invariant: static generation store missing')
    })
    logger.debug.mockClear()
    const before = contentChangeCount()
    const doc = { id: 1, name: 'Ashford' }
    const [hook] = byslug('brands').hooks!.afterChange!
    // The save goes on: the hook gives the document back rather than failing the seed or script.
    await expect(hook!({ doc, previousDoc: doc, req, collection: byslug('brands'), operation: 'update', context: {} } as never)).resolves.toBe(doc)
    expect(contentChangeCount()).toBe(before + 1)
    // Next refused the one tag it was given, and the site's server was not asked instead.
    expect(revalidateTag.mock.calls).toEqual([['brands', { expire: 0 }]])
    expect(revalidateTag.mock.results.map((result) => result.type)).toEqual(['throw'])
    expect(revalidateOnThisInstance).not.toHaveBeenCalled()
    expect(logger.debug).toHaveBeenCalledWith(expect.objectContaining({ msg: 'revalidate after brands change skipped (not in a Next.js server)' }))
  })
})
