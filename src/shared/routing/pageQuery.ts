/** A page's query parameters, as Next passes them (a key repeated gives a list). */
export type PageQuery = Record<string, string | string[] | undefined>

/** The values of a query parameter, repeated or single, as a list. */
export const queryValues = (query: PageQuery, key: string): string[] => {
  const value = query[key]
  return value === undefined ? [] : Array.isArray(value) ? value : [value]
}
