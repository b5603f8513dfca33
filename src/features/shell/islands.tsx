'use client'

import dynamic from 'next/dynamic'

/**
 * Shell parts as its server components render them, each a chunk of its own. (The footer's code loads
 * with its content: ./LazyFooter; the country selector page's list: ./pageIslands.tsx; the controllers of
 * the save buttons, the saved-items count and Back to top: ./shellControllers.ts.)
 */
/** An editor's preview only: refreshes the page on each autosave in the live preview (./LivePreviewRefresh.tsx). */
export const LivePreviewRefresh = dynamic(() => import('./LivePreviewRefresh').then((module) => module.LivePreviewRefresh), { ssr: false })
