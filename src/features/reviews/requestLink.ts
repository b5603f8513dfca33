import 'server-only'

import { payloadClient } from '@/cms/payload'
import { RATING_PARAM, REQUEST_TOKEN_PARAM, requestByToken } from '@/cms/reviewRequests'

/** What the write-review page fills in for a review request's star link. */
export interface RequestedReview {
  token: string
  email: string
  rating?: string
  /** The product came free (a sampling campaign): the incentive question is answered Yes. */
  incentivized: boolean
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * A star link's query, when its token is a sent request's for this product: read only, so a mail scanner
 * opening every star changes nothing (the form's first Preview or Submit counts the link as opened).
 */
export async function requestedReview(query: Record<string, string | string[] | undefined>, productId: number): Promise<RequestedReview | undefined> {
  const token = first(query[REQUEST_TOKEN_PARAM])
  if (!token) return undefined
  const request = await requestByToken(await payloadClient(), token)
  if (!request || request.product !== productId) return undefined
  const rating = first(query[RATING_PARAM])
  return { token, email: request.email, incentivized: request.sourceKind === 'sampling', ...(rating && /^[1-5]$/.test(rating) ? { rating } : {}) }
}
