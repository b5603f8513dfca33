'use client'

import dynamic from 'next/dynamic'

/**
 * Shell parts as its server components render them, each a chunk of its own: the footer's country
 * button and dialog load with the footer (drawn once a visitor scrolls near it); the scroll-to-top
 * button, which shows nothing until the page is scrolled, is drawn in the browser only, its code loaded
 * after the page's own. (The country selector page's list: ./pageIslands.tsx.)
 */
export const CountrySelectorDialog = dynamic(() => import('./CountrySelector').then((module) => module.CountrySelectorDialog))
export const ScrollToTop = dynamic(() => import('./ScrollToTop').then((module) => module.ScrollToTop), { ssr: false })
