export { BOOKMARK_KEYS, BOOKMARKS_CHANGED, countBookmarks, readBookmarks, writeBookmarks, type BookmarkKind } from './bookmarks'
export { BookmarkToggle } from './BookmarkToggle'
