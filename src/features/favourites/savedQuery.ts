import { z } from 'zod'

/** One saved item's card as the saved-items page shows it. */
export interface SavedCard {
  id: string
  title: string
  url: string
  image: string
  description: string
}

const idList = z
  .string()
  .optional()
  .transform((text) => (text ? text.split(',').filter(Boolean) : []))
  .pipe(z.array(z.string().regex(/^\d{1,12}$/).transform(Number)).max(100))

/** The saved-items request's query: `products` and `articles`, comma-separated ids. */
export const savedItemsQuery = z.object({ products: idList, articles: idList })

export type SavedTab = 'products' | 'articles'

/** SPEC.md §4: both kinds or none -> the articles tab; only products -> the products tab. */
export const initialTab = (productCount: number, articleCount: number): SavedTab => (productCount > 0 && articleCount === 0 ? 'products' : 'articles')
