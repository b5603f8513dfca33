'use client'

import dynamic from 'next/dynamic'

/**
 * The search overlay's suggestions as the shell renders them, on the box the server drew
 * (./SearchBox.tsx): loaded only once the visitor opens search, so their code is a chunk of its own, in
 * no page's first load; `preloadSearchSuggestions` fetches it ahead, when the browser is idle or the
 * visitor reaches for the search button. (The results page's island: ./pageIslands.tsx, apart so that
 * the shell does not carry its loader.)
 */
const loadSuggestions = () => import('./SuggestionsListbox').then((module) => module.Suggestions)

export const Suggestions = dynamic(loadSuggestions, { ssr: false })

export function preloadSearchSuggestions(): void {
  void loadSuggestions()
}
