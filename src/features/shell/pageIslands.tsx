'use client'

import dynamic from 'next/dynamic'

/** The country selector page's list as its view renders it: its script loaded by that page only. */
export const CountryList = dynamic(() => import('./CountrySelector').then((module) => module.CountryList))
