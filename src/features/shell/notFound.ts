import type { Metadata } from 'next'

import { settings } from '@/shared/settings'

/** SPEC.md §8: the title of the 404 page. */
export const NOT_FOUND_TITLE = 'Page not found'

/** Metadata of a route whose content is missing (not-found.tsx sets the title). */
export const notFoundMetadata: Metadata = { robots: { index: false, follow: false } }

/**
 * "Page | Brand". Titles are whole strings set by each route rather than a layout default and template,
 * which took precedence over not-found.tsx's title on 404 pages.
 */
export const pageTitle = (title: string) => `${title} | ${settings().BRAND_NAME}`
