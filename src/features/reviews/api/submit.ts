import 'server-only'

import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { defineIntake, rowsOf, sql, storeOrQueue } from '@/cms/intake'
import { recordOpened, recordReviewed, REQUEST_TOKEN_PARAM, requestByToken } from '@/cms/reviewRequests'
import { consumeFormLimit } from '@/shared/forms/rateLimit'

import { validateReview } from '../rules'
import { LIMITS } from '../limits'
import { CONTEXT_FIELDS, INCENTIVE_FIELD } from '../reviewForm'
import { REVIEW_MESSAGES } from '../texts'
import { type HostedAuthentication, hostedAuthenticationOf, newConfirmation, sendConfirmationEmail } from './authenticate'
import { ERRORS, failure, type FieldError, submission } from './envelope'
import { reviewFormDefinition } from './formDefinition'
import type { Params } from './params'
import { findProduct } from './read'

/** The incentive question's parameter as `inputOf` names it (lower case). */
const INCENTIVE_KEY = `contextdatavalue_${INCENTIVE_FIELD.toLowerCase()}`

/** How long a review usually waits for moderation, as the answer to a submission says. */
export const TYPICAL_HOURS_TO_POST = 72
const SUBMIT_LIMITS = { perAddress: { points: 20, duration: 600 }, perEmail: { points: 10, duration: 600 } }

export function inputOf(params: Params): Record<string, string> {
  return Object.fromEntries(params.names().map((name) => [name, params.get(name) ?? '']))
}

export const fieldErrors = (errors: FieldError[]) => ({
  FieldErrors: Object.fromEntries(errors.map((error) => [error.Field, error])),
  FieldErrorsOrder: errors.map((error) => error.Field),
  GroupErrors: {},
  GroupErrorsOrder: [],
})

/**
 * A submission's hosted authentication (./authenticate): none or valid, its errors added to `errors`. The
 * same address as useremail (the site's forms send it twice) has its error said once, on useremail.
 */
export function hostedAuthenticationChecked(params: Params, input: Record<string, string>, errors: FieldError[]): HostedAuthentication | null {
  const authentication = hostedAuthenticationOf(params)
  if (!Array.isArray(authentication)) return authentication
  const sameEmail = (params.get('hostedauthentication_authenticationemail') ?? '').trim() === (input.useremail ?? '').trim()
  const useremailFailed = errors.some((error) => error.Field === 'useremail')
  errors.push(...authentication.filter((error) => !(error.Field === 'hostedauthentication_authenticationemail' && sameEmail && useremailFailed)))
  return null
}

/** submitreview.json: Action=Preview validates and stores nothing; Action=Submit stores the review as pending. */
export async function submitReviewJson(payload: Payload, params: Params, clientAddress: string): Promise<Response> {
  const action = (params.get('Action') ?? 'Preview').toLowerCase()
  if (action !== 'preview' && action !== 'submit') return ERRORS.invalidValue('Action')
  const productId = params.get('ProductId')?.trim() ?? ''
  const product = productId ? await findProduct(payload, productId) : undefined
  if (!product) return failure('ERROR_PARAM_INVALID_PARAMETER_VALUE', 'Unknown ProductId.', { FormErrors: {} })
  const input = inputOf(params)
  // A review request's star link (src/cms/reviewRequests): its token is the hosted authentication already
  // done, for the address it was sent to and its product. The review is the verified owner's; no email.
  const requestToken = params.get(REQUEST_TOKEN_PARAM)?.trim()
  const request = requestToken ? await requestByToken(payload, requestToken) : undefined
  if (requestToken && (!request || request.product !== Number(product.id)))
    return failure('ERROR_PARAM_INVALID_PARAMETER_VALUE', REVIEW_MESSAGES.requestLinkInvalid, { FormErrors: {} })
  if (request) {
    input.useremail = request.email
    if (request.sourceKind === 'sampling') input[INCENTIVE_KEY] = 'True'
    await recordOpened(payload, request.id)
  }
  const errors = validateReview(input)
  const authentication = request ? null : hostedAuthenticationChecked(params, input, errors)
  const email = (input.useremail ?? '').trim().toLowerCase()
  const nickname = (input.usernickname ?? '').trim()
  if (!errors.some((error) => error.Field === 'usernickname') && nickname) {
    const [owner] = await rowsOf(payload, sql`select user_email from reviews where user_nickname = ${nickname} limit 1`)
    const ownerEmail = owner?.user_email
    if (typeof ownerEmail === 'string' && ownerEmail.toLowerCase() !== email)
      errors.push({ Field: 'usernickname', Code: 'ERROR_FORM_DUPLICATE_NICKNAME', Message: REVIEW_MESSAGES.nicknameTaken })
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
  // The provider's incentive question: True or False (any case), kept as the provider writes it.
  const incentive = (input[INCENTIVE_KEY] ?? '').trim().toLowerCase()
  if (incentive === 'true' || incentive === 'false') context[INCENTIVE_FIELD] = incentive === 'true' ? 'True' : 'False'
  const media = (kind: 'photo' | 'video') =>
    params
      .names()
      .filter((name) => new RegExp(`^${kind}url_\\d+$`).test(name))
      .map((name) => ({ url: params.get(name) ?? '', caption: params.get(name.replace('url', 'caption'))?.slice(0, LIMITS.caption) }))
      .filter((item) => item.url.startsWith('/media/reviews/') || /^\/api\/reviews\/media\/[0-9a-f-]{36}\.[a-z0-9]{3,4}$/.test(item.url))
  const pending: PendingReview = {
    productTitle: product.title,
    authentication,
    ...(request ? { requestId: request.id } : {}),
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
      contextTags: `|${Object.entries(context)
        .map(([name, value]) => `${name}:${value}`)
        .join('|')}|`,
      photos: media('photo'),
      videos: media('video'),
      submissionTime: new Date().toISOString(),
      fingerprint: (params.get('fp') ?? params.get('fingerprint') ?? '').slice(0, 200),
      submissionKey,
      // Badges (the provider's verifiedPurchaser and incentivizedReview): written through a review
      // request; a product received for free or any other incentive, as its writer answered.
      verifiedPurchaser: Boolean(request),
      incentivizedReview: context[INCENTIVE_FIELD] === 'True',
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
const reviewStored = async (payload: Payload, submissionKey: string) =>
  (await rowsOf(payload, sql`select 1 as found from reviews where submission_key = ${submissionKey} limit 1`)).length > 0

/** A submitted review as the intake keeps it until it is stored (JSON). */
interface PendingReview {
  productTitle: string
  authentication: HostedAuthentication | null
  /** The review request whose star link it came through. */
  requestId?: number
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
  if (pending.requestId !== undefined) await recordReviewed(payload, pending.requestId, id)
  if (confirmation && pending.authentication) await sendConfirmationEmail(pending.authentication, confirmation.token, pending.productTitle, 'review')
  return id
}

defineIntake<PendingReview>(REVIEW_INTAKE, async (payload, pending) => {
  await storeReview(payload, pending)
})

/** What a helpful vote may be about: each kept with its own votes (one per device). */
const VOTED_ON = {
  review: { table: 'reviews', votes: 'review-votes', votesTable: 'review_votes', field: 'review', intakeKey: 'vote' },
  answer: { table: 'answers', votes: 'answer-votes', votesTable: 'answer_votes', field: 'answer', intakeKey: 'answer-vote' },
} as const
type VotedOn = keyof typeof VOTED_ON

/** submitfeedback.json: a helpfulness vote on a review or an answer, one per device; the counts move at once. */
export async function submitFeedbackJson(payload: Payload, params: Params, clientAddress: string): Promise<Response> {
  const content = (params.get('ContentType') ?? '').toLowerCase()
  if (!Object.hasOwn(VOTED_ON, content)) return ERRORS.invalidValue('ContentType')
  const on = VOTED_ON[content as VotedOn]
  if ((params.get('FeedbackType') ?? '').toLowerCase() !== 'helpfulness') return ERRORS.invalidValue('FeedbackType')
  const direction = (params.get('Vote') ?? '').toLowerCase()
  if (direction !== 'positive' && direction !== 'negative') return ERRORS.invalidValue('Vote')
  const contentId = params.get('ContentId') ?? ''
  // Ids are 32-bit integers in both databases.
  if (!/^\d{1,10}$/.test(contentId) || Number(contentId) > 2_147_483_647) return ERRORS.invalidValue('ContentId')
  const [voted] = await rowsOf(
    payload,
    sql`select id, total_positive_feedback_count as positive, total_negative_feedback_count as negative from ${sql.raw(on.table)} where id = ${Number(contentId)} and status = 'approved' limit 1`,
  )
  if (!voted) return ERRORS.invalidValue('ContentId')
  const voter = (params.get('UserId') ?? params.get('fp') ?? params.get('fingerprint') ?? '').slice(0, 200) || clientAddress
  const wait = await consumeFormLimit('review-votes', { perAddress: { points: 60, duration: 60 }, perEmail: { points: 60, duration: 60 } }, clientAddress)
  if (wait > 0) return ERRORS.tooMany(wait)
  const vote: PendingVote = {
    key: `${voted.id}:${voter}`,
    review: Number(voted.id),
    value: direction === 'positive' ? 'Positive' : 'Negative',
    ...(content === 'answer' ? { on: 'answer' as const } : {}),
  }
  const duplicate = () => failure('ERROR_DUPLICATE_SUBMISSION', `You have already voted on this ${content}.`)
  const answer = (positive: number, negative: number) =>
    submission({
      Feedback: { Helpfulness: { Vote: vote.value.toUpperCase(), AuthorId: null }, Inappropriate: null },
      TotalPositiveFeedbackCount: positive,
      TotalNegativeFeedbackCount: negative,
    })
  return storeOrQueue(payload, {
    kind: VOTE_INTAKE,
    key: `${on.intakeKey}:${vote.key}`,
    data: vote,
    now: async () => {
      const counts = await storeVote(payload, vote)
      if (counts === 'duplicate') return duplicate()
      return counts === 'busy' ? ERRORS.busy() : answer(counts.positive, counts.negative)
    },
    check: async () => ((await voteStored(payload, vote)) ? duplicate() : undefined),
    // The counts as stored, with this vote: the record follows moments later.
    accepted: () =>
      answer(Number(voted.positive ?? 0) + (vote.value === 'Positive' ? 1 : 0), Number(voted.negative ?? 0) + (vote.value === 'Negative' ? 1 : 0)),
  })
}

/** A helpful vote as the intake keeps it until it is stored (JSON). */
interface PendingVote {
  key: string
  /** The id of what it is about: a review, or an answer with `on`. */
  review: number
  value: 'Positive' | 'Negative'
  on?: 'answer'
}

const VOTE_INTAKE = 'review-vote'

/** Whether a vote with this content-and-voter key is stored. */
const voteStored = async (payload: Payload, vote: PendingVote) =>
  (await rowsOf(payload, sql`select 1 as found from ${sql.raw(VOTED_ON[vote.on ?? 'review'].votesTable)} where "key" = ${vote.key} limit 1`)).length > 0

/** Stores a vote once per content and voter, then its counts (counted, not incremented: simultaneous votes never lose one). */
async function storeVote(payload: Payload, vote: PendingVote): Promise<{ positive: number; negative: number } | 'duplicate' | 'busy'> {
  const on = VOTED_ON[vote.on ?? 'review']
  try {
    await payload.create({ collection: on.votes, overrideAccess: true, data: { key: vote.key, [on.field]: vote.review, vote: vote.value } as never })
  } catch {
    return (await voteStored(payload, vote)) ? 'duplicate' : 'busy'
  }
  const [positive = 0, negative = 0] = await Promise.all(
    (['Positive', 'Negative'] as const).map(
      async (kind) =>
        (
          await payload.count({
            collection: on.votes,
            where: { and: [{ [on.field]: { equals: vote.review } }, { vote: { equals: kind } }] },
            overrideAccess: true,
          })
        ).totalDocs,
    ),
  )
  await payload.update({
    collection: on.table,
    id: vote.review,
    overrideAccess: true,
    // Counts only: no statistics to recompute, no page to render afresh for a vote.
    context: { skipReviewStatistics: true, skipQuestionRefresh: true },
    data: { totalPositiveFeedbackCount: positive, totalNegativeFeedbackCount: negative },
  })
  return { positive, negative }
}

defineIntake<PendingVote>(VOTE_INTAKE, async (payload, vote) => {
  const outcome = await storeVote(payload, vote)
  if (outcome === 'busy') throw new Error('the vote could not be stored')
})
