import { useStoredValue } from '@/shared/hooks/useStoredValue'

import { bookmarkStores } from './bookmarks'

/** The favourites count: both stores together (the header's saved-items link); follows other tabs. */
export function useBookmarkCount(): number {
  const [products] = useStoredValue(bookmarkStores.product, {})
  const [articles] = useStoredValue(bookmarkStores.article, {})
  return Object.keys(products).length + Object.keys(articles).length
}
