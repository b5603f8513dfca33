'use client'

import dynamic from 'next/dynamic'

/**
 * The country selector as server components render it: the footer's button and dialog, and the country
 * selector page's list, each a chunk of its own loaded with what shows it (the footer is drawn once a
 * visitor scrolls near it), so no page's first load carries them.
 */
export const CountrySelectorDialog = dynamic(() => import('./CountrySelector').then((module) => module.CountrySelectorDialog))
export const CountryList = dynamic(() => import('./CountrySelector').then((module) => module.CountryList))
