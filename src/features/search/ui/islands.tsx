'use client'

import dynamic from 'next/dynamic'

/**
 * The search overlay's box as the shell renders it: drawn only once the visitor opens search (the closed
 * dialog shows nothing), so its code is a chunk of its own, in no page's first load; `preloadSearchBox`
 * fetches it ahead, when the browser is idle or the visitor reaches for the search button. (The results
 * page's island: ./pageIslands.tsx, apart so that the shell does not carry its loader.)
 */
const loadSearchBox = () => import('./SearchBox').then((module) => module.SearchBox)

export const SearchBox = dynamic(loadSearchBox, {
  ssr: false,
  loading: () => <p role="status">Loading search…</p>,
})

export function preloadSearchBox(): void {
  void loadSearchBox()
}
