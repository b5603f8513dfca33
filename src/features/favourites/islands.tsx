'use client'

import dynamic from 'next/dynamic'

/**
 * The favourites controls as other components render them, each a chunk of its own loaded by the pages
 * that show it. The save buttons' controller and the saved-items count live in the browser's storage, so
 * both are drawn in the browser only (their code loaded after the page's own; the count shows 0 until
 * then, as the server's HTML always did). The Saved items page's list: ./pageIslands.tsx.
 */
export const BookmarkButtons = dynamic(() => import('./BookmarkButtons').then((module) => module.BookmarkButtons), { ssr: false })

export const SavedCount = dynamic(() => import('./SavedCount').then((module) => module.SavedCount), { ssr: false, loading: () => <>0</> })
