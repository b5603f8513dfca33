/**
 * The page-type contract, and the page types that are plain content pages.
 *
 * Every feature that owns page types exports their definitions from its `pageTypes.ts` (pure data: no
 * React, no CSS, so next.config.ts can load it) and their views from its server entry (`pageViews`).
 * Content is the base feature: it imports no other feature, so every feature may build on this contract.
 * src/app/pageTypes.ts and src/app/pageViews.ts collect them. Adding a page type to a feature touches
 * that feature's folder (and the editors' value list, cms/pageTypes.ts); a feature with its first page
 * types adds one line to each of the two collections.
 */
import type { ReactNode } from 'react'

import type { PageType } from '@/cms/pageTypes'
import type { PageQuery } from '@/shared/routing/pageQuery'

import type { ContentPage } from './model'

/**
 * A page type's robots rule (seo's robotsMetadata turns it into the robots meta):
 * - 'index': index,follow; 'noindex': noindex,nofollow;
 * - 'none': no robots meta at all (product listing pages carry none in production).
 */
export type RobotsRule = 'index' | 'noindex' | 'none'

export interface PageTypeDefinition {
  /** The page-type label the data layer's first entry reports. */
  analytics: string
  /** Its robots meta: 'index', 'noindex', or 'none' (no robots meta at all). */
  robots: RobotsRule
  /** Query parameters that change what its pages show: such requests are rendered per request. */
  queryKeys: readonly string[]
  /** Its breadcrumb title; the page's own title when absent. */
  crumb?: string
  /** false: its pages show no breadcrumb trail (home pages). */
  breadcrumbs?: false
  /** Whether its pages are listed in sitemap.xml. */
  sitemap: boolean
  /** robots.txt asks crawlers to keep out of its pages. */
  disallow?: true
}

/** A feature's page types, by key. */
export type PageTypeDefinitions = Partial<Record<PageType, PageTypeDefinition>>

export interface PageTypeViewProps {
  page: ContentPage
  /** {} for the cached default view; the request's query on the query-driven route */
  query: PageQuery
}

/** What a page type adds to a content page, below its blocks (a server component). */
export type PageTypeView = (props: PageTypeViewProps) => ReactNode | Promise<ReactNode>

/** A feature's page-type views, by key. */
export type PageTypeViews = Partial<Record<PageType, PageTypeView>>

const plain = { robots: 'index', queryKeys: [], sitemap: true } as const
/** Pages a visitor reaches through a flow (registration, opt-in): never indexed, never listed. */
const unlisted = { robots: 'noindex', queryKeys: [], sitemap: false } as const

export const contentPageTypes = {
  homePage: { ...plain, analytics: 'Home', crumb: 'Home', breadcrumbs: false },
  brandHomePage: { ...plain, analytics: 'Home', breadcrumbs: false },
  contentPage: { ...plain, analytics: 'Brand Experience' },
  aboutPage: { ...plain, analytics: 'Brand Experience' },
  heatedRazorPage: { ...plain, analytics: 'Product' },
  familyPage: { ...plain, analytics: 'Collection Details' },
  // Plain content pages until the feature that owns them lands (then the line moves to its pageTypes.ts).
  writeReviewPage: { ...unlisted, analytics: 'write a review', crumb: 'Write Review', disallow: true },
} satisfies PageTypeDefinitions
