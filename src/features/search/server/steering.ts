import { MEDIA_FIELDS, pictureOf } from '@/cms/media'
import { payloadClient } from '@/cms/payload'
import { idOf } from '@/cms/relations'
import type { Media, SearchRule, SearchSynonym } from '@/payload-types'

import { type SearchBanner, type SearchRuleUserData, isSafeTarget } from '../steering'
import type { SearchSteering } from './engine'
import type { AlgoliaRule } from './queryRules'
import { productObjectID } from './records'
import type { AlgoliaSynonym } from './synonyms'

/** "razor, shaver" → ['razor', 'shaver']. */
const wordsOf = (list: string | null | undefined) =>
  (list ?? '')
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean)

/** An editor's synonym in Algolia's format (objectID `synonym-<id>`); undefined when it says nothing. */
export function synonymOf(doc: Pick<SearchSynonym, 'id' | 'kind' | 'input' | 'synonyms'>): AlgoliaSynonym | undefined {
  const objectID = `synonym-${doc.id}`
  const synonyms = wordsOf(doc.synonyms)
  if (doc.kind === 'oneWaySynonym') {
    const input = doc.input?.trim()
    return input && synonyms.length > 0 ? { objectID, type: 'oneWaySynonym', input, synonyms } : undefined
  }
  return synonyms.length > 1 ? { objectID, type: 'synonym', synonyms } : undefined
}

/** Algolia's validity needs both ends: a rule with no end runs until then (Unix seconds). */
export const NO_END = Date.UTC(2100, 0, 1) / 1000

const seconds = (date: string) => Math.floor(Date.parse(date) / 1000)

type RuleSource = Pick<SearchRule, 'id' | 'title' | 'pattern' | 'anchoring' | 'enabled' | 'startsAt' | 'endsAt' | 'pinned' | 'hidden' | 'redirect' | 'banner'>

/**
 * An editor's rule in Algolia's format (objectID `rule-<id>`): pins at 0-based positions (editors count
 * from 1), hidden products, the redirect and banner as userData, the period as validity in seconds.
 */
export function ruleOf(doc: RuleSource): AlgoliaRule | undefined {
  const pattern = doc.pattern.trim()
  if (!pattern) return undefined
  const promote = (doc.pinned ?? []).flatMap(({ product, position }) => {
    const id = idOf(product)
    return id === undefined ? [] : [{ objectIDs: [productObjectID(id)], position: Math.max(0, Math.round(position) - 1) }]
  })
  const hide = (doc.hidden ?? []).flatMap((product) => {
    const id = idOf(product)
    return id === undefined ? [] : [{ objectID: productObjectID(id) }]
  })
  const userData: SearchRuleUserData = {}
  if (doc.redirect && isSafeTarget(doc.redirect)) userData.redirect = doc.redirect
  const text = doc.banner?.text?.trim()
  if (text) {
    const picture = pictureOf(doc.banner?.image as Media | number | null | undefined)
    const banner: SearchBanner = { text }
    if (doc.banner?.link && isSafeTarget(doc.banner.link)) banner.link = doc.banner.link
    if (picture) Object.assign(banner, { image: picture.src, imageAlt: picture.alt ?? '' })
    userData.banner = banner
  }
  const consequence: AlgoliaRule['consequence'] = {
    ...(promote.length ? { promote, filterPromotes: false as const } : {}),
    ...(hide.length ? { hide } : {}),
    ...(userData.redirect || userData.banner ? { userData } : {}),
  }
  if (!promote.length && !hide.length && !consequence.userData) return undefined
  const from = doc.startsAt ? seconds(doc.startsAt) : undefined
  const until = doc.endsAt ? seconds(doc.endsAt) : undefined
  return {
    objectID: `rule-${doc.id}`,
    description: doc.title,
    enabled: doc.enabled !== false,
    conditions: [{ pattern, anchoring: doc.anchoring === 'contains' ? 'contains' : 'is' }],
    consequence,
    ...(from !== undefined || until !== undefined ? { validity: [{ from: from ?? 0, until: until ?? NO_END }] } : {}),
  }
}

/**
 * The editors' synonyms and rules, read on the server (the collections are not public), in id order.
 * Read fresh whenever the engine rebuilds, which a change to either collection causes on every instance.
 */
export async function loadSearchSteering(): Promise<SearchSteering> {
  const payload = await payloadClient()
  const [synonyms, rules] = await Promise.all([
    payload.find({ collection: 'search-synonyms', depth: 0, sort: 'id', pagination: false, overrideAccess: true }),
    payload.find({
      collection: 'search-rules',
      depth: 1,
      sort: 'id',
      pagination: false,
      overrideAccess: true,
      populate: { products: { title: true }, media: MEDIA_FIELDS },
    }),
  ])
  return {
    synonyms: synonyms.docs.flatMap((doc) => synonymOf(doc) ?? []),
    rules: rules.docs.flatMap((doc) => ruleOf(doc) ?? []),
  }
}
