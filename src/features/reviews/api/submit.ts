import 'server-only'

import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { consumeFormLimit } from '@/shared/forms/rateLimit'

import { validateReview } from '../rules'
import { REVIEW_MESSAGES } from '../texts'
import { hostedAuthenticationOf, newConfirmation, sendConfirmationEmail } from './authenticate'
import { ERRORS, failure, type FieldError, json } from './envelope'
import type { Params } from './params'
import { findProducts } from './read'

const SUBMIT_LIMITS = { perAddress: { points: 20, duration: 600 }, perEmail: { points: 10, duration: 600 } }
/** Context data the form sends besides age (kept and filterable): SPEC.md §3's review filter fields and gender. */
const CONTEXT_FIELDS = ['Gender', 'HairType', 'HairLength', 'HairNeed'] as const

function inputOf(params: Params): Record<string, string> {
  return Object.fromEntries(params.names().map((name) => [name, params.get(name) ?? '']))
}

const fieldErrors = (errors: FieldError[]) => ({
  FieldErrors: Object.fromEntries(errors.map((error) => [error.Field, error])),
  GroupErrors: {},
})

/** submitreview.json: Action=Preview validates and stores nothing; Action=Submit stores the review as pending. */
export async function submitReviewJson(payload: Payload, params: Params, clientAddress: string): Promise<Response> {
  const action = (params.get('Action') ?? 'Preview').toLowerCase()
  if (action !== 'preview' && action !== 'submit') return ERRORS.invalidValue('Action')
  const productId = params.get('ProductId')?.trim() ?? ''
  const [product] = productId ? await findProducts(payload, [productId]) : []
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
    const owner = await payload.find({ collection: 'reviews', where: { userNickname: { equals: nickname } }, limit: 1, depth: 0, overrideAccess: true, select: { userEmail: true } })
    const ownerEmail = owner.docs[0]?.userEmail
    if (ownerEmail && ownerEmail.toLowerCase() !== email) errors.push({ Field: 'usernickname', Code: 'ERROR_FORM_DUPLICATE_NICKNAME', Message: REVIEW_MESSAGES.nicknameTaken })
  }
  const review = {
    Rating: Number(input.rating) || null,
    Title: (input.title ?? '').trim(),
    ReviewText: (input.reviewtext ?? '').trim(),
    UserNickname: nickname,
    UserLocation: (input.userlocation ?? '').trim() || null,
    IsRecommended: input.isrecommended?.toLowerCase() === 'true',
    ProductId: product.productId,
  }
  if (errors.length > 0) return json({ HasErrors: true, Errors: [], FormErrors: fieldErrors(errors), Review: review })
  if (action === 'preview') return json({ HasErrors: false, Errors: [], FormErrors: {}, Review: { ...review, Id: null } })

  const wait = await consumeFormLimit('reviews', SUBMIT_LIMITS, `${clientAddress}|${params.get('fp') ?? params.get('fingerprint') ?? ''}`, email)
  if (wait > 0) return ERRORS.tooMany(wait)
  const submissionKey = `${product.productId}:${email}`
  const existing = await payload.find({ collection: 'reviews', where: { submissionKey: { equals: submissionKey } }, limit: 1, depth: 0, overrideAccess: true })
  if (existing.docs.length) return failure('ERROR_DUPLICATE_SUBMISSION', REVIEW_MESSAGES.duplicate, { FormErrors: {} })

  const context: Record<string, string> = {}
  for (const name of CONTEXT_FIELDS) {
    const value = params.get(`contextdatavalue_${name}`)?.trim()
    if (value && /^[A-Za-z0-9 -]{1,40}$/.test(value)) context[name] = value
  }
  const media = (kind: 'photo' | 'video') =>
    params
      .names()
      .filter((name) => new RegExp(`^${kind}url_\\d+$`).test(name))
      .map((name) => ({ url: params.get(name) ?? '', caption: params.get(name.replace('url', 'caption'))?.slice(0, 150) }))
      .filter((item) => item.url.startsWith('/media/reviews/') || /^\/api\/reviews\/media\/[0-9a-f-]{36}\.[a-z0-9]{3,4}$/.test(item.url))
  const photos = media('photo')
  const videos = media('video')
  const confirmation = authentication && !Array.isArray(authentication) ? newConfirmation() : undefined
  try {
    const doc = await payload.create({
      collection: 'reviews',
      overrideAccess: true,
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
        photos,
        videos,
        submissionTime: new Date().toISOString(),
        fingerprint: (params.get('fp') ?? params.get('fingerprint') ?? '').slice(0, 200),
        submissionKey,
        ...confirmation?.fields,
      },
    })
    if (confirmation && authentication && !Array.isArray(authentication)) await sendConfirmationEmail(authentication, confirmation.token, product.title)
    return json({ HasErrors: false, Errors: [], FormErrors: {}, SubmissionId: randomUUID(), TypicalHoursToPost: 72, Review: { ...review, Id: String(doc.id) } })
  } catch (error) {
    const twin = await payload.find({ collection: 'reviews', where: { submissionKey: { equals: submissionKey } }, limit: 1, depth: 0, overrideAccess: true })
    if (twin.docs.length) return failure('ERROR_DUPLICATE_SUBMISSION', REVIEW_MESSAGES.duplicate, { FormErrors: {} })
    throw error
  }
}

/** submitfeedback.json: a helpfulness vote, one per review and device; the counts move at once. */
export async function submitFeedbackJson(payload: Payload, params: Params, clientAddress: string): Promise<Response> {
  if ((params.get('ContentType') ?? '').toLowerCase() !== 'review') return ERRORS.invalidValue('ContentType')
  if ((params.get('FeedbackType') ?? '').toLowerCase() !== 'helpfulness') return ERRORS.invalidValue('FeedbackType')
  const vote = (params.get('Vote') ?? '').toLowerCase()
  if (vote !== 'positive' && vote !== 'negative') return ERRORS.invalidValue('Vote')
  const contentId = params.get('ContentId') ?? ''
  if (!/^\d{1,12}$/.test(contentId)) return ERRORS.invalidValue('ContentId')
  const { docs } = await payload.find({ collection: 'reviews', where: { and: [{ id: { equals: Number(contentId) } }, { status: { equals: 'approved' } }] }, limit: 1, depth: 0, overrideAccess: true })
  const review = docs[0]
  if (!review) return ERRORS.invalidValue('ContentId')
  const voter = (params.get('UserId') ?? params.get('fp') ?? params.get('fingerprint') ?? '').slice(0, 200) || clientAddress
  const wait = await consumeFormLimit('review-votes', { perAddress: { points: 60, duration: 60 }, perEmail: { points: 60, duration: 60 } }, clientAddress)
  if (wait > 0) return ERRORS.tooMany(wait)
  const key = `${review.id}:${voter}`
  const value = vote === 'positive' ? 'Positive' : 'Negative'
  try {
    await payload.create({ collection: 'review-votes', overrideAccess: true, data: { key, review: review.id, vote: value } })
  } catch {
    const earlier = await payload.find({ collection: 'review-votes', where: { key: { equals: key } }, limit: 1, depth: 0, overrideAccess: true })
    if (earlier.docs.length) return failure('ERROR_DUPLICATE_SUBMISSION', 'You have already voted on this review.')
    return ERRORS.busy()
  }
  // Counted from the votes, not incremented: simultaneous votes never lose one.
  const [positive, negative] = await Promise.all(
    (['Positive', 'Negative'] as const).map(async (kind) => (await payload.count({ collection: 'review-votes', where: { and: [{ review: { equals: review.id } }, { vote: { equals: kind } }] }, overrideAccess: true })).totalDocs),
  )
  await payload.update({
    collection: 'reviews',
    id: review.id,
    overrideAccess: true,
    context: { skipReviewStatistics: true },
    data: { totalPositiveFeedbackCount: positive, totalNegativeFeedbackCount: negative },
  })
  return json({
    HasErrors: false,
    Errors: [],
    FormErrors: {},
    Feedback: { Helpfulness: { Vote: value.toUpperCase(), AuthorId: null }, Inappropriate: null },
    TotalPositiveFeedbackCount: positive,
    TotalNegativeFeedbackCount: negative,
  })
}
