/** SPEC.md §9: pages of 5, and the sorts the page offers. */
export const REVIEW_PAGE_SIZE = 5
export const REVIEW_SORTS = [
  { value: 'Helpfulness:desc', label: 'Most helpful' },
  { value: 'SubmissionTime:desc', label: 'Newest' },
  { value: 'Rating:desc', label: 'Highest rated' },
  { value: 'Rating:asc', label: 'Lowest rated' },
] as const
/**
 * A context-data field the page filters on, with its values (filters.ts, from REVIEWS_FILTER_FIELDS) and,
 * when the statistics give them (ContextDataDistribution), how many of the product's reviews carry each.
 */
export interface ReviewFilterOption {
  name: string
  values: { value: string; count?: number }[]
}
/** SPEC.md §3: the helpful-vote cookie's prefix; the value is Positive or Negative, for 1 day. */
export const HELPFUL_COOKIE_PREFIX = 'HTTP_COOKIE_HELPFUL_REVIEW_'
