import { type PageQuery, queryValues } from '@/shared/routing/pageQuery'

import { COMPARE_KEY } from './compareKeys'

export const COMPARE_PATH = '/en-au/compare-products'
/** The limit: at most 4 products side by side. */
export const MAX_COMPARED = 4
export { COMPARE_KEY }
/** The listing's compare form; cards' tick boxes belong to it through their `form` attribute. */
export const COMPARE_FORM_ID = 'compare-form'

/**
 * The slugs asked for, in order, without repeats: `?products=a,b,c`, and also `?products=a&products=b`
 * (what a plain form sends). Unknown slugs and the limit are applied against the catalogue later.
 */
export function requestedSlugs(query: PageQuery): string[] {
  const slugs = queryValues(query, COMPARE_KEY)
    .flatMap((value) => value.split(','))
    .map((slug) => slug.trim().toLowerCase())
    .filter((slug) => /^[a-z0-9-]{1,100}$/.test(slug))
  return [...new Set(slugs)].slice(0, 50)
}

export const compareHref = (slugs: string[]) => (slugs.length ? `${COMPARE_PATH}?${COMPARE_KEY}=${slugs.join(',')}` : COMPARE_PATH)
