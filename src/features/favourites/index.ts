// Favourites: the visitor's bookmarks in local storage, the save toggle, and the controller of the page's
// save buttons and saved-items count. Browser-safe: client components import it.
export { BOOKMARK_KEYS, bookmarkStores, type BookmarkKind } from './bookmarks'
export { BookmarkToggle } from './BookmarkToggle'
export { startFavourites } from './controllers'
