/** A star link's parts, browser-safe (the write-review form reads the same names). */

/**
 * The write-review page's query for a star link: the rating chosen and the request's token as the hosted
 * authentication (the Conversations API's `hostedauthentication_authtoken`), so no confirmation email.
 */
export const REQUEST_TOKEN_PARAM = 'hostedauthentication_authtoken'
export const RATING_PARAM = 'rating'

export function starLink(writeReviewPath: string, rating: number, token: string): string {
  return `${writeReviewPath}?${RATING_PARAM}=${rating}&${REQUEST_TOKEN_PARAM}=${encodeURIComponent(token)}`
}
