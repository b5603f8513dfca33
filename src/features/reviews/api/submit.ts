import 'server-only'

import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { defineIntake, rowsOf, sql, storeOrQueue } from '@/cms/intake'
import { consumeFormLimit } from '@/shared/forms/rateLimit'

import { validateReview } from '../rules'
import { LIMITS } from '../limits'
import { CONTEXT_FIELDS } from '../reviewForm'
import { REVIEW_MESSAGES } from '../texts'
import { type HostedAuthentication, hostedAuthenticationOf, newConfirmation, sendConfirmationEmail } from './authenticate'
import { ERRORS, failure, type FieldError, submission } from './envelope'
import { reviewFormDefinition } from './formDefinition'
import type { Params } from './params'
import { findProduct } from './read'

/** How long a review usually waits for moderation, as the answer to a submission says. */
const TYPICAL_HOURS_TO_POST = 72
const SUBMIT_LIMITS = { perAddress: { points: 20, duration: 600 }, perEmail: { points: 10, duration: 600 } }

function inputOf(params: Params): Record<string, string> {
  return Object.fromEntries(params.names().map((name) => [name, params.get(name) ?? '']))
}

const fieldErrors = (errors: FieldError[]) => ({
  FieldErrors: Object.fromEntries(errors.map((error) => [error.Field, error])),
  FieldErrorsOrder: errors.map((error) => error.Field),
  GroupErrors: {},
  GroupErrorsOrder: [],
})

/** submitreview.json: Action=Preview validates and stores nothing; Action=Submit stores the review as pending. */
export async function submitReviewJson(payload: Payload, params: Params, clientAddress: string): Promise<Response> {
  const action = (params.get('Action') ?? 'Preview').toLowerCase()
  if (action !== 'preview' && action !== 'submit') return ERRORS.invalidValue('Action')
  const productId = params.get('ProductId')?.trim() ?? ''
  const product = productId ? await findProduct(payload, productId) : undefined
  if (!product) return failure('ERROR_PARAM_INVALID_PARAMETER_VALUE', 'Unknown ProductId.', { FormErrors: {} })
  const input = inputOf(params)
  const errors = validateReview(input)
  const authentication = hostedAuthenticationOf(params)
  if (Array.isArray(authentication)) {
    // The same address as useremail (the site's form sends it twice): its error is said once, on useremail.
    const sameEmail = (params.get('hostedauthentication_authenticationemail') ?? '').trim() === (input.useremail ?? '').trim()
    const useremailFailed = errors.some((error) => error.Field === 'useremail')
    errors.push(...authentication.filter((error) => !(error.Field === 'hostedauthentication_authenticationemail' && sameEmail && useremailFailed)))
  }
  const email = (input.useremail ?? '').trim().toLowerCase()
  const nickname = (input.usernickname ?? '').trim()
  if (!errors.some((error) => error.Field === 'usernickname') && nickname) {
    const [owner] = await rowsOf(payload, sql`select user_email from reviews where user_nickname = ${nickname} limit 1`)
    const ownerEmail = owner?.user_email
    if (typeof ownerEmail === 'string' && ownerEmail.toLowerCase() !== email) errors.push({ Field: 'usernickname', Code: 'ERROR_FORM_DUPLICATE_NICKNAME', Message: REVIEW_MESSAGES.nicknameTaken })
  }
  const review = {
    Rating: Number(input.rating) || null,
    Title: (input.title ?? '').trim(),
    ReviewText: (input.reviewtext ?? '').trim(),
    UserNickname: nickname,
    UserLocation: (input.userlocation ?? '').trim() || null,
    IsRecommended: input.isrecommended?.toLowerCase() === 'true',
    ProductId: product.productId,
    SendEmailAlertWhenCommented: false,
    SendEmailAlertWhenPublished: false,
    SubmissionId: null,
    SubmissionTime: new Date().toISOString(),
    TypicalHoursToPost: null,
  }
  // As the provider: the form's definition with a Preview and with errors, for a client that draws the form from it.
  const form = () => reviewFormDefinition((name) => params.get(name))
  if (errors.length > 0) return submission({ HasErrors: true, FormErrors: fieldErrors(errors), Review: { ...review, Id: null }, ...form() })
  if (action === 'preview') return submission({ TypicalHoursToPost: TYPICAL_HOURS_TO_POST, Review: { ...review, Id: null }, ...form() })

  const wait = await consumeFormLimit('reviews', SUBMIT_LIMITS, `${clientAddress}|${params.get('fp') ?? params.get('fingerprint') ?? ''}`, email)
  if (wait > 0) return ERRORS.tooMany(wait)
  const submissionKey = `${product.productId}:${email}`
  const context: Record<string, string> = {}
  for (const name of CONTEXT_FIELDS) {
    const value = params.get(`contextdatavalue_${name}`)?.trim()
    if (value && /^[A-Za-z0-9 -]{1,40}$/.test(value)) context[name] = value
  }
  const media = (kind: 'photo' | 'video') =>
    params
      .names()
      .filter((name) => new RegExp(`^${kind}url_\\d+$`).test(name))
      .map((name) => ({ url: params.get(name) ?? '', caption: params.get(name.replace('url', 'caption'))?.slice(0, LIMITS.caption) }))
      .filter((item) => item.url.startsWith('/media/reviews/') || /^\/api\/reviews\/media\/[0-9a-f-]{36}\.[a-z0-9]{3,4}$/.test(item.url))
  const pending: PendingReview = {
    productTitle: product.title,
    authentication: authentication && !Array.isArray(authentication) ? authentication : null,
    data: {
      status: 'pending',
      product: product.id,
      providerProductId: product.productId,
      rating: Number(input.rating),
      ratingValue: Number(input.rating_value),
      ratingQuality: Number(input.rating_quality),
      title: review.Title,
      reviewText: review.ReviewText,
      userNickname: nickname,
      userLocation: review.UserLocation,
      userEmail: email,
      isRecommended: review.IsRecommended,
      contextData: context,
      contextTags: `|${Object.entries(context).map(([name, value]) => `${name}:${value}`).join('|')}|`,
      photos: media('photo'),
      videos: media('video'),
      submissionTime: new Date().toISOString(),
      fingerprint: (params.get('fp') ?? params.get('fingerprint') ?? '').slice(0, 200),
      submissionKey,
    },
  }
  const duplicate = () => failure('ERROR_DUPLICATE_SUBMISSION', REVIEW_MESSAGES.duplicate, { FormErrors: {} })
  const accepted = (id: string | null) => submission({ SubmissionId: randomUUID(), TypicalHoursToPost: TYPICAL_HOURS_TO_POST, Review: { ...review, Id: id } })
  return storeOrQueue(payload, {
    kind: REVIEW_INTAKE,
    key: `review:${submissionKey}`,
    data: pending,
    now: async () => {
      const id = await storeReview(payload, pending)
      return id === undefined ? duplicate() : accepted(String(id))
    },
    check: async () => ((await reviewStored(payload, submissionKey)) ? duplicate() : undefined),
    // Not stored yet: its Id comes with the record, moments later (SubmissionId names it meanwhile).
    accepted: () => accepted(null),
  })
}

/** Whether a review with this product-and-email key is stored (one indexed read: the crowd's check and the store's). */
const reviewStored = async (payload: Payload, submissionKey: string) => (await rowsOf(payload, sql`select 1 as found from reviews where submission_key = ${submissionKey} limit 1`)).length > 0

/** Whether a vote with this review-and-voter key is stored. */
const voteStored = async (payload: Payload, key: string) => (await rowsOf(payload, sql`select 1 as found from review_votes where "key" = ${key} limit 1`)).length > 0

/** A submitted review as the intake keeps it until it is stored (JSON). */
interface PendingReview {
  productTitle: string
  authentication: HostedAuthentication | null
  data: Record<string, unknown> & { submissionKey: string }
}

const REVIEW_INTAKE = 'review'

/**
 * Stores a submitted review as pending (held for its reviewer's confirmation with hosted authentication,
 * the link emailed): its id, or undefined when one with the same product and email is stored already.
 */
async function storeReview(payload: Payload, pending: PendingReview): Promise<number | string | undefined> {
  const twin = () => reviewStored(payload, pending.data.submissionKey)
  if (await twin()) return undefined
  const confirmation = pending.authentication ? newConfirmation() : undefined
  let id: number | string
  try {
    const doc = await payload.create({ collection: 'reviews', overrideAccess: true, data: { ...pending.data, ...confirmation?.fields } as never })
    id = doc.id
  } catch (error) {
    if (await twin()) return undefined
    throw error
  }
  if (confirmation && pending.authentication) await sendConfirmationEmail(pending.authentication, confirmation.token, pending.productTitle)
  return id
}

defineIntake<PendingReview>(REVIEW_INTAKE, async (payload, pending) => {
  await storeReview(payload, pending)
})

/** submitfeedback.json: a helpfulness vote, one per review and device; the counts move at once. */
export async function submitFeedbackJson(payload: Payload, params: Params, clientAddress: string): Promise<Response> {
  if ((params.get('ContentType') ?? '').toLowerCase() !== 'review') return ERRORS.invalidValue('ContentType')
  if ((params.get('FeedbackType') ?? '').toLowerCase() !== 'helpfulness') return ERRORS.invalidValue('FeedbackType')
  const direction = (params.get('Vote') ?? '').toLowerCase()
  if (direction !== 'positive' && direction !== 'negative') return ERRORS.invalidValue('Vote')
  const contentId = params.get('ContentId') ?? ''
  // Ids are 32-bit integers in both databases.
  if (!/^\d{1,10}$/.test(contentId) || Number(contentId) > 2_147_483_647) return ERRORS.invalidValue('ContentId')
  const [review] = await rowsOf(
    payload,
    sql`select id, total_positive_feedback_count as positive, total_negative_feedback_count as negative from reviews where id = ${Number(contentId)} and status = 'approved' limit 1`,
  )
  if (!review) return ERRORS.invalidValue('ContentId')
  const voter = (params.get('UserId') ?? params.get('fp') ?? params.get('fingerprint') ?? '').slice(0, 200) || clientAddress
  const wait = await consumeFormLimit('review-votes', { perAddress: { points: 60, duration: 60 }, perEmail: { points: 60, duration: 60 } }, clientAddress)
  if (wait > 0) return ERRORS.tooMany(wait)
  const vote: PendingVote = { key: `${review.id}:${voter}`, review: Number(review.id), value: direction === 'positive' ? 'Positive' : 'Negative' }
  const duplicate = () => failure('ERROR_DUPLICATE_SUBMISSION', 'You have already voted on this review.')
  const answer = (positive: number, negative: number) =>
    submission({
      Feedback: { Helpfulness: { Vote: vote.value.toUpperCase(), AuthorId: null }, Inappropriate: null },
      TotalPositiveFeedbackCount: positive,
      TotalNegativeFeedbackCount: negative,
    })
  return storeOrQueue(payload, {
    kind: VOTE_INTAKE,
    key: `vote:${vote.key}`,
    data: vote,
    now: async () => {
      const counts = await storeVote(payload, vote)
      if (counts === 'duplicate') return duplicate()
      return counts === 'busy' ? ERRORS.busy() : answer(counts.positive, counts.negative)
    },
    check: async () => ((await voteStored(payload, vote.key)) ? duplicate() : undefined),
    // The counts as stored, with this vote: the record follows moments later.
    accepted: () => answer(Number(review.positive ?? 0) + (vote.value === 'Positive' ? 1 : 0), Number(review.negative ?? 0) + (vote.value === 'Negative' ? 1 : 0)),
  })
}

/** A helpful vote as the intake keeps it until it is stored (JSON). */
interface PendingVote {
  key: string
  review: number
  value: 'Positive' | 'Negative'
}

const VOTE_INTAKE = 'review-vote'

/** Stores a vote once per review and voter, then the review's counts (counted, not incremented: simultaneous votes never lose one). */
async function storeVote(payload: Payload, vote: PendingVote): Promise<{ positive: number; negative: number } | 'duplicate' | 'busy'> {
  try {
    await payload.create({ collection: 'review-votes', overrideAccess: true, data: { key: vote.key, review: vote.review, vote: vote.value } })
  } catch {
    return (await voteStored(payload, vote.key)) ? 'duplicate' : 'busy'
  }
  const [positive = 0, negative = 0] = await Promise.all(
    (['Positive', 'Negative'] as const).map(async (kind) => (await payload.count({ collection: 'review-votes', where: { and: [{ review: { equals: vote.review } }, { vote: { equals: kind } }] }, overrideAccess: true })).totalDocs),
  )
  await payload.update({
    collection: 'reviews',
    id: vote.review,
    overrideAccess: true,
    context: { skipReviewStatistics: true },
    data: { totalPositiveFeedbackCount: positive, totalNegativeFeedbackCount: negative },
  })
  return { positive, negative }
}

defineIntake<PendingVote>(VOTE_INTAKE, async (payload, vote) => {
  const outcome = await storeVote(payload, vote)
  if (outcome === 'busy') throw new Error('the vote could not be stored')
})
