/**
 * Bookmark stores (SPEC.md §3): local storage keys `product_bookmarks` and `article_bookmarks`, each an
 * object mapping a content id to true. Removing a bookmark deletes the key. Browser-only module.
 */
export const BOOKMARK_KEYS = { product: 'product_bookmarks', article: 'article_bookmarks' } as const
export type BookmarkKind = keyof typeof BOOKMARK_KEYS

/** Fired on window when this tab changes a store (other tabs get the `storage` event). */
export const BOOKMARKS_CHANGED = 'bookmarks-changed'

export function readBookmarks(kind: BookmarkKind): Record<string, true> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(BOOKMARK_KEYS[kind]) ?? '{}')
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {}
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value === true)) as Record<string, true>
  } catch {
    return {} // unreadable or blocked storage counts as empty
  }
}

/** The favourites count: the sum of both stores. */
export const countBookmarks = () => Object.keys(readBookmarks('product')).length + Object.keys(readBookmarks('article')).length

/** Replaces a store and tells this tab (the header's count, other toggles). */
export function writeBookmarks(kind: BookmarkKind, store: Record<string, true>): void {
  try {
    window.localStorage.setItem(BOOKMARK_KEYS[kind], JSON.stringify(store))
  } catch {
    // storage full or blocked: the visitor's choice cannot be kept; nothing else to do
  }
  window.dispatchEvent(new Event(BOOKMARKS_CHANGED))
}
