/**
 * Whether search engines may index what a host serves. The rewrites in next.config.ts decide it per
 * request from the host and pass it to the pages as a hidden first route segment (`/index/...` or
 * `/noindex/...`), so pages never read the Host header and each variant is cached on its own.
 */
export const indexingVariants = ['index', 'noindex'] as const
export type Indexing = (typeof indexingVariants)[number]

/** Hosts whose address contains one of these words (staging copies) are never indexed. */
export const UNINDEXED_HOST_PATTERN = 'canary|origprod'

export const isUnindexedHost = (host: string) => new RegExp(UNINDEXED_HOST_PATTERN, 'i').test(host)

export const asIndexing = (value: string | undefined): Indexing => (value === 'noindex' ? 'noindex' : 'index')
