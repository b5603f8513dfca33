/**
 * Plain links to a list's previous and next pages, with where the visitor is ("Page 2 of 3"): a
 * section's articles and the article list page share them.
 */
export function PageLinks({ page, totalPages, pageUrl }: { page: number; totalPages: number; pageUrl: (page: number) => string }) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label="Pages">
      {page > 1 ? (
        <a href={pageUrl(page - 1)} rel="prev">
          Previous page
        </a>
      ) : null}{' '}
      <span>
        Page {page} of {totalPages}
      </span>{' '}
      {page < totalPages ? (
        <a href={pageUrl(page + 1)} rel="next">
          Next page
        </a>
      ) : null}
    </nav>
  )
}

/** The page number a list's `?page=` asks for: 1 when absent, 0 when it is not a page number at all. */
export function requestedPage(value: string | undefined): number {
  if (!value) return 1
  return /^[1-9]\d{0,3}$/.test(value) ? Number(value) : 0
}
