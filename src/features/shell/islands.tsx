'use client'

import dynamic from 'next/dynamic'

/**
 * Shell parts as its server components render them, each a chunk of its own: the scroll-to-top button,
 * which shows nothing until the page is scrolled, is drawn in the browser only, its code loaded after
 * the page's own. (The footer's code loads with its content: ./LazyFooter; the country selector page's
 * list: ./pageIslands.tsx.)
 */
export const ScrollToTop = dynamic(() => import('./ScrollToTop').then((module) => module.ScrollToTop), { ssr: false })

/** An editor's preview only: refreshes the page on each autosave in the live preview (./LivePreviewRefresh.tsx). */
export const LivePreviewRefresh = dynamic(() => import('./LivePreviewRefresh').then((module) => module.LivePreviewRefresh), { ssr: false })
