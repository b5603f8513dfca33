import type { ImageAttributes } from '@/shared/ui/imageAttributes'

// What the saved-items page needs in the browser, kept apart from the request's Zod schema (savedQuery.ts)
// so the page's scripts do not carry Zod.

/** One saved item's card as the saved-items page shows it. */
export interface SavedCard {
  id: string
  title: string
  url: string
  /** The card's `<img>`, drawn on the server (shared/ui/imageAttributes); none when the image was deleted. */
  image?: ImageAttributes
  description: string
}

export type SavedTab = 'products' | 'articles'

/** SPEC.md §4: both kinds or none -> the articles tab; only products -> the products tab. */
export const initialTab = (productCount: number, articleCount: number): SavedTab => (productCount > 0 && articleCount === 0 ? 'products' : 'articles')
