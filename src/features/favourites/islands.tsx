'use client'

import dynamic from 'next/dynamic'

import { SavedItemsLoading } from './SavedItemsLoading'

/**
 * The favourites controls as other components render them, each a chunk of its own loaded by the pages
 * that show it. The save buttons' controller and the saved-items count live in the browser's storage, so
 * both are drawn in the browser only (their code loaded after the page's own; the count shows 0 until
 * then, as the server's HTML always did). So is the Saved items page's list: the server can only say it is
 * loading, and drawing it after hydration rather than during it keeps it out of the page's longest task.
 */
export const BookmarkButtons = dynamic(() => import('./BookmarkButtons').then((module) => module.BookmarkButtons), { ssr: false })

export const SavedItems = dynamic(() => import('./SavedItems').then((module) => module.SavedItems), {
  ssr: false,
  loading: SavedItemsLoading,
})

export const SavedCount = dynamic(() => import('./SavedCount').then((module) => module.SavedCount), { ssr: false, loading: () => <>0</> })
