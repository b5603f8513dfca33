import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, GlobalAfterChangeHook, GlobalConfig, PayloadRequest } from 'payload'

import { collectionTag, type ContentCollection, type ContentGlobal, documentTag, globalTag } from '../../shared/cache/cacheTags'
import { noteContentChange } from '../../shared/contentChanges'
import { INTERNAL_ORIGIN_ENV } from '../../shared/serverContract.mjs'
import { revalidateOnThisInstance } from '../crossInstance'
import { transactionEnded } from './transactionEnded'

/**
 * After an editor's change, the cached data and pages built from what changed are refreshed — and
 * nothing else. A change revalidates its collection's tag and its document's tag (under its key before
 * and after the change: a renamed slug frees the old URL too); the reads carry the tags of everything
 * they read (shared/cache/cacheTags.ts). Outside a Next.js server (seed, migrations, tests) there is
 * nothing to revalidate.
 *
 * Tags expire at once (`{ expire: 0 }`) rather than going stale ('max'): the next request renders the
 * new content instead of being served the old one while it re-renders in the background, so an editor
 * who reloads the page sees the change.
 */
const EXPIRE_NOW = { expire: 0 }

type Doc = Record<string, unknown> | undefined

/** The key a collection's documents are looked up by on public pages (their URL part), if any. */
const documentKeys: Partial<Record<ContentCollection, (doc: NonNullable<Doc>) => unknown>> = {
  pages: (doc) => doc.path ?? '',
  products: (doc) => doc.slug,
  families: (doc) => doc.slug,
}

/** Drafts the public never saw (draft before and after) change nothing public. */
const touchesPublic = (doc: Doc, previousDoc: Doc) => !doc || !('_status' in doc) || doc._status === 'published' || previousDoc?._status === 'published'

export async function revalidateTags(tags: string[], req: PayloadRequest, what: string) {
  const changed = req.context?.skipRevalidate ? [] : [...new Set(tags)]
  // Caches built from content (the built-in search index, the list of addresses) rebuild on their next
  // use, here and, with REDIS_URL, on every other instance, which also revalidates these tags. Said again
  // once the change is committed: this hook runs inside its transaction, and a cache rebuilt in between
  // (a search here, a page or search on another instance) read the content before it, and would keep it
  // until the next change.
  const committed = transactionEnded(req)
  noteContentChange(changed)
  void committed.then((hadOne) => hadOne && noteContentChange(changed))
  if (req.context?.skipRevalidate) return
  try {
    // Next applies these as the request ends, after Payload has committed.
    const { revalidateTag } = await import('next/cache')
    for (const tag of changed) revalidateTag(tag, EXPIRE_NOW)
  } catch (error) {
    // Outside a request (a scheduled publish run by the jobs queue) Next revalidates nothing: the site's
    // server asks itself, as it does for another instance's change, once the change is committed. Outside
    // it (seed, tests): nothing to do.
    if (process.env[INTERNAL_ORIGIN_ENV] && changed.length) void committed.then(() => revalidateOnThisInstance(changed))
    else req.payload.logger.debug({ msg: `revalidate after ${what} change skipped (not in a Next.js server)`, err: error })
  }
}

/** The tags a change to this document revalidates. */
export function tagsForChange(collection: ContentCollection, doc: Doc, previousDoc?: Doc): string[] {
  const key = documentKeys[collection]
  const keys = key ? [doc, previousDoc].filter((d): d is NonNullable<Doc> => Boolean(d)).map(key) : []
  return [collectionTag(collection), ...keys.filter((k): k is string => typeof k === 'string').map((k) => documentTag(collection, k))]
}

/**
 * afterChange and afterDelete hooks for a content collection. `createsNothingPublic`: a new document is
 * shown nowhere until another one points at it (an uploaded image), so only changes and deletions revalidate.
 */
export function revalidateCollection(collection: ContentCollection, { createsNothingPublic = false } = {}): NonNullable<CollectionConfig['hooks']> {
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
    if (createsNothingPublic && operation === 'create') return doc
    if (touchesPublic(doc, previousDoc)) await revalidateTags(tagsForChange(collection, doc, previousDoc), req, collection)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await revalidateTags(tagsForChange(collection, doc), req, collection)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/** The afterChange hook of a global. */
export function revalidateGlobal(slug: ContentGlobal): NonNullable<GlobalConfig['hooks']> {
  const afterChange: GlobalAfterChangeHook = async ({ doc, req }) => {
    await revalidateTags([globalTag(slug)], req, slug)
    return doc
  }
  return { afterChange: [afterChange] }
}
