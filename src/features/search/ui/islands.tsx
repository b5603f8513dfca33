'use client'

import dynamic from 'next/dynamic'

/**
 * The search UI as the shell and the results page render it, each part a chunk of its own.
 * - `SearchBox`: the overlay's box is drawn only once the visitor opens search (the closed dialog shows
 *   nothing), so its code is not in any page's first load; `preloadSearchBox` fetches it ahead, when the
 *   browser is idle or the visitor reaches for the search button.
 * - `SearchResults`: rendered on the server with the first answer, its script loaded by the results page only.
 */
const loadSearchBox = () => import('./SearchBox').then((module) => module.SearchBox)

export const SearchBox = dynamic(loadSearchBox, {
  ssr: false,
  loading: () => <p role="status">Loading search…</p>,
})

export function preloadSearchBox(): void {
  void loadSearchBox()
}

export const SearchResults = dynamic(() => import('./SearchResults').then((module) => module.SearchResults))
