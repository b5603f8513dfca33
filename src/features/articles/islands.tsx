'use client'

import dynamic from 'next/dynamic'

/**
 * The article page's client components as its server components render them: each a chunk of its own,
 * loaded by the pages that show it, so no other page served by the same route carries their code. Copy
 * link and the helpful vote do nothing without scripts, so they are drawn in the browser only, their code
 * loaded after the page's own.
 */
export const CopyLink = dynamic(() => import('./CopyLink').then((module) => module.CopyLink), { ssr: false })
export const HelpfulVote = dynamic(() => import('./HelpfulVote').then((module) => module.HelpfulVote), { ssr: false })
export const LeavingNotice = dynamic(() => import('./LeavingNotice').then((module) => module.LeavingNotice))
export const ShowFull = dynamic(() => import('./ShowFull').then((module) => module.ShowFull))
