import { storedValue } from '@/shared/storage/storedValue'

/**
 * The visitor's bookmarks: local storage keys `product_bookmarks` and `article_bookmarks`, each an object
 * mapping a content id to true; removing a bookmark deletes its key. Browser-only module.
 */
export const BOOKMARK_KEYS = { product: 'product_bookmarks', article: 'article_bookmarks' } as const
export type BookmarkKind = keyof typeof BOOKMARK_KEYS

export type Bookmarks = Record<string, true>

const onlyTrue = (stored: unknown): Bookmarks | undefined =>
  stored && typeof stored === 'object' && !Array.isArray(stored)
    ? (Object.fromEntries(Object.entries(stored).filter(([, value]) => value === true)) as Bookmarks)
    : undefined

export const bookmarkStores = {
  product: storedValue<Bookmarks>({ key: BOOKMARK_KEYS.product, storage: 'local', fallback: {}, parse: onlyTrue }),
  article: storedValue<Bookmarks>({ key: BOOKMARK_KEYS.article, storage: 'local', fallback: {}, parse: onlyTrue }),
}

/** Adds or removes one bookmark. */
export const toggled = (bookmarks: Bookmarks, id: string): Bookmarks => {
  const next = { ...bookmarks }
  if (next[id]) delete next[id]
  else next[id] = true
  return next
}
