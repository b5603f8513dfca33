import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { noteContentChange } from '../../shared/contentChanges'

/**
 * Public pages are cached; a publish, unpublish or delete drops the cache of the site's pages.
 * Outside a Next.js server (seed, migrations, tests) there is nothing to revalidate.
 */
export const revalidateContent =
  (collection: string): CollectionAfterChangeHook & CollectionAfterDeleteHook =>
  async ({ req }) => {
    // Caches built from content in this process (the built-in search index) rebuild on their next use.
    noteContentChange()
    if (req.context?.skipRevalidate) return
    try {
      const { revalidatePath } = await import('next/cache')
      // Public pages live under the hidden indexing segment (/index/en-au/..., /noindex/en-au/...):
      // drop the whole cache rather than guess each variant's path.
      revalidatePath('/', 'layout')
    } catch (error) {
      req.payload.logger.debug({ msg: `revalidate after ${collection} change skipped`, err: error })
    }
  }
