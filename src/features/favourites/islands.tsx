'use client'

import dynamic from 'next/dynamic'

/**
 * The favourites controls as server components render them, each a chunk of its own loaded by the pages
 * that show it. The save toggle does nothing without scripts, so it is drawn in the browser only
 * (nothing in the server's HTML, its code loaded after the page's own); the Saved items page's list is
 * rendered on the server as usual.
 */
export const BookmarkToggle = dynamic(() => import('./BookmarkToggle').then((module) => module.BookmarkToggle), { ssr: false })

export const SavedItems = dynamic(() => import('./SavedItems').then((module) => module.SavedItems))
