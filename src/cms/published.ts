/**
 * The one "published only" rule for public reads: a where-clause every public read of a collection
 * with drafts (pages, products, articles) includes. Public reads also pass `overrideAccess: false`, so
 * the collection's access rule (access.ts publishedOrSignedIn) applies the same condition again.
 */
export const PUBLISHED = { _status: { equals: 'published' } } as const
