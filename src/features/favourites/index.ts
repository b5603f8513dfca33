export { BOOKMARK_KEYS, BOOKMARKS_CHANGED, countBookmarks, readBookmarks, type BookmarkKind } from './bookmarks'
