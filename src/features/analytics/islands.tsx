'use client'

import dynamic from 'next/dynamic'

/**
 * The tag manager's loader as the shell renders it: a chunk of its own, fetched only where GTM_ID is set
 * (it draws nothing, so it is started in the browser alone).
 */
export const TagManager = dynamic(() => import('./TagManager').then((module) => module.TagManager), { ssr: false })
