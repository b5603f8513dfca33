'use client'

import dynamic from 'next/dynamic'

import { SavedItemsLoading } from './SavedItemsLoading'

/**
 * The Saved items page's list as its view renders it, a chunk of its own so that only this page carries its
 * loader. Drawn in the browser only: the saved items live
 * in the browser's storage, so the server can only say they are loading, and drawing the list after
 * hydration rather than during it keeps it out of the page's longest task.
 */
export const SavedItems = dynamic(() => import('./SavedItems').then((module) => module.SavedItems), {
  ssr: false,
  loading: SavedItemsLoading,
})
