// Favourites: the visitor's bookmarks in local storage, the save toggle and the header's count.
// Browser-safe: client components import it.
export { BOOKMARK_KEYS, bookmarkStores, type BookmarkKind } from './bookmarks'
export { BookmarkToggle } from './BookmarkToggle'
export { BookmarkButtons, SavedCount } from './islands'
