import type { Metadata } from 'next'

/**
 * Whether search engines may index what a host serves. The proxy (src/proxy.ts) decides it per
 * request from the host and passes it to the pages as the hidden first route segment, so cached pages
 * stay cacheable per variant.
 */
export const indexingVariants = ['index', 'noindex'] as const
export type Indexing = (typeof indexingVariants)[number]

/** SPEC.md §2: any host whose address contains canary or origprod is not indexed. */
export const isUnindexedHost = (host: string) => /canary|origprod/i.test(host)

export const asIndexing = (value: string | undefined): Indexing => (value === 'noindex' ? 'noindex' : 'index')

/**
 * A page's robots rule (SPEC.md §2 "Robots meta"):
 * - 'index': index,follow; 'noindex': noindex,nofollow;
 * - 'none': no robots meta at all (product listing pages, DECISIONS.md §4).
 * An unindexed host makes every page noindex,nofollow, listings included: a staging copy must never
 * be indexed.
 */
export type RobotsRule = 'index' | 'noindex' | 'none'

export function robotsMetadata(rule: RobotsRule, indexing: Indexing): Metadata['robots'] {
  if (indexing === 'noindex' || rule === 'noindex') return { index: false, follow: false }
  if (rule === 'none') return undefined
  return { index: true, follow: true }
}
