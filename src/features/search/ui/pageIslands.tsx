'use client'

import dynamic from 'next/dynamic'

/** The results page's list as its view renders it: rendered on the server with the first answer, its script loaded by that page only. */
export const SearchResults = dynamic(() => import('./SearchResults').then((module) => module.SearchResults))
