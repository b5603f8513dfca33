import type { PageType } from '@/cms/pageTypes'
import type { Picture } from '@/shared/media/picture'

/**
 * A content page as the site uses it (built from the CMS document in data.ts): what routes, page-type
 * views and blocks read.
 */
export type PageBlock =
  | { blockType: 'hero'; id: string; heading: string; text?: string; image?: Picture; cta?: { label: string; url: string } }
  | { blockType: 'richText'; id: string; content: RichTextContent }
  | { blockType: 'productGrid'; id: string; heading: string; productIds: number[]; categoryId?: number; brandId?: number; limit: number }
  | { blockType: 'articleGrid'; id: string; heading: string; sectionId?: number; limit: number }
  | { blockType: 'linkCards'; id: string; heading?: string; cards: { label: string; url: string; text?: string; image?: Picture }[] }
  | { blockType: 'newsletter'; id: string; heading?: string; text?: string }
  | { blockType: 'waitlist'; id: string; heading?: string; text?: string; productId?: number }

/** A Lexical rich-text value as Payload stores it (rendered by Payload's RichText component). */
export type RichTextContent = { root: { type: string; children: unknown[]; [key: string]: unknown }; [key: string]: unknown }

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
  blocks: PageBlock[]
  meta: { title?: string; description?: string }
}

/** A published page as lists of pages need it (sitemap page, sitemap.xml, robots.txt). */
export interface PageListing {
  title: string
  path: string
  url: string
  pageType: PageType
  updatedAt: string
}
