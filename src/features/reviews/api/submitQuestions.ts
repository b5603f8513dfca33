import 'server-only'

import { createHash, randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { defineIntake, rowsOf, sql, storeOrQueue } from '@/cms/intake'
import { consumeFormLimit } from '@/shared/forms/rateLimit'

import { ANSWER_FORM_FIELDS, QA_MESSAGES, QUESTION_FORM_FIELDS, validateAnswer, validateQuestion } from '../questionForm'
import { type HeldContent, type HostedAuthentication, newConfirmation, sendConfirmationEmail } from './authenticate'
import { ERRORS, failure, submission } from './envelope'
import { formDefinition } from './formDefinition'
import type { Params } from './params'
import { findProduct } from './read'
import { fieldErrors, hostedAuthenticationChecked, inputOf, TYPICAL_HOURS_TO_POST } from './submit'

/**
 * submitquestion.json and submitanswer.json (Conversations API 5.4): Action=Preview validates and stores
 * nothing (its answer carries the form's definition), Action=Submit stores the question or answer as
 * pending, held for its author's confirmation with hosted authentication. Stored once per author and
 * wording (a retry or a double submit finds the first), through the intake under a crowd.
 */
const SUBMIT_LIMITS = { perAddress: { points: 20, duration: 600 }, perEmail: { points: 10, duration: 600 } }
const NO_GROUPS = {}

/** The same wording, whatever its case and spacing. */
const wordingKey = (text: string) => createHash('sha256').update(text.trim().toLowerCase().replace(/\s+/g, ' ')).digest('hex').slice(0, 24)

/** A question or answer as the intake keeps it until it is stored (JSON). */
interface PendingContent {
  collection: 'questions' | 'answers'
  what: HeldContent
  productTitle: string
  authentication: HostedAuthentication | null
  data: Record<string, unknown> & { submissionKey: string }
}

const storedKey = async (payload: Payload, table: 'questions' | 'answers', key: string) =>
  (await rowsOf(payload, sql`select 1 as found from ${sql.raw(table)} where submission_key = ${key} limit 1`)).length > 0

/** Stores it as pending: its id, or undefined when one with the same key is stored already. */
async function storeContent(payload: Payload, pending: PendingContent): Promise<number | string | undefined> {
  const twin = () => storedKey(payload, pending.collection, pending.data.submissionKey)
  if (await twin()) return undefined
  const confirmation = pending.authentication ? newConfirmation() : undefined
  let id: number | string
  try {
    const doc = await payload.create({ collection: pending.collection, overrideAccess: true, data: { ...pending.data, ...confirmation?.fields } as never })
    id = doc.id
  } catch (error) {
    if (await twin()) return undefined
    throw error
  }
  if (confirmation && pending.authentication) await sendConfirmationEmail(pending.authentication, confirmation.token, pending.productTitle, pending.what)
  return id
}

const CONTENT_INTAKE = 'question-or-answer'
defineIntake<PendingContent>(CONTENT_INTAKE, async (payload, pending) => {
  await storeContent(payload, pending)
})

const author = (input: Record<string, string>) => ({
  userNickname: (input.usernickname ?? '').trim(),
  userLocation: (input.userlocation ?? '').trim() || null,
  userEmail: (input.useremail ?? '').trim().toLowerCase(),
})

interface Submitted {
  params: Params
  clientAddress: string
  input: Record<string, string>
  errors: ReturnType<typeof validateQuestion>
  /** What the answer echoes (the provider's Question or Answer object), under its key. */
  echo: Record<string, Record<string, unknown>>
  form: () => object
  pending: () => PendingContent
  duplicateMessage: string
}

/** Preview or Submit of either kind: the same envelope, limits, intake and answers. */
async function submit(payload: Payload, { params, clientAddress, input, errors, echo, form, pending, duplicateMessage }: Submitted): Promise<Response> {
  const action = (params.get('Action') ?? 'Preview').toLowerCase()
  if (action !== 'preview' && action !== 'submit') return ERRORS.invalidValue('Action')
  const authentication = hostedAuthenticationChecked(params, input, errors)
  if (errors.length > 0) return submission({ HasErrors: true, FormErrors: fieldErrors(errors), ...echo, ...form() })
  if (action === 'preview') return submission({ TypicalHoursToPost: TYPICAL_HOURS_TO_POST, ...echo, ...form() })
  const email = author(input).userEmail
  const wait = await consumeFormLimit('questions', SUBMIT_LIMITS, `${clientAddress}|${params.get('fp') ?? ''}`, email)
  if (wait > 0) return ERRORS.tooMany(wait)
  const content = { ...pending(), authentication }
  const [key] = Object.keys(echo)
  const duplicate = () => failure('ERROR_DUPLICATE_SUBMISSION', duplicateMessage, { FormErrors: {} })
  const accepted = (id: string | null) =>
    submission({ SubmissionId: randomUUID(), TypicalHoursToPost: TYPICAL_HOURS_TO_POST, [key!]: { ...echo[key!], Id: id } })
  return storeOrQueue(payload, {
    kind: CONTENT_INTAKE,
    key: `${content.collection}:${content.data.submissionKey}`,
    data: content,
    now: async () => {
      const id = await storeContent(payload, content)
      return id === undefined ? duplicate() : accepted(String(id))
    },
    check: async () => ((await storedKey(payload, content.collection, content.data.submissionKey)) ? duplicate() : undefined),
    accepted: () => accepted(null),
  })
}

const echoBase = () => ({
  SubmissionTime: new Date().toISOString(),
  SubmissionId: null,
  TypicalHoursToPost: null,
  Id: null,
  SendEmailAlertWhenPublished: false,
})

/** submitquestion.json: ProductId, questionsummary, questiondetails, the author's fields, the terms. */
export async function submitQuestionJson(payload: Payload, params: Params, clientAddress: string): Promise<Response> {
  const productId = params.get('ProductId')?.trim() ?? ''
  const product = productId ? await findProduct(payload, productId) : undefined
  if (!product) return failure('ERROR_PARAM_INVALID_PARAMETER_VALUE', 'Unknown ProductId.', { FormErrors: {} })
  const input = inputOf(params)
  const summary = (input.questionsummary ?? '').trim()
  const details = (input.questiondetails ?? '').trim()
  const who = author(input)
  return submit(payload, {
    params,
    clientAddress,
    input,
    errors: validateQuestion(input),
    echo: {
      Question: {
        ...echoBase(),
        QuestionSummary: summary || null,
        QuestionDetails: details || null,
        SendEmailAlertWhenAnswered: false,
        UserNickname: who.userNickname,
        ProductId: product.productId,
      },
    },
    form: () => formDefinition(QUESTION_FORM_FIELDS, NO_GROUPS, (name) => params.get(name)),
    duplicateMessage: QA_MESSAGES.duplicateQuestion,
    pending: () => ({
      collection: 'questions',
      what: 'question',
      productTitle: product.title,
      authentication: null,
      data: {
        status: 'pending',
        product: product.id,
        providerProductId: product.productId,
        questionSummary: summary,
        questionDetails: details || null,
        ...who,
        submissionTime: new Date().toISOString(),
        fingerprint: (params.get('fp') ?? '').slice(0, 200),
        submissionKey: `${product.productId}:${who.userEmail}:${wordingKey(summary)}`,
      },
    }),
  })
}

/** submitanswer.json: QuestionId (an approved question), answertext, the author's fields, the terms. */
export async function submitAnswerJson(payload: Payload, params: Params, clientAddress: string): Promise<Response> {
  const questionId = params.get('QuestionId')?.trim() ?? ''
  const [question] =
    /^\d{1,10}$/.test(questionId) && Number(questionId) <= 2_147_483_647
      ? await rowsOf(payload, sql`select id, provider_product_id from questions where id = ${Number(questionId)} and status = 'approved' limit 1`)
      : []
  const product = question ? await findProduct(payload, String(question.provider_product_id)) : undefined
  if (!question || !product) return failure('ERROR_PARAM_INVALID_PARAMETER_VALUE', QA_MESSAGES.unknownQuestion, { FormErrors: {} })
  const input = inputOf(params)
  const text = (input.answertext ?? '').trim()
  const who = author(input)
  return submit(payload, {
    params,
    clientAddress,
    input,
    errors: validateAnswer(input),
    echo: { Answer: { ...echoBase(), AnswerText: text || null, UserNickname: who.userNickname, QuestionId: String(question.id) } },
    form: () => formDefinition(ANSWER_FORM_FIELDS, NO_GROUPS, (name) => params.get(name)),
    duplicateMessage: QA_MESSAGES.duplicateAnswer,
    pending: () => ({
      collection: 'answers',
      what: 'answer',
      productTitle: product.title,
      authentication: null,
      data: {
        status: 'pending',
        question: Number(question.id),
        answerText: text,
        isBrandAnswer: false,
        ...who,
        submissionTime: new Date().toISOString(),
        fingerprint: (params.get('fp') ?? '').slice(0, 200),
        submissionKey: `${question.id}:${who.userEmail}:${wordingKey(text)}`,
      },
    }),
  })
}
