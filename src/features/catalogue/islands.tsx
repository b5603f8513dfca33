'use client'

import dynamic from 'next/dynamic'

// The islands' CSS comes with the routes that render them (inlined with the page's), not with each island: for
// a dynamic island's own CSS Next writes `<link rel="stylesheet" as="style">`, which HTML does not allow (`as`
// only with preload), once the island's code has loaded in the server (tests/browser/htmlValidity.spec.ts).
import '@/shared/ui/buttons.module.css'
import './listing/ProductListing.module.css'

/**
 * The catalogue's client components as its server components render them: each a chunk of its own,
 * loaded by the pages that show it (the content route serves every page type, so a listing's controls
 * imported directly would be in the home page's first load too).
 */
export const CompareSelection = dynamic(() => import('./listing/CompareSelection').then((module) => module.CompareSelection))
export const FilterPanelControls = dynamic(() => import('./listing/FilterPanelControls').then((module) => module.FilterPanelControls), { ssr: false })
export const SortSelect = dynamic(() => import('./listing/SortSelect').then((module) => module.SortSelect))
