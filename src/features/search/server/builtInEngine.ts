import { contentChangeCount } from '@/shared/contentChanges'

import { type SearchEngine, createSearchEngine } from './engine'
import { loadPublishedSearchRecords } from './records'
import { loadSearchSteering } from './steering'

/**
 * The site's own search engine, one per process, over the published content. It lives on globalThis:
 * Next bundles each route handler (and the Payload admin) separately, so module-level state would not
 * be shared between them.
 */
const key = Symbol.for('ashford.search.builtInEngine')

interface Holder {
  engine: SearchEngine
  /** contentChangeCount() when the engine was last brought up to date. */
  seenChanges: number
}

type Store = typeof globalThis & { [key]?: Holder }

export function builtInSearchEngine(): SearchEngine {
  const store = globalThis as Store
  const holder = (store[key] ??= {
    engine: createSearchEngine(loadPublishedSearchRecords, { loadSteering: loadSearchSteering }),
    seenChanges: contentChangeCount(),
  })
  // An editor published, unpublished or deleted something since: rebuild on this search.
  if (holder.seenChanges !== contentChangeCount()) {
    holder.seenChanges = contentChangeCount()
    holder.engine.invalidate()
  }
  return holder.engine
}

/** Marks the built-in index stale; the next search rebuilds it. */
export function invalidateSearchIndex(): void {
  ;(globalThis as Store)[key]?.engine.invalidate()
}
