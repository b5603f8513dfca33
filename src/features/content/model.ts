import type { PageType } from '@/cms/pageTypes'

import type { StoredBlock } from './blocks/defineBlock'

/**
 * A content page as the site uses it (built from the CMS document in data.ts): what routes, page-type
 * views and blocks read. Its blocks are passed on as stored: each block's owner maps its own
 * (blocks/defineBlock.tsx).
 */
export interface ContentPage {
  id: number
  title: string
  /** names the page in analytics and tests (e.g. home, contact-us) */
  slug: string
  /** after /en-au/: '' for the home page, 'gaming/register' nested */
  path: string
  /** the public address, /en-au/{path} */
  url: string
  pageType: PageType
  brandId: number
  /** the page's own header style; undefined: the brand's */
  headerStyle?: 'transparent' | 'white'
  breadcrumbPosition: 'top' | 'footer' | 'none'
  /** product list pages: the category listed (all products when undefined) */
  categoryId?: number
  intro?: string
  blocks: StoredBlock[]
  meta: { title?: string; description?: string; shareImage?: string }
}

/** A published page as lists of pages need it (sitemap page, sitemap.xml, robots.txt). */
export interface PageListing {
  title: string
  path: string
  url: string
  pageType: PageType
  updatedAt: string
}
