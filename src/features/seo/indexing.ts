import type { Metadata } from 'next'

import type { Indexing } from '@/shared/routing/indexing'

/**
 * A page's robots rule:
 * - 'index': index,follow; 'noindex': noindex,nofollow;
 * - 'none': no robots meta at all (product listing pages carry none in production).
 * An unindexed host makes every page noindex,nofollow, listings included: a staging copy must never
 * be indexed.
 */
export type RobotsRule = 'index' | 'noindex' | 'none'

export function robotsMetadata(rule: RobotsRule, indexing: Indexing): Metadata['robots'] {
  if (indexing === 'noindex' || rule === 'noindex') return { index: false, follow: false }
  if (rule === 'none') return undefined
  return { index: true, follow: true }
}
