'use client'

import dynamic from 'next/dynamic'

import styles from './BookmarkToggle.module.css'

/**
 * The favourites controls as other components render them, each a chunk of its own loaded by the pages
 * that show it. The save toggle does nothing without scripts, and the saved-items count lives in the
 * browser's storage, so both are drawn in the browser only (their code loaded after the page's own; the
 * count shows 0 until then, as the server's HTML always did); the Saved items page's list is rendered on
 * the server as usual.
 */
export const BookmarkToggle = dynamic(() => import('./BookmarkToggle').then((module) => module.BookmarkToggle), {
  ssr: false,
  loading: () => <span className={styles.placeholder} aria-hidden="true" />,
})

export const SavedItems = dynamic(() => import('./SavedItems').then((module) => module.SavedItems))

export const SavedCount = dynamic(() => import('./SavedCount').then((module) => module.SavedCount), { ssr: false, loading: () => <>0</> })
