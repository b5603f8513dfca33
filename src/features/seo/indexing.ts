import type { Metadata } from 'next'

import type { RobotsRule } from '@/features/content/pageTypes'
import type { Indexing } from '@/shared/routing/indexing'

export type { RobotsRule }

/**
 * A page's robots meta from its page type's rule (`RobotsRule`, part of the page-type contract). An
 * unindexed host makes every page noindex,nofollow, listings included: a staging copy must never be
 * indexed.
 */
export function robotsMetadata(rule: RobotsRule, indexing: Indexing): Metadata['robots'] {
  if (indexing === 'noindex' || rule === 'noindex') return { index: false, follow: false }
  if (rule === 'none') return undefined
  return { index: true, follow: true }
}
