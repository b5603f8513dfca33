'use client'

import dynamic from 'next/dynamic'

// The islands' CSS comes with the routes that render them (inlined with the page's), not with each island: for
// a dynamic island's own CSS Next writes `<link rel="stylesheet" as="style">`, which HTML does not allow (`as`
// only with preload), once the island's code has loaded in the server (tests/browser/htmlValidity.spec.ts).
import './CountrySelector.module.css'

/** The country selector page's list as its view renders it: its script loaded by that page only. */
export const CountryList = dynamic(() => import('./CountrySelector').then((module) => module.CountryList))
