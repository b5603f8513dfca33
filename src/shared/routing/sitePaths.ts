import { contentChangeCount } from '../contentChanges'

/** The addresses the site answers with a page, by kind (full public paths: `/en-au/products/fusion5`). */
export interface SitePaths {
  pages: string[]
  products: string[]
  families: string[]
  /** published articles and the sections that have them */
  articles?: string[]
}

/**
 * Whether an address under /en-au/ is one the site has. Product-scoped addresses (a product's write-review
 * page) count when the product exists.
 */
export function isKnownPath(paths: Pick<SiteIndex, 'all' | 'productSlugs'>, pathname: string): boolean {
  if (paths.all.has(pathname)) return true
  const writeReview = /^\/en-au\/write-review\/([^/]+)$/.exec(pathname)
  return Boolean(writeReview && paths.productSlugs.has(writeReview[1]!))
}

export interface SiteIndex {
  all: Set<string>
  productSlugs: Set<string>
  /** the content-change count it was built at */
  builtAt: number
  loadedAt: number
}

export function indexSitePaths(paths: SitePaths, builtAt = contentChangeCount(), loadedAt = Date.now()): SiteIndex {
  return {
    all: new Set([...paths.pages, ...paths.products, ...paths.families, ...(paths.articles ?? [])]),
    productSlugs: new Set(paths.products.map((path) => path.slice(path.lastIndexOf('/') + 1))),
    builtAt,
    loadedAt,
  }
}
