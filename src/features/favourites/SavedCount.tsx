'use client'

import { useBookmarkCount } from './bookmarkCount'

/** The number of saved items (both stores), as the header's saved-items link shows it. */
export function SavedCount() {
  return <>{useBookmarkCount()}</>
}
