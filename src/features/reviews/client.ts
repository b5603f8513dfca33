import 'server-only'

import { inProcessClientAddress } from '@/shared/forms/clientAddress'
import { CLIENT_ADDRESS_HEADER } from '@/shared/serverContract.mjs'
import { settings } from '@/shared/settings'

import { handleReviewsRequest } from './api/handler'
import type { ApiReview, toApiStatistics } from './api/format'
import type { ApiAnswer, ApiQuestion } from './api/questions'
import { reviewFilterFields } from './filters'
import { REVIEW_PAGE_SIZE, REVIEW_SORTS } from './reviewOptions'
import { API_VERSION } from './texts'

/**
 * The one reviews client (Conversations API 5.4). With REVIEWS_API_URL it calls that host (the provider,
 * or another instance); without, the site's own service — in process, through the same handler the HTTP
 * route uses, so the wire format is the same and nothing leaves the server. REVIEWS_PASSKEY goes with
 * every call; apiversion is 5.4.
 */
type Query = Record<string, string | number | undefined>

/**
 * The visitor's address for the service's limits: to another host as a plain header (its own server sets
 * the one it trusts); to the built-in service in this process as if this site's server had set it.
 */
const addressHeaders = (clientAddress: string | undefined, remote: boolean): Record<string, string> =>
  !clientAddress ? {} : remote ? { [CLIENT_ADDRESS_HEADER]: clientAddress } : inProcessClientAddress(clientAddress)

async function call(endpoint: string, query: Query, body?: URLSearchParams, clientAddress?: string): Promise<unknown> {
  const { REVIEWS_API_URL, REVIEWS_PASSKEY } = settings()
  const params = new URLSearchParams({ apiversion: API_VERSION, ...(REVIEWS_PASSKEY ? { passkey: REVIEWS_PASSKEY } : {}) })
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.append(name, String(value))
  const init: RequestInit = body
    ? { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded', ...addressHeaders(clientAddress, Boolean(REVIEWS_API_URL)) } }
    : { method: 'GET' }
  if (REVIEWS_API_URL) {
    const response = await fetch(`${REVIEWS_API_URL.replace(/\/$/, '')}/${endpoint}?${params}`, {
      ...init,
      cache: 'no-store',
      signal: AbortSignal.timeout(5000),
    })
    if (!response.ok) throw new Error(`the reviews service answered ${response.status}`)
    return response.json()
  }
  const response = await handleReviewsRequest(endpoint, new Request(`http://reviews.internal/api/reviews/data/${endpoint}?${params}`, init))
  return response.json()
}

export type ApiStatistics = ReturnType<typeof toApiStatistics>

export interface ProductReviews {
  statistics: ApiStatistics
  reviews: ApiReview[]
}

/**
 * A product's statistics and its first reviews (products.json, Stats=Reviews, Include=Reviews). A failing
 * call is logged and answers undefined: the page then shows no reviews section rather than breaking.
 */
export async function productReviews(productId: string, { limit = 3, sort = 'Rating:desc' } = {}): Promise<ProductReviews | undefined> {
  try {
    const answer = (await call('products.json', {
      Filter: `Id:${productId}`,
      Stats: 'Reviews',
      Include: 'Reviews',
      Limit_Reviews: limit,
      Sort_Reviews: sort,
    })) as {
      HasErrors: boolean
      Errors?: { Code: string }[]
      Results?: { ReviewStatistics: ApiStatistics; ReviewIds?: string[] }[]
      Includes?: { Reviews?: Record<string, ApiReview> }
    }
    if (answer.HasErrors) throw new Error(answer.Errors?.map((error) => error.Code).join(', ') || 'HasErrors')
    const product = answer.Results?.[0]
    if (!product) return undefined
    return { statistics: product.ReviewStatistics, reviews: (product.ReviewIds ?? []).map((id) => answer.Includes!.Reviews![id]!).filter(Boolean) }
  } catch (error) {
    console.error(`reviews: product ${productId.slice(0, 60)} could not be read (${error instanceof Error ? error.message : 'error'})`)
    return undefined
  }
}

export interface SubmitAnswer {
  HasErrors: boolean
  Errors?: { Code: string; Message: string }[]
  FormErrors?: { FieldErrors?: Record<string, { Field: string; Code: string; Message: string }> }
  Review?: {
    Id: string | null
    Title: string
    ReviewText: string
    Rating: number | null
    UserNickname: string
    UserLocation: string | null
    IsRecommended: boolean
  }
}

/** submitreview.json (Action=Preview or Submit) with the form's fields, for the visitor at `clientAddress`. */
export async function submitReview(fields: Record<string, string>, action: 'Preview' | 'Submit', clientAddress: string): Promise<SubmitAnswer> {
  const { REVIEWS_API_URL, REVIEWS_PASSKEY } = settings()
  const body = new URLSearchParams({ ...fields, Action: action })
  const query = new URLSearchParams({ apiversion: API_VERSION, ...(REVIEWS_PASSKEY ? { passkey: REVIEWS_PASSKEY } : {}) })
  const init = {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...addressHeaders(clientAddress, Boolean(REVIEWS_API_URL)) },
  }
  const response = REVIEWS_API_URL
    ? await fetch(`${REVIEWS_API_URL.replace(/\/$/, '')}/submitreview.json?${query}`, { ...init, cache: 'no-store', signal: AbortSignal.timeout(10_000) })
    : await handleReviewsRequest('submitreview.json', new Request(`http://reviews.internal/api/reviews/data/submitreview.json?${query}`, init))
  return (await response.json()) as SubmitAnswer
}

/** A page of a product's approved reviews (reviews.json), or undefined when the call fails (logged). */
export async function listReviews({ productId, sort, filters, offset }: { productId: string; sort: string; filters: Record<string, string>; offset: number }) {
  const safeSort = REVIEW_SORTS.some((option) => option.value === sort) ? sort : 'Rating:desc'
  const query: Query = {
    Filter: `ProductId:${productId}`,
    Sort: safeSort,
    Limit: REVIEW_PAGE_SIZE,
    Offset: Math.max(0, Math.min(100_000, Math.floor(offset) || 0)),
  }
  const fields = reviewFilterFields()
  const extra = Object.entries(filters)
    .filter(([name, value]) => fields.some((field) => field.name === name && field.values.some((choice) => choice.value === value)))
    .map(([name, value]) => `ContextDataValue_${name}:eq:${value}`)
  try {
    const { REVIEWS_API_URL, REVIEWS_PASSKEY } = settings()
    const params = new URLSearchParams({ apiversion: API_VERSION, ...(REVIEWS_PASSKEY ? { passkey: REVIEWS_PASSKEY } : {}) })
    for (const [name, value] of Object.entries(query)) params.append(name, String(value))
    for (const filter of extra) params.append('Filter', filter)
    const response = REVIEWS_API_URL
      ? await fetch(`${REVIEWS_API_URL.replace(/\/$/, '')}/reviews.json?${params}`, { cache: 'no-store', signal: AbortSignal.timeout(5000) })
      : await handleReviewsRequest('reviews.json', new Request(`http://reviews.internal/api/reviews/data/reviews.json?${params}`))
    const answer = (await response.json()) as { HasErrors: boolean; Results: ApiReview[]; TotalResults: number }
    if (answer.HasErrors) throw new Error('HasErrors')
    return { reviews: answer.Results, total: answer.TotalResults }
  } catch (error) {
    console.error(`reviews: list of ${productId.slice(0, 60)} could not be read (${error instanceof Error ? error.message : 'error'})`)
    return undefined
  }
}

/** submitfeedback.json: a helpfulness vote on a review (or an answer); answers the new counts or the provider's error code. */
export async function sendHelpfulVote({
  reviewId,
  vote,
  device,
  clientAddress,
  contentType = 'review',
}: {
  reviewId: string
  vote: 'Positive' | 'Negative'
  device: string
  clientAddress: string
  contentType?: 'review' | 'answer'
}) {
  try {
    const answer = (await call(
      'submitfeedback.json',
      {},
      new URLSearchParams({
        ContentType: contentType,
        ContentId: reviewId,
        FeedbackType: 'helpfulness',
        Vote: vote === 'Positive' ? 'Positive' : 'Negative',
        fp: device.slice(0, 100) || clientAddress,
      }),
      clientAddress,
    )) as { HasErrors: boolean; Errors?: { Code: string }[]; TotalPositiveFeedbackCount?: number; TotalNegativeFeedbackCount?: number }
    if (answer.HasErrors) return { ok: false as const, code: answer.Errors?.[0]?.Code ?? 'ERROR_UNKNOWN' }
    return { ok: true as const, positive: answer.TotalPositiveFeedbackCount ?? 0, negative: answer.TotalNegativeFeedbackCount ?? 0 }
  } catch {
    return { ok: false as const, code: 'ERROR_UNKNOWN' }
  }
}

/**
 * authenticateuser.json: confirms a review held for hosted authentication, with the token of the emailed
 * link. 'confirmed', 'refused' (bad, used or expired token) or 'failed' (the service is away).
 */
export async function authenticateReviewer(token: string): Promise<'confirmed' | 'refused' | 'failed'> {
  try {
    const answer = (await call('authenticateuser.json', {}, new URLSearchParams({ authtoken: token.slice(0, 200) }))) as {
      HasErrors: boolean
      Errors?: { Code: string }[]
    }
    if (!answer.HasErrors) return 'confirmed'
    return answer.Errors?.[0]?.Code === 'ERROR_PARAM_INVALID_PARAMETER_VALUE' ? 'refused' : 'failed'
  } catch {
    return 'failed'
  }
}

/**
 * The query string the write-review page's upload controls send with each file: the API version and the
 * pass key (the provider's pass key is public by design: the browser sends it, SPEC.md §7).
 */
export function uploadQuery(): string {
  const { REVIEWS_PASSKEY } = settings()
  return new URLSearchParams({ apiversion: API_VERSION, ...(REVIEWS_PASSKEY ? { passkey: REVIEWS_PASSKEY } : {}) }).toString()
}

export type ShownQuestion = ApiQuestion & { Answers: ApiAnswer[] }

/**
 * A page of a product's approved questions with their answers (questions.json, Include=Answers), or
 * undefined when the call fails (logged): the page then leaves the section out rather than breaking.
 */
export async function productQuestions({
  productId,
  sort,
  offset = 0,
  limit,
}: {
  productId: string
  sort: string
  offset?: number
  limit: number
}): Promise<{ questions: ShownQuestion[]; total: number } | undefined> {
  try {
    const answer = (await call('questions.json', {
      Filter: `ProductId:${productId}`,
      Sort: sort,
      Limit: limit,
      Offset: Math.max(0, Math.min(100_000, Math.floor(offset) || 0)),
      Include: 'Answers',
    })) as {
      HasErrors: boolean
      Errors?: { Code: string }[]
      Results?: ApiQuestion[]
      TotalResults?: number
      Includes?: { Answers?: Record<string, ApiAnswer> }
    }
    if (answer.HasErrors) throw new Error(answer.Errors?.map((error) => error.Code).join(', ') || 'HasErrors')
    const questions = (answer.Results ?? []).map((question) => ({
      ...question,
      Answers: question.AnswerIds.map((id) => answer.Includes?.Answers?.[id]).filter((item): item is ApiAnswer => Boolean(item)),
    }))
    return { questions, total: answer.TotalResults ?? 0 }
  } catch (error) {
    console.error(`reviews: questions of ${productId.slice(0, 60)} could not be read (${error instanceof Error ? error.message : 'error'})`)
    return undefined
  }
}

/** submitquestion.json (Action=Submit) with the form's fields, for the visitor at `clientAddress`. */
export async function submitQuestion(fields: Record<string, string>, clientAddress: string): Promise<SubmitAnswer> {
  return (await call('submitquestion.json', {}, new URLSearchParams({ ...fields, Action: 'Submit' }), clientAddress)) as SubmitAnswer
}
