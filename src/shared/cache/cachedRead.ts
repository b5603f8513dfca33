import { unstable_cache } from 'next/cache'
import { cache } from 'react'

/**
 * A content read, cached across requests under cache tags (shared/cache/cacheTags.ts) and shared within
 * one request. Pages that use it collect its tags, so revalidating a tag refreshes both the data and
 * every cached page built from it. `tags` gets the read's arguments (`product:<slug>`).
 *
 * The hour is a backstop only (changes made outside the CMS, straight in the database): editors' changes
 * revalidate their tags at once (cms/hooks/revalidate.ts).
 *
 * Arguments must be plain data (they make the cache key, as JSON).
 * Outside a Next.js server (scripts, tests) there is no cache to use: the read runs as it is.
 */
export const CONTENT_REVALIDATE_SECONDS = 3600

/**
 * Next.js ignores a tag longer than this (and logs a warning for every such read): a document tag built
 * from a long address a visitor typed (`pages:<2,000 characters>`). Such a tag is replaced by its
 * collection's (the part before the colon), which every change of that collection revalidates too: a
 * page later published at that address still replaces the cached "not found".
 */
const MAX_TAG_LENGTH = 256
export const usableTag = (tag: string) => (tag.length <= MAX_TAG_LENGTH ? tag : tag.split(':', 1)[0]!)

export function cachedRead<Args extends unknown[], Result>(
  name: string,
  read: (...args: Args) => Promise<Result>,
  tags: (...args: NoInfer<Args>) => string[],
): (...args: Args) => Promise<Result> {
  return cache(async (...args: Args): Promise<Result> => {
    const cached = unstable_cache(() => read(...args), [name, JSON.stringify(args)], {
      tags: [...new Set(tags(...args).map(usableTag))],
      revalidate: CONTENT_REVALIDATE_SECONDS,
    })
    try {
      return await cached()
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('Invariant: incrementalCache missing')) return read(...args)
      throw error
    }
  })
}
