/**
 * The query parameters that carry an emailed link's secret: a double opt-in or unsubscribe token
 * (`token`, the unsubscribe one being the address signed), a review or question confirmation
 * (`bv_authtoken`) and a review request's star link (`hostedauthentication_authtoken`). A page opened
 * with one loads no third-party tag: the tag manager's page view would send the whole address, secret
 * included, to its vendor.
 */
export const EMAILED_SECRET_PARAMS = ['token', 'bv_authtoken', 'hostedauthentication_authtoken'] as const

/** Whether a page's query (`location.search`) carries an emailed link's secret. */
export const carriesEmailedSecret = (search: string): boolean => {
  const params = new URLSearchParams(search)
  return EMAILED_SECRET_PARAMS.some((name) => params.has(name))
}
