import { z } from 'zod'

export type { SavedCard } from './savedTabs'

const idList = z
  .string()
  .optional()
  .transform((text) => (text ? text.split(',').filter(Boolean) : []))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^\d{1,12}$/)
          .transform(Number),
      )
      .max(100),
  )

/** The saved-items request's query: `products` and `articles`, comma-separated ids. */
export const savedItemsQuery = z.object({ products: idList, articles: idList })
