/**
 * Control characters never reach an index, whoever sends the query (the endpoint, the pages): line
 * breaks and tabs become spaces, the rest is dropped. Browser-safe.
 */
export const sanitizeQuery = (query: string): string => query.replace(/[\t\n\v\f\r]/g, ' ').replace(/\p{Cc}/gu, '')
