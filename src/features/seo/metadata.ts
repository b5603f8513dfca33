import type { Metadata } from 'next'

import type { Indexing } from '@/shared/routing/indexing'
import { settings } from '@/shared/settings'

import { type RobotsRule, robotsMetadata } from './indexing'

/** The title of the 404 page. */
export const NOT_FOUND_TITLE = 'Page not found'
export const NOT_FOUND_DESCRIPTION = 'The page you are looking for has moved or no longer exists.'

/**
 * "Page | Brand". Titles are whole strings set by each route rather than a layout default and template,
 * which took precedence over not-found.tsx's title on 404 pages.
 */
export const pageTitle = (name: string) => `${name} | ${settings().BRAND_NAME}`

/**
 * An editor's meta title that already names the brand beside a '|' ("Fusion5 Razor | Ashford", as the
 * SEO plugin's Generate button writes it) is the whole title, as its search-result preview showed it.
 */
const isWholeTitle = (name: string, brand: string) => name.startsWith(`${brand} |`) || name.endsWith(`| ${brand}`)

export interface PageMetadataInput {
  /** The page's name: the title reads "name | Brand" (or "Brand | name" with brandFirst). */
  name: string
  brandFirst?: boolean
  description?: string
  /** Its public address, the canonical URL. */
  path: string
  robots: RobotsRule
  indexing: Indexing
  images?: string[]
}

/** Title, description, canonical URL, robots and Open Graph tags: one builder for every public route. */
export function pageMetadata({ name, brandFirst = false, description, path, robots, indexing, images }: PageMetadataInput): Metadata {
  const brand = settings().BRAND_NAME
  const title = isWholeTitle(name, brand) ? name : brandFirst ? `${brand} | ${name}` : pageTitle(name)
  return {
    title,
    description,
    alternates: { canonical: path },
    robots: robotsMetadata(robots, indexing),
    openGraph: { type: 'website', url: path, title, description, siteName: brand, locale: 'en_AU', ...(images ? { images } : {}) },
  }
}

/**
 * A route whose content is missing (and the 404 page itself). No robots entry: Next writes its own
 * `<meta name="robots" content="noindex"/>` into every 404 response, and a second one would contradict it.
 */
export const notFoundMetadata: Metadata = {
  title: NOT_FOUND_TITLE,
  description: NOT_FOUND_DESCRIPTION,
}
