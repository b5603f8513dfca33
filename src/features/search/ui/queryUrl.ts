import { MAX_QUERY_LENGTH, SEARCH_QUERY_KEY } from '../constants'
import { sanitizeQuery } from '../queryText'

/** A query as the pages send it: the engine's control-character rule, trimmed, at most 512 characters. */
export const cleanQuery = (query: string) => sanitizeQuery(query).trim().slice(0, MAX_QUERY_LENGTH)

/** The results page of a query: `/en-au/search-results?q=`. */
export const searchResultsUrl = (query: string) => `/en-au/search-results?${SEARCH_QUERY_KEY}=${encodeURIComponent(query)}`
