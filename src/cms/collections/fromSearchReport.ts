import type { PayloadRequest } from 'payload'

/**
 * A search that found nothing, carried from the search report (admin/SearchInsightsReport.tsx) to a new
 * synonym's or rule's form: the report links to the collection's create view with `?fromSearch=<query>`,
 * and the fields' default values read it there (Payload builds a new document's form on the server with
 * the page's request, its query string included). Anywhere else (the CMS API, saving) there is none.
 */
export const FROM_SEARCH_PARAM = 'fromSearch'

/** Longest query carried over: the report's queries are normalised and cut at 100 characters. */
const MAX_LENGTH = 100

/** The query the form was opened for, or undefined. */
export function fromSearch(req: Pick<PayloadRequest, 'query'> | undefined): string | undefined {
  const value = req?.query?.[FROM_SEARCH_PARAM]
  if (typeof value !== 'string') return undefined
  const query = value
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_LENGTH)
  return query || undefined
}

/** The create view of `collection` opened for `query` (adminRoute: Payload's `routes.admin`). */
export const createFromSearchHref = (adminRoute: string, collection: 'search-rules' | 'search-synonyms', query: string): string =>
  `${adminRoute.replace(/\/$/, '')}/collections/${collection}/create?${new URLSearchParams({ [FROM_SEARCH_PARAM]: query })}`
