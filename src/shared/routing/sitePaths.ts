/**
 * The addresses the site answers with a page, by kind (full public paths: `/en-au/products/fusion5`), as
 * `/api/site-paths` serves them to the server's front (scripts/server/front.mjs), which answers any other
 * address under /en-au/ with the 404 page, or with a redirect when one names it. Every list but
 * `redirects` is a list of paths: the front reads them all alike.
 */
export interface SitePaths {
  pages: string[]
  products: string[]
  families: string[]
  /** published articles and the sections that have them */
  articles: string[]
  /** each product's write-review page */
  writeReviews: string[]
  /** each product's questions page */
  questions: string[]
  /** each sampling campaign's application page (open or closed, never a draft) */
  sampling: string[]
  /** editors' redirects (Site → Redirects) that lead somewhere published: applied where no page is */
  redirects: { from: string; to: string; status: 301 | 302 }[]
}
