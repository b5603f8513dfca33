/**
 * The built-in reviews service over its wire format (Conversations API 5.4), against a fresh seeded SQLite
 * database: reads with filters, sorts and paging, statistics, submissions with every error code,
 * moderation updating the product's figures, helpful votes.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { shapeProblems } from '../support/providerShape'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-reviews-'))
// Every submission stored while the test waits (the crowd's intake has tests of its own: platform suite).
Object.assign(process.env, { NODE_ENV: 'production', DATA_DIR: dir, INTAKE_INLINE_RATE: '1000' })
delete process.env.DATABASE_URL
delete process.env.REVIEWS_PASSKEY

type Answer = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

/** One of the provider's recorded answers (tests/fixtures/conversations, README there). */
const recorded = (name: string) => JSON.parse(fs.readFileSync(path.resolve(__dirname, '../fixtures/conversations', name), 'utf8')) as Answer

let payload: Payload
let handle: (endpoint: string, request: Request) => Promise<Response>

async function get(endpoint: string, query: string): Promise<Answer> {
  const response = await handle(endpoint, new Request(`http://site.test/api/reviews/data/${endpoint}?${query}`))
  expect(response.status).toBe(200)
  return response.json()
}

async function post(endpoint: string, fields: Record<string, string>): Promise<Answer> {
  const response = await handle(
    endpoint,
    new Request(`http://site.test/api/reviews/data/${endpoint}?apiversion=5.4`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-client-address': `198.51.100.${Math.floor(Math.random() * 250)}` },
    }),
  )
  expect(response.status).toBe(200)
  return response.json()
}

const validReview = (overrides: Record<string, string> = {}) => ({
  Action: 'Submit',
  ProductId: 'mach3',
  rating: '4',
  title: 'Reliable every morning',
  reviewtext: 'A close shave without nicks, and the blades last about two weeks for me with a daily shave.',
  usernickname: `Tester${Date.now() % 100000}`,
  useremail: `tester-${Date.now()}@example.com`,
  userlocation: 'Perth, WA',
  contextdatavalue_Agemonth: '4',
  contextdatavalue_Ageyear: '1988',
  contextdatavalue_HairType: 'Curly',
  rating_Value: '4',
  rating_Quality: '5',
  isrecommended: 'true',
  agreedtotermsandconditions: 'true',
  ...overrides,
})

beforeAll(async () => {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../src/cms/payload.config')
  payload = await getPayload({ config })
  await (await import('../../src/cms/seed')).seed(payload)
  ;({ handleReviewsRequest: handle } = await import('../../src/features/reviews/server'))
})

afterAll(async () => {
  await payload?.destroy()
})

describe('reviews service: reads', () => {
  it('answers a missing or wrong version with the provider error, HTTP 200', async () => {
    expect(await get('reviews.json', 'Filter=ProductId:fusion5')).toMatchObject({ HasErrors: true, Errors: [{ Code: 'ERROR_PARAM_MISSING_VERSION' }] })
    expect(await get('reviews.json', 'apiversion=9.9')).toMatchObject({ HasErrors: true, Errors: [{ Code: 'ERROR_PARAM_MISSING_VERSION' }] })
  })

  it("seeds reviews whose texts differ within each product's list", async () => {
    const { docs } = await payload.find({
      collection: 'reviews',
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { providerProductId: true, reviewText: true },
    })
    const byProduct = new Map<string, string[]>()
    for (const doc of docs) byProduct.set(doc.providerProductId, [...(byProduct.get(doc.providerProductId) ?? []), doc.reviewText])
    for (const [product, texts] of byProduct) expect(new Set(texts).size, product).toBe(texts.length)
  })

  it('seeds at least 300 approved reviews and keeps each product figure equal to them', async () => {
    const all = await get('reviews.json', 'apiversion=5.4&Limit=0')
    expect(all.TotalResults).toBeGreaterThanOrEqual(300)
    const products = await get('products.json', 'apiversion=5.4&Filter=Id:fusion5&Stats=Reviews')
    const stats = products.Results[0].ReviewStatistics
    const { docs } = await payload.find({ collection: 'products', where: { slug: { equals: 'fusion5' } }, depth: 0, overrideAccess: true })
    expect(docs[0]!.reviewStatistics).toMatchObject({ totalReviewCount: stats.TotalReviewCount, averageOverallRating: stats.AverageOverallRating })
    expect(stats.RatingDistribution.reduce((sum: number, row: { Count: number }) => sum + row.Count, 0)).toBe(stats.TotalReviewCount)
  })

  it('filters by product, sorts by rating, pages with Limit and Offset, parameter names in any case', async () => {
    const first = await get('reviews.json', 'apiversion=5.4&Filter=ProductId:fusion5&Sort=Rating:desc&Limit=5&Offset=0&Stats=Reviews')
    expect(first.HasErrors).toBe(false)
    expect(first.Limit).toBe(5)
    expect(first.Results.length).toBeGreaterThan(0)
    expect(first.Results.every((review: Answer) => review.ProductId === 'fusion5')).toBe(true)
    const ratings = first.Results.map((review: Answer) => review.Rating)
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
    expect(first.Includes.Products.fusion5.ReviewStatistics.TotalReviewCount).toBe(first.TotalResults)
    const shifted = await get('reviews.json', 'APIVERSION=5.4&filter=productid:fusion5&SORT=rating:desc&limit=2&offset=1')
    expect(shifted.Results.map((review: Answer) => review.Id)).toEqual(first.Results.slice(1, 3).map((review: Answer) => review.Id))
    for (const review of first.Results) {
      expect(Object.keys(review)).toEqual(
        expect.arrayContaining([
          'Id',
          'ProductId',
          'Rating',
          'Title',
          'ReviewText',
          'UserNickname',
          'UserLocation',
          'SubmissionTime',
          'IsRecommended',
          'ContextDataValues',
          'SecondaryRatings',
          'Photos',
          'Videos',
          'TotalPositiveFeedbackCount',
          'TotalNegativeFeedbackCount',
          'ModerationStatus',
        ]),
      )
      expect(JSON.stringify(review)).not.toMatch(/@/)
    }
  })

  it('ANDs several filters, ORs comma lists, and filters on rating and context data', async () => {
    const high = await get('reviews.json', 'apiversion=5.4&Filter=ProductId:fusion5,mach3&Filter=Rating:gte:4&Limit=100')
    expect(high.Results.every((review: Answer) => review.Rating >= 4 && ['fusion5', 'mach3'].includes(review.ProductId))).toBe(true)
    const curly = await get('reviews.json', 'apiversion=5.4&Filter=ContextDataValue_HairType:eq:Curly&Limit=100')
    expect(curly.TotalResults).toBeGreaterThan(0)
    expect(curly.Results.every((review: Answer) => review.ContextDataValues.HairType.Value === 'Curly')).toBe(true)
  })

  it('refuses unknown filter and sort attributes with the provider codes', async () => {
    expect(await get('reviews.json', 'apiversion=5.4&Filter=Colour:eq:red')).toMatchObject({
      HasErrors: true,
      Errors: [{ Code: 'ERROR_PARAM_INVALID_FILTER_ATTRIBUTE' }],
    })
    expect(await get('reviews.json', 'apiversion=5.4&Sort=Price:desc')).toMatchObject({
      HasErrors: true,
      Errors: [{ Code: 'ERROR_PARAM_INVALID_SORT_ATTRIBUTE' }],
    })
    expect(await get('reviews.json', 'apiversion=5.4&Limit=101')).toMatchObject({ HasErrors: true })
  })

  it('products.json gives statistics and the first reviews by rating in Includes', async () => {
    const answer = await get(
      'products.json',
      'apiversion=5.4&Filter=Id:fusion5,mach3&Stats=Reviews&Include=Reviews,Comments&Limit_Reviews=3&Sort_Reviews=Rating:desc',
    )
    expect(answer.Results.map((product: Answer) => product.Id)).toEqual(['fusion5', 'mach3'])
    for (const product of answer.Results) {
      expect(product.ReviewStatistics).toMatchObject({ TotalReviewCount: expect.any(Number), RatingDistribution: expect.any(Array) })
      expect(product.ReviewIds.length).toBeLessThanOrEqual(3)
      // Full addresses, as the provider sends them (its ImageUrl is a URL, never an id).
      expect(product.ImageUrl).toMatch(/^https?:\/\/[^/]+\/cms-api\/media\/file\/\S+$/)
      expect(product.ProductPageUrl).toMatch(new RegExp(`^https?://[^/]+/en-au/products/${product.Id}$`))
    }
    expect(Object.keys(answer.Includes.Reviews).sort()).toEqual([...answer.Includes.ReviewsOrder].sort())
  })

  it("answers reads with every key of the provider's recorded answers, each of its type: reviews with statistics and products, products with statistics", async () => {
    const reviews = await get('reviews.json', 'apiversion=5.4&Filter=ProductId:fusion5&Include=Products&Stats=Reviews&Limit=20')
    expect(reviews.Results.length).toBeGreaterThan(0)
    expect(shapeProblems(reviews, recorded('reviews_all_reviews_include_rev_stats.json'))).toEqual([])
    const products = await get('products.json', 'apiversion=5.4&Filter=Id:fusion5,mach3&Stats=Reviews')
    expect(shapeProblems(products, recorded('product_catalog_prod_include_rev_stats.json'))).toEqual([])
    // The figures behind the new keys: what reviewers said of themselves, counted per value, and the span of dates.
    const stats = reviews.Includes.Products.fusion5.ReviewStatistics
    const told = reviews.Results.filter((review: Answer) => review.ContextDataValues.HairType).length
    const counted = stats.ContextDataDistribution.HairType.Values.reduce((sum: number, value: Answer) => sum + value.Count, 0)
    expect(counted).toBeGreaterThanOrEqual(told)
    expect(stats.ContextDataDistributionOrder).toContain('HairType')
    expect(Date.parse(stats.FirstSubmissionTime)).toBeLessThanOrEqual(Date.parse(stats.LastSubmissionTime))
    expect(reviews.Includes.Products.fusion5.Brand).toEqual({ Id: expect.any(String), Name: expect.any(String) })
  })
})

describe('reviews service: submissions and moderation', () => {
  it('answers every form error with its provider code and SPEC.md §5 message, and stores nothing', async () => {
    const before = await payload.count({ collection: 'reviews', overrideAccess: true })
    const answer = await post('submitreview.json', {
      Action: 'Submit',
      ProductId: 'mach3',
      title: 'x'.repeat(51),
      reviewtext: 'too short',
      usernickname: 'a b',
      userlocation: 'y'.repeat(61),
      useremail: 'not-an-email',
    })
    expect(answer.HasErrors).toBe(true)
    const fields = answer.FormErrors.FieldErrors
    expect(fields.rating).toMatchObject({ Code: 'ERROR_FORM_REQUIRED', Message: 'Please select rating.' })
    expect(fields.title).toMatchObject({ Code: 'ERROR_FORM_TOO_LONG', Message: 'Enter a review summary with a maximum of 50 characters.' })
    expect(fields.reviewtext).toMatchObject({
      Code: 'ERROR_FORM_TOO_SHORT',
      Message: 'Enter at least 50 characters but no more than 200 characters in this field.',
    })
    expect(fields.usernickname).toMatchObject({ Code: 'ERROR_FORM_TOO_SHORT', Message: 'Enter a nickname between 4 and 20 characters' })
    expect(fields.useremail).toMatchObject({ Code: 'ERROR_FORM_INVALID_EMAILADDRESS' })
    expect(fields.userlocation).toMatchObject({ Code: 'ERROR_FORM_TOO_LONG', Message: 'You must enter a location with a maximum of 60 characters.' })
    expect(fields.contextdatavalue_Agemonth.Message).toBe('Please enter your month of birth.')
    expect(fields.contextdatavalue_Ageyear.Message).toBe('Year of birth.')
    expect(fields.rating_Value.Message).toBe('Please select a value.')
    expect(fields.rating_Quality.Message).toBe('Please select a quality.')
    expect(fields.isrecommended.Message).toBe('Please recommend this product.')
    expect(fields.agreedtotermsandconditions).toMatchObject({ Code: 'ERROR_FORM_REQUIRES_TRUE', Message: 'Please read the General Terms and Conditions.' })
    const pattern = await post('submitreview.json', validReview({ usernickname: 'bad_name!' }))
    expect(pattern.FormErrors.FieldErrors.usernickname.Message).toBe('Your nickname can only contain letters and numbers. Please enter a valid nickname.')
    const young = await post('submitreview.json', validReview({ contextdatavalue_Ageyear: String(new Date().getFullYear() - 15) }))
    expect(young.FormErrors.FieldErrors.contextdatavalue_Ageyear.Code).toBe('ERROR_FORM_REJECTED')
    expect((await payload.count({ collection: 'reviews', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })

  it('previews without storing, submits as pending with Review.Id the stored id, refuses a duplicate and a taken nickname', async () => {
    const fields = validReview()
    const preview = await post('submitreview.json', { ...fields, Action: 'Preview' })
    expect(preview).toMatchObject({ HasErrors: false, Review: { Title: fields.title, Id: null } })
    const submitted = await post('submitreview.json', fields)
    expect(submitted).toMatchObject({ HasErrors: false, TypicalHoursToPost: expect.any(Number), SubmissionId: expect.any(String) })
    const stored = await payload.findByID({ collection: 'reviews', id: submitted.Review.Id, overrideAccess: true })
    expect(stored).toMatchObject({ status: 'pending', providerProductId: 'mach3', userEmail: fields.useremail })
    const listed = await get('reviews.json', `apiversion=5.4&Filter=Id:${submitted.Review.Id}`)
    expect(listed.TotalResults).toBe(0)
    expect(await post('submitreview.json', fields)).toMatchObject({ HasErrors: true, Errors: [{ Code: 'ERROR_DUPLICATE_SUBMISSION' }] })
    const taken = await post(
      'submitreview.json',
      validReview({ ProductId: 'fusion5', usernickname: fields.usernickname, useremail: 'someone-else@example.com' }),
    )
    expect(taken.FormErrors.FieldErrors.usernickname).toMatchObject({
      Code: 'ERROR_FORM_DUPLICATE_NICKNAME',
      Message: 'This nickname is already in use. Select another nickname',
    })

    const product = async () =>
      (await payload.find({ collection: 'products', where: { slug: { equals: 'mach3' } }, depth: 0, overrideAccess: true })).docs[0]!.reviewStatistics
    const countBefore = (await product())?.totalReviewCount ?? 0
    await payload.update({ collection: 'reviews', id: submitted.Review.Id, data: { status: 'approved' }, overrideAccess: true })
    expect((await product())?.totalReviewCount).toBe(countBefore + 1)
    expect((await get('reviews.json', `apiversion=5.4&Filter=Id:${submitted.Review.Id}`)).TotalResults).toBe(1)
    await payload.update({ collection: 'reviews', id: submitted.Review.Id, data: { status: 'rejected', rejectionReason: 'test' }, overrideAccess: true })
    expect((await product())?.totalReviewCount).toBe(countBefore)
  })

  it("moderators approve or reject what customers wrote, never rewrite it: a review's words and stars, a question, a visitor's answer (the brand's own answer stays editable)", async () => {
    const moderator = await payload.create({
      collection: 'users',
      data: { email: `moderator-${Date.now()}@example.com`, password: 'moderator-password-123', role: 'moderator' },
      overrideAccess: true,
    })
    const asModerator = { overrideAccess: false, user: { ...moderator, collection: 'users' as const } }
    const submitted = await post('submitreview.json', validReview({ ProductId: 'proshield' }))
    const id = submitted.Review.Id
    await payload.update({
      collection: 'reviews',
      id,
      data: { status: 'approved', reviewText: 'Rewritten by the shop.', rating: 5, title: 'Rewritten' },
      ...asModerator,
    })
    const review = await payload.findByID({ collection: 'reviews', id, overrideAccess: true })
    expect(review).toMatchObject({ status: 'approved', reviewText: submitted.Review.ReviewText, rating: 4, title: submitted.Review.Title })

    const [question] = (await payload.find({ collection: 'questions', where: { status: { equals: 'approved' } }, limit: 1, overrideAccess: true })).docs
    await payload.update({ collection: 'questions', id: question!.id, data: { questionSummary: 'Rewritten?' }, ...asModerator })
    expect((await payload.findByID({ collection: 'questions', id: question!.id, overrideAccess: true })).questionSummary).toBe(question!.questionSummary)
    // As a moderator writes it in the back office: the collection fills in the rest (status, author, key).
    const brand = await payload.create({ collection: 'answers', data: { question: question!.id, answerText: 'Our first wording.' } as never, ...asModerator })
    await payload.update({ collection: 'answers', id: brand.id, data: { answerText: 'Our better wording.' }, ...asModerator })
    expect((await payload.findByID({ collection: 'answers', id: brand.id, overrideAccess: true })).answerText).toBe('Our better wording.')
    const [visitors] = (await payload.find({ collection: 'answers', where: { isBrandAnswer: { equals: false } }, limit: 1, overrideAccess: true })).docs
    await payload.update({ collection: 'answers', id: visitors!.id, data: { answerText: 'Rewritten by the shop.' }, ...asModerator })
    expect((await payload.findByID({ collection: 'answers', id: visitors!.id, overrideAccess: true })).answerText).toBe(visitors!.answerText)
    await payload.delete({ collection: 'answers', id: brand.id, overrideAccess: true })
  })

  it('hosted authentication holds a review until the emailed token is posted to authenticateuser.json, once', async () => {
    const fields = validReview({ ProductId: 'fusion5' })
    const offSite = await post('submitreview.json', {
      ...fields,
      hostedauthentication_authenticationemail: fields.useremail,
      hostedauthentication_callbackurl: 'https://elsewhere.example/confirm',
    })
    expect(offSite.FormErrors.FieldErrors.hostedauthentication_callbackurl).toMatchObject({ Message: 'The callback URL must be a page of this site.' })
    const submitted = await post('submitreview.json', {
      ...fields,
      hostedauthentication_authenticationemail: fields.useremail,
      hostedauthentication_callbackurl: '/en-au/write-review/fusion5',
    })
    expect(submitted.HasErrors).toBe(false)
    const id = submitted.Review.Id
    expect(await payload.findByID({ collection: 'reviews', id, overrideAccess: true })).toMatchObject({ status: 'pending', awaitingConfirmation: true })
    await expect(payload.update({ collection: 'reviews', id, data: { status: 'approved' }, overrideAccess: true })).rejects.toThrow()

    // The email (in the outbox: no SMTP here) carries the callback URL with the token; the review only its hash.
    const mail = (await payload.find({ collection: 'outbox', where: { to: { equals: fields.useremail } }, overrideAccess: true })).docs[0]!
    expect(mail.subject).toBe('Please confirm your review')
    const token = /bv_authtoken=([\w-]+)/.exec(mail.text)![1]!
    expect(mail.text).toContain(`/en-au/write-review/fusion5?bv_authtoken=${token}`)
    const raw = await payload.find({ collection: 'reviews', where: { id: { equals: id } }, overrideAccess: true, showHiddenFields: true })
    expect(JSON.stringify(raw.docs[0])).not.toContain(token)

    expect(await post('authenticateuser.json', { authtoken: 'x'.repeat(43) })).toMatchObject({
      HasErrors: true,
      Errors: [{ Code: 'ERROR_PARAM_INVALID_PARAMETER_VALUE' }],
    })
    const confirmed = await post('authenticateuser.json', { authtoken: token })
    expect(confirmed).toMatchObject({ HasErrors: false, Errors: [], Authentication: { User: expect.any(String) } })
    expect(confirmed.Authentication.User).not.toContain('@')
    expect(await payload.findByID({ collection: 'reviews', id, overrideAccess: true })).toMatchObject({ status: 'pending', awaitingConfirmation: false })
    expect(await post('authenticateuser.json', { authtoken: token })).toMatchObject({ HasErrors: true })
    await payload.update({ collection: 'reviews', id, data: { status: 'approved' }, overrideAccess: true })
    await payload.update({ collection: 'reviews', id, data: { status: 'rejected', rejectionReason: 'test' }, overrideAccess: true })
  })

  it("answers submissions with every key of the provider's recorded answers: preview with the form's definition, submit, form errors, feedback", async () => {
    const fields = validReview({ ProductId: 'proglide' })
    const preview = await post('submitreview.json', { ...fields, Action: 'Preview' })
    expect(shapeProblems(preview, recorded('submit_review_preview_success.json'))).toEqual([])
    // The definition a client draws the form from: the page's own fields, rules and values sent.
    expect(preview.Data.Fields.reviewtext).toMatchObject({ Type: 'TextAreaInput', Required: true, MinLength: 50, MaxLength: 200, Value: fields.reviewtext })
    expect(preview.Data.Fields.contextdatavalue_HairType.Options).toContainEqual({ Label: 'Curly', Value: 'Curly', Selected: true })
    expect(preview.Data.Fields.userlocation).toMatchObject({ Required: false, MaxLength: 60 })
    expect(preview.Data.FieldsOrder).toEqual(Object.keys(preview.Data.Fields))
    expect(preview.Form).toContainEqual({ Type: 'Group', Id: 'contextdatavalue' })
    for (const element of preview.Form) expect(element.Type === 'Field' ? preview.Data.Fields : preview.Data.Groups).toHaveProperty([element.Id])

    const errors = await post('submitreview.json', { ...fields, title: '', reviewtext: 'too short' })
    expect(shapeProblems(errors, recorded('form_errors.json'))).toEqual([])
    expect(errors.FormErrors.FieldErrorsOrder).toEqual(['title', 'reviewtext'])

    const submitted = await post('submitreview.json', fields)
    expect(shapeProblems(submitted, recorded('submit_review_submit_success.json'))).toEqual([])
    expect(submitted).toMatchObject({ Locale: 'en_AU', Form: [], Data: {}, Review: { Id: expect.any(String), SubmissionTime: expect.any(String) } })

    const [review] = (await get('reviews.json', 'apiversion=5.4&Filter=ProductId:mach3&Limit=1')).Results
    const feedback = await post('submitfeedback.json', {
      ContentType: 'review',
      ContentId: review.Id,
      FeedbackType: 'helpfulness',
      Vote: 'Negative',
      fp: 'shape-test',
    })
    expect(shapeProblems(feedback, recorded('feedback_helpfulness_response.json'))).toEqual([])
    expect(feedback).toMatchObject({ Locale: 'en_AU', SubmissionId: null, AuthorSubmissionToken: null, Feedback: { Helpfulness: { Vote: 'NEGATIVE' } } })
  })

  it('counts a helpful vote at once and refuses a second from the same device', async () => {
    const [review] = (await get('reviews.json', 'apiversion=5.4&Filter=ProductId:proglide&Limit=1')).Results
    const vote = { ContentType: 'review', ContentId: review.Id, FeedbackType: 'helpfulness', Vote: 'Positive', fp: 'device-one' }
    const first = await post('submitfeedback.json', vote)
    expect(first).toMatchObject({ HasErrors: false, Feedback: { Helpfulness: { Vote: 'POSITIVE' } } })
    const after = (await get('reviews.json', `apiversion=5.4&Filter=Id:${review.Id}`)).Results[0]
    expect(after.TotalPositiveFeedbackCount).toBe(1)
    expect(await post('submitfeedback.json', vote)).toMatchObject({ HasErrors: true, Errors: [{ Code: 'ERROR_DUPLICATE_SUBMISSION' }] })
    expect(await post('submitfeedback.json', { ...vote, Vote: 'Maybe', fp: 'device-two' })).toMatchObject({ HasErrors: true })
  })

  it('answers unknown endpoints and garbage with the envelope, never a failure status', async () => {
    expect(await get('nothing.json', 'apiversion=5.4')).toMatchObject({ HasErrors: true })
    expect(await post('submitreview.json', { Action: 'Delete', ProductId: 'mach3' })).toMatchObject({ HasErrors: true })
    expect(await post('submitreview.json', { Action: 'Submit', ProductId: 'no-such-product' })).toMatchObject({ HasErrors: true })
  })

  it('uploads photos and videos checked by content, answers their URL, serves them, and refuses anything else', async () => {
    const { serveUpload } = await import('../../src/features/reviews/server')
    const upload = async (endpoint: string, bytes: Uint8Array, name: string, fields: Record<string, string> = { apiversion: '5.4', ContentType: 'review' }) => {
      const form = new FormData()
      for (const [key, value] of Object.entries(fields)) form.append(key, value)
      form.append('file', new Blob([bytes as BlobPart]), name)
      const response = await handle(endpoint, new Request(`http://site.test/api/reviews/data/${endpoint}`, { method: 'POST', body: form }))
      expect(response.status).toBe(200)
      return (await response.json()) as Answer
    }
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52])
    const photo = await upload('uploadphoto.json', png, 'shave.txt')
    expect(photo).toMatchObject({
      HasErrors: false,
      Photo: { Sizes: { normal: { Url: expect.stringMatching(/^\/api\/reviews\/media\/[0-9a-f-]{36}\.png$/) } } },
    })
    const served = await serveUpload(photo.Photo.Sizes.normal.Url.split('/').pop())
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect((await serveUpload('../site.db')).status).toBe(404)

    const mp4 = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom'), 0, 0, 0, 0])
    expect(await upload('uploadvideo.json', mp4, 'clip.jpg')).toMatchObject({ HasErrors: false, Video: { VideoUrl: expect.stringMatching(/\.mp4$/) } })
    // a script named like a picture, a video sent as a photo, no version, no content type, too large: clear errors
    expect(await upload('uploadphoto.json', new TextEncoder().encode('<script>alert(1)</script>'), 'cat.jpg')).toMatchObject({
      HasErrors: true,
      Errors: [{ Code: 'ERROR_PARAM_INVALID_PARAMETER_VALUE' }],
    })
    expect(await upload('uploadphoto.json', mp4, 'clip.png')).toMatchObject({ HasErrors: true })
    expect(await upload('uploadphoto.json', png, 'a.png', { ContentType: 'review' })).toMatchObject({
      HasErrors: true,
      Errors: [{ Code: 'ERROR_PARAM_MISSING_VERSION' }],
    })
    expect(await upload('uploadphoto.json', png, 'a.png', { apiversion: '5.4' })).toMatchObject({ HasErrors: true })
    const big = new Uint8Array(5 * 1024 * 1024 + 10)
    big.set(png)
    expect(await upload('uploadphoto.json', big, 'big.png')).toMatchObject({ HasErrors: true, Errors: [{ Message: expect.stringContaining('too large') }] })

    const submitted = await post(
      'submitreview.json',
      validReview({ ProductId: 'fusion5', photourl_1: photo.Photo.Sizes.normal.Url, photocaption_1: 'After a week', photourl_2: 'https://evil.example/x.png' }),
    )
    expect(submitted).toMatchObject({ HasErrors: false })
    const stored = await payload.findByID({ collection: 'reviews', id: submitted.Review.Id, overrideAccess: true })
    expect(stored.photos).toEqual([{ url: photo.Photo.Sizes.normal.Url, caption: 'After a week' }])
  })
})

describe('reviews service: product questions and answers', () => {
  const asker = (overrides: Record<string, string> = {}) => ({
    Action: 'Submit',
    ProductId: 'proglide',
    questionsummary: `Does it suit a sensitive neck? (${Date.now()})`,
    questiondetails: 'I get bumps with most razors.',
    usernickname: `Asker${Date.now() % 100000}`,
    useremail: `asker-${Date.now()}@example.com`,
    agreedtotermsandconditions: 'true',
    ...overrides,
  })

  it("answers questions.json with answers, paging and statistics in the provider's shape, approved content only", async () => {
    const page = await get(
      'questions.json',
      'apiversion=5.4&Filter=ProductId:fusion5&Include=Answers,Products&Stats=Questions&Sort=SubmissionTime:desc&Limit=10',
    )
    expect(page.HasErrors).toBe(false)
    expect(page.TotalResults).toBeGreaterThanOrEqual(2)
    expect(shapeProblems(page, recorded('qanda_some_questions_with_answers.json'))).toEqual([])
    const answered = page.Results.find((question: Answer) => question.AnswerIds.length > 0)
    expect(page.Includes.Answers[answered.AnswerIds[0]]).toMatchObject({ QuestionId: answered.Id, ModerationStatus: 'APPROVED' })
    expect(page.Includes.Products.fusion5.QAStatistics).toMatchObject({ TotalQuestionCount: page.TotalResults, TotalAnswerCount: expect.any(Number) })
    const times = page.Results.map((question: Answer) => question.SubmissionTime)
    expect(times).toEqual([...times].sort().reverse())
    const second = await get('questions.json', 'apiversion=5.4&Filter=ProductId:fusion5&Sort=SubmissionTime:desc&Limit=1&Offset=1')
    expect(second.Results[0].Id).toBe(page.Results[1].Id)
    expect(
      (await get('questions.json', 'apiversion=5.4&Filter=ProductId:mach3&Filter=HasAnswers:false')).Results.every(
        (question: Answer) => question.TotalAnswerCount === 0,
      ),
    ).toBe(true)
    expect(await get('questions.json', 'apiversion=5.4&Filter=Colour:red')).toMatchObject({
      HasErrors: true,
      Errors: [{ Code: 'ERROR_PARAM_INVALID_FILTER_ATTRIBUTE' }],
    })
    expect(await get('questions.json', 'apiversion=5.4&Sort=constructor:asc')).toMatchObject({
      HasErrors: true,
      Errors: [{ Code: 'ERROR_PARAM_INVALID_SORT_ATTRIBUTE' }],
    })
    const answers = await get('answers.json', `apiversion=5.4&Filter=QuestionId:${answered.Id}&Include=Questions`)
    expect(answers.Results.map((answer: Answer) => answer.Id)).toEqual(answered.AnswerIds)
    // answers.json's entries and included questions: the shapes of the recorded answers and questions.
    const fixture = recorded('qanda_some_questions_with_answers.json')
    expect(shapeProblems(answers.Results, [Object.values(fixture.Includes.Answers)[0]])).toEqual([])
    expect(shapeProblems(Object.values(answers.Includes.Questions), [fixture.Results[0]])).toEqual([])
    expect(answers.Includes.Questions[answered.Id].QuestionSummary).toBe(answered.QuestionSummary)
    expect(JSON.stringify([page, answers])).not.toMatch(/@/)
  })

  it('previews and submits a question and an answer with the form definition, errors and duplicates in the provider shape; moderation publishes them and emails the asker', async () => {
    const fields = asker()
    const errors = await post('submitquestion.json', { ...fields, questionsummary: '', agreedtotermsandconditions: '' })
    expect(shapeProblems(errors, recorded('question_submission_response.json'))).toEqual([])
    expect(errors.FormErrors.FieldErrorsOrder).toEqual(['questionsummary', 'agreedtotermsandconditions'])
    const preview = await post('submitquestion.json', { ...fields, Action: 'Preview' })
    expect(preview).toMatchObject({
      HasErrors: false,
      Question: { QuestionSummary: fields.questionsummary, Id: null },
      Data: { Fields: { questionsummary: { Required: true, MaxLength: 150 } } },
    })
    expect(await payload.count({ collection: 'questions', where: { userEmail: { equals: fields.useremail } }, overrideAccess: true })).toMatchObject({
      totalDocs: 0,
    })
    const submitted = await post('submitquestion.json', fields)
    expect(submitted).toMatchObject({ HasErrors: false, Locale: 'en_AU', Question: { Id: expect.any(String) } })
    expect(await post('submitquestion.json', { ...fields, questionsummary: fields.questionsummary.toUpperCase() })).toMatchObject({
      HasErrors: true,
      Errors: [{ Code: 'ERROR_DUPLICATE_SUBMISSION' }],
    })
    const questionId = submitted.Question.Id
    // Pending: neither listed nor answerable.
    expect((await get('questions.json', `apiversion=5.4&Filter=Id:${questionId}`)).TotalResults).toBe(0)
    const early = await post('submitanswer.json', {
      QuestionId: questionId,
      answertext: 'It suits mine well enough.',
      usernickname: 'Helper123',
      useremail: 'helper@example.com',
      agreedtotermsandconditions: 'true',
      Action: 'Submit',
    })
    expect(early).toMatchObject({ HasErrors: true, Errors: [{ Code: 'ERROR_PARAM_INVALID_PARAMETER_VALUE' }] })

    await payload.update({ collection: 'questions', id: questionId, data: { status: 'approved' }, overrideAccess: true })
    const answerFields = {
      QuestionId: questionId,
      answertext: 'Use a fresh blade and shave with the grain.',
      usernickname: 'Helper123',
      useremail: 'helper@example.com',
      agreedtotermsandconditions: 'true',
    }
    const answerErrors = await post('submitanswer.json', { ...answerFields, answertext: 'short', Action: 'Submit' })
    expect(shapeProblems(answerErrors, recorded('answers_submission_response.json'))).toEqual([])
    expect(answerErrors.FormErrors.FieldErrors.answertext.Code).toBe('ERROR_FORM_TOO_SHORT')
    const answered = await post('submitanswer.json', { ...answerFields, Action: 'Submit' })
    expect(answered).toMatchObject({ HasErrors: false, Answer: { Id: expect.any(String), QuestionId: questionId } })
    expect((await get('answers.json', `apiversion=5.4&Filter=QuestionId:${questionId}`)).TotalResults).toBe(0)

    const outboxBefore = (await payload.count({ collection: 'outbox', overrideAccess: true })).totalDocs
    await payload.update({ collection: 'answers', id: answered.Answer.Id, data: { status: 'approved' }, overrideAccess: true })
    const listed = await get('questions.json', `apiversion=5.4&Filter=Id:${questionId}&Include=Answers`)
    expect(listed.Results[0]).toMatchObject({ TotalAnswerCount: 1, AnswerIds: [answered.Answer.Id] })
    const { docs: mails } = await payload.find({ collection: 'outbox', sort: '-createdAt', limit: 1, overrideAccess: true })
    expect((await payload.count({ collection: 'outbox', overrideAccess: true })).totalDocs).toBe(outboxBefore + 1)
    expect(mails[0]).toMatchObject({ to: fields.useremail })
    expect(String(mails[0]!.text)).toContain(`/en-au/questions/proglide#question-${questionId}`)
    // A second approval (after a change) tells nobody again.
    await payload.update({ collection: 'answers', id: answered.Answer.Id, data: { status: 'pending' }, overrideAccess: true })
    await payload.update({ collection: 'answers', id: answered.Answer.Id, data: { status: 'approved' }, overrideAccess: true })
    expect((await payload.count({ collection: 'outbox', overrideAccess: true })).totalDocs).toBe(outboxBefore + 1)

    const vote = { ContentType: 'answer', ContentId: answered.Answer.Id, FeedbackType: 'helpfulness', Vote: 'Positive', fp: 'qa-device' }
    const feedback = await post('submitfeedback.json', vote)
    expect(feedback).toMatchObject({ HasErrors: false, TotalPositiveFeedbackCount: 1 })
    expect(shapeProblems(feedback, recorded('feedback_helpfulness_response.json'))).toEqual([])
    expect(await post('submitfeedback.json', vote)).toMatchObject({ HasErrors: true, Errors: [{ Code: 'ERROR_DUPLICATE_SUBMISSION' }] })
    expect((await get('answers.json', `apiversion=5.4&Filter=Id:${answered.Answer.Id}`)).Results[0].TotalPositiveFeedbackCount).toBe(1)

    // Deleted in the back office, a question takes its answers and their votes with it.
    await payload.delete({ collection: 'questions', id: questionId, overrideAccess: true })
    expect((await payload.count({ collection: 'answers', where: { question: { equals: questionId } }, overrideAccess: true })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'answer-votes', where: { answer: { equals: answered.Answer.Id } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})

describe('reviews service: a review request’s star link', () => {
  /** A request of `source` for mach3, sent: the token its star links carry. */
  async function sentRequest(email: string, source: 'registration' | 'sampling') {
    const rr = await import('../../src/cms/reviewRequests')
    const { sendReviewRequest } = await import('../../src/cms/reviewRequests/sendReviewRequest')
    const product = (await payload.find({ collection: 'products', where: { slug: { equals: 'mach3' } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
    const outcome = await rr.scheduleReviewRequestIn(payload, {
      email,
      name: 'Lee',
      product: Number(product.id),
      source: source === 'sampling' ? { kind: 'sampling', campaign: 7, application: 8 } : { kind: 'registration', registration: 9 },
    })
    expect(outcome).toEqual({ scheduled: true })
    const [request] = (await payload.find({ collection: 'review-requests', where: { email: { equals: email } }, depth: 0, overrideAccess: true })).docs
    await (sendReviewRequest.handler as (args: unknown) => Promise<unknown>)({ input: { requestId: String(request!.id) }, req: { payload } })
    const [mail] = (await payload.find({ collection: 'outbox', where: { to: { equals: email } }, depth: 0, overrideAccess: true })).docs
    expect(mail!.subject).toBe('How is your Ashford Mach3 Razor?')
    return { token: mail!.text.match(/hostedauthentication_authtoken=([\w-]+)/)![1]!, requestId: request!.id }
  }

  it('stores a sampling recipient’s review as the verified owner’s, incentivised whatever the form said, with no confirmation email', async () => {
    const email = `sampled-${Date.now()}@example.com`
    const { token, requestId } = await sentRequest(email, 'sampling')
    const nickname = `Sampled${Date.now() % 100000}`
    // The address comes from the request, not the form; the incentive answer is True for a free product.
    const answer = await post(
      'submitreview.json',
      validReview({
        usernickname: nickname,
        useremail: 'someone-else@example.com',
        contextdatavalue_IncentivizedReview: 'False',
        hostedauthentication_authtoken: token,
      }),
    )
    expect(answer.HasErrors).toBe(false)
    const [review] = (await payload.find({ collection: 'reviews', where: { userNickname: { equals: nickname } }, depth: 0, overrideAccess: true })).docs
    expect(review).toMatchObject({
      userEmail: email,
      awaitingConfirmation: false,
      verifiedPurchaser: true,
      incentivizedReview: true,
      contextData: { IncentivizedReview: 'True' },
    })
    expect((await payload.findByID({ collection: 'review-requests', id: requestId, depth: 0, overrideAccess: true })).review).toBe(review!.id)
    expect((await payload.count({ collection: 'outbox', where: { to: { equals: email } }, overrideAccess: true })).totalDocs).toBe(1)
    await payload.update({ collection: 'reviews', id: review!.id, data: { status: 'approved' }, overrideAccess: true })
    const read = await get(
      'reviews.json',
      `apiversion=5.4&Filter=Id:${review!.id}&Filter=Badges:incentivizedReview&Filter=ContextDataValue_IncentivizedReview:eq:True`,
    )
    expect(read.TotalResults).toBe(1)
    expect(read.Results[0].BadgesOrder).toEqual(['verifiedPurchaser', 'incentivizedReview'])
    expect(read.Results[0].Badges.incentivizedReview).toEqual({ Id: 'incentivizedReview', BadgeType: 'Custom', ContentType: 'REVIEW' })
    // A second review through the same link is the duplicate any second review is.
    const again = await post('submitreview.json', validReview({ usernickname: `${nickname}b`, hostedauthentication_authtoken: token }))
    expect(again).toMatchObject({ HasErrors: true, Errors: [{ Code: 'ERROR_DUPLICATE_SUBMISSION' }] })
  })

  it('refuses a forged token, and a real one for another product', async () => {
    const { token } = await sentRequest(`asked-${Date.now()}@example.com`, 'registration')
    const forged = await post(
      'submitreview.json',
      validReview({ hostedauthentication_authtoken: `${token.slice(0, -2)}${token.endsWith('zz') ? 'yy' : 'zz'}` }),
    )
    expect(forged).toMatchObject({ HasErrors: true, Errors: [{ Code: 'ERROR_PARAM_INVALID_PARAMETER_VALUE' }] })
    const elsewhere = await post('submitreview.json', validReview({ ProductId: 'fusion5', hostedauthentication_authtoken: token }))
    expect(elsewhere).toMatchObject({ HasErrors: true, Errors: [{ Code: 'ERROR_PARAM_INVALID_PARAMETER_VALUE' }] })
  })

  it('offers the incentive question to every writer, and badges a Yes', async () => {
    const nickname = `Paid${Date.now() % 100000}`
    const preview = await post('submitreview.json', { ...validReview({ usernickname: nickname }), Action: 'Preview' })
    expect(preview.Data.Fields.contextdatavalue_IncentivizedReview).toMatchObject({ Label: 'Did you receive an incentive for this review?' })
    await post('submitreview.json', validReview({ usernickname: nickname, contextdatavalue_IncentivizedReview: 'true' }))
    const [review] = (await payload.find({ collection: 'reviews', where: { userNickname: { equals: nickname } }, depth: 0, overrideAccess: true })).docs
    expect(review).toMatchObject({ verifiedPurchaser: false, incentivizedReview: true, contextData: { IncentivizedReview: 'True' } })
  })
})
