import 'server-only'

import type { Payload, Where } from 'payload'

import { rowsOf, sql } from '@/cms/intake'
import type { Answer, Question } from '@/payload-types'
import { settings } from '@/shared/settings'

import { ERRORS, json } from './envelope'
import { UNKEPT_CONTENT_KEYS } from './format'
import type { Params } from './params'
import { boundedInt, type FilterFields, parseFilters, parseSort } from './query'
import { findApprovedPage, findProducts, productIdsOfFilters } from './read'

const APPROVED: Where = { status: { equals: 'approved' } }

const QUESTION_FILTERS: FilterFields = {
  id: { field: 'id', kind: 'number' },
  productid: { field: 'providerProductId', kind: 'text' },
  submissiontime: { field: 'submissionTime', kind: 'date' },
  usernickname: { field: 'userNickname', kind: 'text' },
  totalanswercount: { field: 'totalAnswerCount', kind: 'number' },
}
const QUESTION_SORTS: Record<string, string> = {
  submissiontime: 'submissionTime',
  totalanswercount: 'totalAnswerCount',
  hasanswers: 'totalAnswerCount',
  lastapprovedanswersubmissiontime: 'lastApprovedAnswerTime',
  id: 'id',
}
/** `Filter=HasAnswers:true|false`. */
const hasAnswersClause = ([value, ...more]: string[]): Where | undefined => {
  if (more.length || (value !== 'true' && value !== 'false')) return undefined
  return value === 'true' ? { totalAnswerCount: { greater_than: 0 } } : { totalAnswerCount: { equals: 0 } }
}

const ANSWER_FILTERS: FilterFields = {
  id: { field: 'id', kind: 'number' },
  questionid: { field: 'question', kind: 'number' },
  submissiontime: { field: 'submissionTime', kind: 'date' },
  isbrandanswer: { field: 'isBrandAnswer', kind: 'boolean' },
  usernickname: { field: 'userNickname', kind: 'text' },
}
const ANSWER_SORTS: Record<string, string> = {
  submissiontime: 'submissionTime',
  isbrandanswer: 'isBrandAnswer',
  helpfulness: 'totalPositiveFeedbackCount',
  totalpositivefeedbackcount: 'totalPositiveFeedbackCount',
  id: 'id',
}
/** The brand's answers first, then the most helpful, then the newest: what a shopper reads first. */
const ANSWER_ORDER = 'IsBrandAnswer:desc,TotalPositiveFeedbackCount:desc,SubmissionTime:desc'

const idOf = (value: unknown) => String(value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value)

/** Keys the provider sends with every question and answer besides a review's, empty where the site keeps nothing of the kind. */
const CONTENT_EXTRAS = {
  ...UNKEPT_CONTENT_KEYS,
  SyndicationSource: null,
  SourceClient: 'ashford',
  Photos: [],
  Videos: [],
  ContextDataValues: {},
  ContextDataValuesOrder: [],
}

/** A stored question as the provider's Results entry (askers' emails never leave the server). */
export function toApiQuestion(doc: Question, answerIds: string[]) {
  return {
    ...CONTENT_EXTRAS,
    Id: String(doc.id),
    ProductId: doc.providerProductId,
    CategoryId: null,
    QuestionSummary: doc.questionSummary,
    QuestionDetails: doc.questionDetails || null,
    UserNickname: doc.userNickname,
    UserLocation: doc.userLocation ?? null,
    SubmissionTime: doc.submissionTime,
    LastModificationTime: doc.updatedAt,
    ModerationStatus: doc.status.toUpperCase(),
    TotalAnswerCount: doc.totalAnswerCount ?? 0,
    AnswerIds: answerIds,
    // Questions take no helpful votes here (answers do).
    TotalFeedbackCount: 0,
    TotalPositiveFeedbackCount: 0,
    TotalNegativeFeedbackCount: 0,
    TotalInappropriateFeedbackCount: 0,
    TagDimensions: {},
    TagDimensionsOrder: [],
  }
}

/** A stored answer as the provider's Results entry; the brand's carries the brand's mark. */
export function toApiAnswer(doc: Answer) {
  const positive = doc.totalPositiveFeedbackCount ?? 0
  const negative = doc.totalNegativeFeedbackCount ?? 0
  return {
    ...CONTENT_EXTRAS,
    Id: String(doc.id),
    QuestionId: idOf(doc.question),
    AnswerText: doc.answerText,
    UserNickname: doc.userNickname ?? settings().BRAND_NAME,
    UserLocation: doc.userLocation ?? null,
    SubmissionTime: doc.submissionTime,
    LastModificationTime: doc.updatedAt,
    ModerationStatus: doc.status.toUpperCase(),
    IsBrandAnswer: Boolean(doc.isBrandAnswer),
    BrandImageLogoURL: doc.isBrandAnswer ? new URL('/icon.svg', settings().SITE_URL).href : null,
    TotalFeedbackCount: positive + negative,
    TotalPositiveFeedbackCount: positive,
    TotalNegativeFeedbackCount: negative,
  }
}

export type ApiQuestion = ReturnType<typeof toApiQuestion>
export type ApiAnswer = ReturnType<typeof toApiAnswer>

/** The approved answers of these questions, each question's in the given order, at most `perQuestion` each. */
async function answersOf(payload: Payload, questionIds: (number | string)[], sort: string[], perQuestion: number) {
  if (questionIds.length === 0 || perQuestion === 0) return new Map<string, Answer[]>()
  const { docs } = await payload.find({
    collection: 'answers',
    where: { and: [APPROVED, { question: { in: questionIds } }] },
    sort,
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const byQuestion = new Map<string, Answer[]>()
  for (const doc of docs) {
    const list = byQuestion.get(idOf(doc.question)) ?? []
    if (list.length < perQuestion) list.push(doc)
    byQuestion.set(idOf(doc.question), list)
  }
  return byQuestion
}

const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString())

/** The provider's QAStatistics of a product, from its approved questions and answers. */
export async function qaStatisticsOf(payload: Payload, productId: string) {
  const [questions] = await rowsOf(
    payload,
    sql`select count(*) as total, min(submission_time) as first, max(submission_time) as last from questions where provider_product_id = ${productId} and status = 'approved'`,
  )
  const [answers] = await rowsOf(
    payload,
    sql`select count(*) as total, min(a.submission_time) as first, max(a.submission_time) as last, coalesce(sum(a.total_positive_feedback_count), 0) as helpful, coalesce(sum(a.total_negative_feedback_count), 0) as unhelpful
      from answers a join questions q on q.id = a.question_id
      where q.provider_product_id = ${productId} and q.status = 'approved' and a.status = 'approved'`,
  )
  const helpful = Number(answers?.helpful ?? 0)
  const unhelpful = Number(answers?.unhelpful ?? 0)
  return {
    TotalQuestionCount: Number(questions?.total ?? 0),
    TotalAnswerCount: Number(answers?.total ?? 0),
    FirstQuestionTime: isoOrNull(questions?.first),
    LastQuestionTime: isoOrNull(questions?.last),
    FirstAnswerTime: isoOrNull(answers?.first),
    LastAnswerTime: isoOrNull(answers?.last),
    LastQuestionAnswerTime: isoOrNull(answers?.last ?? questions?.last),
    HelpfulVoteCount: helpful,
    NotHelpfulVoteCount: unhelpful,
    AnswerHelpfulVoteCount: helpful,
    AnswerNotHelpfulVoteCount: unhelpful,
    QuestionHelpfulVoteCount: 0,
    QuestionNotHelpfulVoteCount: 0,
    BestAnswerCount: 0,
    FeaturedQuestionCount: 0,
    FeaturedAnswerCount: 0,
    ContextDataDistribution: {},
    ContextDataDistributionOrder: [],
    TagDistribution: {},
    TagDistributionOrder: [],
  }
}

const listOf = (raw: string | undefined) =>
  (raw ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim())

/**
 * questions.json: Filter (ProductId, Id, SubmissionTime, UserNickname, TotalAnswerCount, HasAnswers), Sort,
 * Limit (10, at most 100), Offset; Include=Answers (Limit_Answers, Sort_Answers: the brand's first, then the
 * most helpful), Include=Products and Stats=Questions (each product's QAStatistics).
 */
export async function questionsJson(payload: Payload, params: Params): Promise<Response> {
  const filters = parseFilters(params, QUESTION_FILTERS, { custom: { hasanswers: hasAnswersClause } })
  if (!filters.ok) return ERRORS.invalidFilter(filters.attribute)
  const sort = parseSort(params.get('Sort'), QUESTION_SORTS, 'SubmissionTime:desc')
  if (!sort.ok) return ERRORS.invalidSort(sort.attribute)
  const limit = boundedInt(params.get('Limit'), 10, 0, 100)
  const offset = boundedInt(params.get('Offset'), 0, 0, 300_000)
  const answersLimit = boundedInt(params.get('Limit_Answers'), 10, 0, 100)
  if (limit === undefined || offset === undefined || answersLimit === undefined)
    return ERRORS.invalidValue(limit === undefined ? 'Limit' : offset === undefined ? 'Offset' : 'Limit_Answers')
  const answerSort = parseSort(params.get('Sort_Answers'), ANSWER_SORTS, ANSWER_ORDER)
  if (!answerSort.ok) return ERRORS.invalidSort(answerSort.attribute)

  const { docs, total } = await findApprovedPage(payload, 'questions', filters.value, sort.value, limit, offset)
  const include = listOf(params.get('Include'))
  const answers = include.includes('answers')
    ? await answersOf(
        payload,
        docs.map((doc) => doc.id),
        answerSort.value,
        answersLimit,
      )
    : new Map<string, Answer[]>()
  const includes: Record<string, unknown> = {}
  if (include.includes('answers')) {
    const all = [...answers.values()].flat()
    includes.Answers = Object.fromEntries(all.map((answer) => [String(answer.id), toApiAnswer(answer)]))
    includes.AnswersOrder = all.map((answer) => String(answer.id))
  }
  const withStats = listOf(params.get('Stats')).includes('questions')
  if (include.includes('products') || withStats) {
    const ids = [...new Set(docs.map((doc) => doc.providerProductId).concat(productIdsOfFilters(params)))].slice(0, 100)
    const products = ids.length ? await findProducts(payload, ids) : []
    const entries = await Promise.all(
      products.map(async (product) => [
        product.productId,
        {
          Id: product.productId,
          Name: product.title,
          Description: product.shortDescription ?? null,
          ...(withStats ? { QAStatistics: await qaStatisticsOf(payload, product.productId) } : {}),
        },
      ]),
    )
    includes.Products = Object.fromEntries(entries)
    includes.ProductsOrder = entries.map(([id]) => id)
  }
  const results = docs.map((doc) =>
    toApiQuestion(
      doc,
      (answers.get(String(doc.id)) ?? []).map((answer) => String(answer.id)),
    ),
  )
  return json({ Limit: limit, Offset: offset, TotalResults: total, Locale: 'en_AU', Results: results, Includes: includes, HasErrors: false, Errors: [] })
}

/** answers.json: Filter (QuestionId, Id, SubmissionTime, IsBrandAnswer, UserNickname), Sort, Limit, Offset; Include=Questions. */
export async function answersJson(payload: Payload, params: Params): Promise<Response> {
  const filters = parseFilters(params, ANSWER_FILTERS)
  if (!filters.ok) return ERRORS.invalidFilter(filters.attribute)
  const sort = parseSort(params.get('Sort'), ANSWER_SORTS, ANSWER_ORDER)
  if (!sort.ok) return ERRORS.invalidSort(sort.attribute)
  const limit = boundedInt(params.get('Limit'), 10, 0, 100)
  const offset = boundedInt(params.get('Offset'), 0, 0, 300_000)
  if (limit === undefined || offset === undefined) return ERRORS.invalidValue(limit === undefined ? 'Limit' : 'Offset')
  // Answers to approved questions only.
  const approvedQuestion: Where = { 'question.status': { equals: 'approved' } }
  const { docs, total } = await findApprovedPage(payload, 'answers', [...filters.value, approvedQuestion], sort.value, limit, offset)
  const includes: Record<string, unknown> = {}
  if (listOf(params.get('Include')).includes('questions')) {
    const ids = [...new Set(docs.map((doc) => idOf(doc.question)))]
    const { docs: questions } = ids.length
      ? await payload.find({ collection: 'questions', where: { and: [APPROVED, { id: { in: ids } }] }, limit: ids.length, depth: 0, overrideAccess: true })
      : { docs: [] }
    includes.Questions = Object.fromEntries(
      questions.map((question) => [
        String(question.id),
        toApiQuestion(
          question,
          docs.filter((doc) => idOf(doc.question) === String(question.id)).map((doc) => String(doc.id)),
        ),
      ]),
    )
    includes.QuestionsOrder = questions.map((question) => String(question.id))
  }
  return json({
    Limit: limit,
    Offset: offset,
    TotalResults: total,
    Locale: 'en_AU',
    Results: docs.map(toApiAnswer),
    Includes: includes,
    HasErrors: false,
    Errors: [],
  })
}
