import {
  type Access,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  type FieldAccess,
  type Payload,
  type PayloadRequest,
  ValidationError,
} from 'payload'

import { randomUUID } from 'node:crypto'

import { documentTag } from '../../shared/cache/cacheTags'
import { settings } from '../../shared/settings'
import { adminsOnly } from '../access'
import { moderationViews, STATUS_BY_ACTION } from '../admin/moderationViews'
import { siteHealthAdmin } from '../admin/siteHealth'
import { customerWords } from '../fields/customerWords'
import { sendSiteEmail } from '../email/siteEmail'
import { revalidateTags } from '../hooks/revalidate'

/**
 * Product questions and their answers as visitors submit them through the reviews API
 * (/api/reviews/data/submitquestion.json, submitanswer.json), moderated here like reviews: held until a
 * moderator approves them; only approved ones are shown (through the API). A moderator's own answer,
 * written here, is the brand's answer. When an answer is first published its asker gets an email.
 */
const moderates = (role: unknown) => role === 'admin' || role === 'moderator'
const moderatorsOnly: Access = ({ req }) => moderates(req.user?.role)
const signedInOnly: Access = ({ req }) => Boolean(req.user)
const moderatorsField: FieldAccess = ({ req }) => moderates(req.user?.role)

export const QA_STATUSES = ['pending', 'approved', 'rejected'] as const

const statusFields = (defaultValue: string | undefined, description?: string): CollectionConfig['fields'] => [
  {
    type: 'row',
    fields: [
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue,
        index: true,
        options: [...QA_STATUSES],
        admin: { ...STATUS_BY_ACTION, ...(description ? { description } : {}) },
      },
      {
        name: 'rejectionReason',
        type: 'text',
        admin: { readOnly: true, condition: (data) => data?.status === 'rejected', description: 'Why it was rejected (kept for the record).' },
      },
    ],
  },
]

const authorFields: CollectionConfig['fields'] = [
  { name: 'userNickname', type: 'text', required: true, index: true },
  { name: 'userLocation', type: 'text' },
  { name: 'userEmail', type: 'email', index: true, access: { read: moderatorsField, update: moderatorsField } },
  { name: 'submissionTime', type: 'date', required: true, index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  { name: 'fingerprint', type: 'text', admin: { hidden: true }, access: { read: moderatorsField } },
]

// Hosted authentication (as for reviews): held until the author follows the emailed link (authenticateuser.json).
const confirmationFields: CollectionConfig['fields'] = [
  {
    name: 'awaitingConfirmation',
    type: 'checkbox',
    defaultValue: false,
    index: true,
    admin: { position: 'sidebar', readOnly: true, description: 'Waiting for its author to confirm from the emailed link; cannot be approved before.' },
  },
  { name: 'confirmationTokenHash', type: 'text', index: true, admin: { hidden: true }, access: { read: () => false, update: () => false } },
  { name: 'confirmationExpiresAt', type: 'date', admin: { hidden: true }, access: { read: moderatorsField, update: () => false } },
]

const AWAITING_CONFIRMATION = 'Its author has not yet confirmed it from the emailed link: it can be approved once confirmed.'

/** Refuses to approve what waits for its author's confirmation. */
const confirmedBeforeApproval: CollectionBeforeChangeHook = ({ data, originalDoc, collection }) => {
  if (data.status === 'approved' && (data.awaitingConfirmation ?? originalDoc?.awaitingConfirmation))
    throw new ValidationError({ collection: collection.slug, errors: [{ path: 'status', message: AWAITING_CONFIRMATION }] })
  return data
}

const feedbackFields: CollectionConfig['fields'] = [
  {
    type: 'row',
    fields: [
      { name: 'totalPositiveFeedbackCount', type: 'number', defaultValue: 0, index: true, admin: { readOnly: true } },
      { name: 'totalNegativeFeedbackCount', type: 'number', defaultValue: 0, admin: { readOnly: true } },
    ],
  },
]

/** The product page and the questions page of the product a question is about render afresh. */
async function refreshProductPages(req: PayloadRequest, productId: unknown) {
  if (typeof productId !== 'number' && typeof productId !== 'string') return
  const product = await req.payload
    .findByID({ collection: 'products', id: productId, depth: 0, overrideAccess: true, req, select: { slug: true } })
    .catch(() => null)
  if (product?.slug) await revalidateTags([documentTag('products', product.slug)], req, 'questions')
}

const idOf = (value: unknown) => (value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value)

const refreshOnPublicChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, collection }) => {
  if (doc.status !== 'approved' && previousDoc?.status !== 'approved') return doc
  const question =
    collection.slug === 'questions'
      ? doc
      : await req.payload.findByID({ collection: 'questions', id: idOf(doc.question) as number, depth: 0, overrideAccess: true, req }).catch(() => null)
  if (question) await refreshProductPages(req, idOf(question.product))
  return doc
}

/** A question's count of approved answers and the time of the latest, kept on the question (its sort keys). */
async function recountAnswers(payload: Payload, questionId: number | string, req: PayloadRequest) {
  // The newest approved answer, and with it how many there are.
  const { docs, totalDocs } = await payload.find({
    collection: 'answers',
    where: { and: [{ question: { equals: questionId } }, { status: { equals: 'approved' } }] },
    sort: '-submissionTime',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  await payload.update({
    collection: 'questions',
    id: questionId,
    overrideAccess: true,
    req,
    context: { skipQuestionRefresh: true },
    data: { totalAnswerCount: totalDocs, lastApprovedAnswerTime: docs[0]?.submissionTime ?? null },
  })
}

/** The asker hears once, when the first of its question's answers they have not heard of is published. */
async function tellTheAsker(req: PayloadRequest, answer: Record<string, unknown>) {
  const question = await req.payload.findByID({
    collection: 'questions',
    id: idOf(answer.question) as number,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    req,
  })
  if (!question.userEmail || question.status !== 'approved') return
  const product = await req.payload.findByID({
    collection: 'products',
    id: idOf(question.product) as number,
    depth: 0,
    overrideAccess: true,
    req,
    select: { slug: true, title: true },
  })
  const link = new URL(`/en-au/questions/${product.slug}#question-${question.id}`, settings().SITE_URL).toString()
  await sendSiteEmail(req.payload, {
    to: question.userEmail,
    subject: `Your question about ${product.title} has an answer`,
    greeting: `Hi ${question.userNickname},`,
    paragraphs: [
      `You asked: "${question.questionSummary}"`,
      `${answer.isBrandAnswer ? `${settings().BRAND_NAME} answered` : `${String(answer.userNickname)} answered`}: "${String(answer.answerText)}"`,
    ],
    action: { label: 'See the answer', url: link },
    reason: 'You get this email because you asked this question on our site.',
  })
}

export const Questions: CollectionConfig = {
  slug: 'questions',
  admin: {
    group: 'Reviews',
    useAsTitle: 'questionSummary',
    defaultColumns: ['questionSummary', 'status', 'totalAnswerCount', 'product', 'userNickname', 'submissionTime'],
    listSearchableFields: ['questionSummary', 'userNickname', 'providerProductId'],
    description: 'Product questions, oldest first: approve to publish. Answer one from Answers (your answer is marked as the brand’s).',
    components: moderationViews('questions'),
  },
  defaultSort: 'submissionTime',
  indexes: [{ fields: ['providerProductId', 'status', 'submissionTime'] }],
  access: { read: signedInOnly, create: () => false, update: moderatorsOnly, delete: adminsOnly },
  hooks: {
    beforeChange: [confirmedBeforeApproval],
    afterChange: [async (args) => (args.context.skipQuestionRefresh ? args.doc : refreshOnPublicChange(args))],
    // Its answers go with it (they point at it and cannot stand alone).
    beforeDelete: [
      async ({ id, req }) => void (await req.payload.delete({ collection: 'answers', where: { question: { equals: id } }, overrideAccess: true, req })),
    ],
  },
  fields: [
    ...statusFields('pending'),
    { name: 'product', type: 'relationship', relationTo: 'products', required: true, index: true },
    // The provider's ProductId (the product's reviewsId or slug), as reviews keep it.
    { name: 'providerProductId', type: 'text', required: true, index: true, admin: { readOnly: true } },
    customerWords({ name: 'questionSummary', type: 'text', required: true }),
    customerWords({ name: 'questionDetails', type: 'textarea' }),
    ...authorFields,
    {
      type: 'row',
      fields: [
        { name: 'totalAnswerCount', type: 'number', defaultValue: 0, index: true, admin: { readOnly: true } },
        { name: 'lastApprovedAnswerTime', type: 'date', index: true, admin: { readOnly: true } },
      ],
    },
    ...confirmationFields,
    // One question per email, product and wording: a double submit or a retry stores it once.
    { name: 'submissionKey', type: 'text', required: true, unique: true, index: true, admin: { hidden: true }, access: { read: moderatorsField } },
  ],
}

export const Answers: CollectionConfig = {
  slug: 'answers',
  admin: {
    group: 'Reviews',
    useAsTitle: 'answerText',
    defaultColumns: ['answerText', 'status', 'isBrandAnswer', 'question', 'userNickname', 'submissionTime'],
    description:
      'Answers to product questions, oldest first: approve to publish (the asker is emailed). An answer you create here is the brand’s and is published at once.',
    components: moderationViews('answers'),
  },
  defaultSort: 'submissionTime',
  indexes: [{ fields: ['question', 'status', 'submissionTime'] }],
  // Moderators write the brand's answers here; visitors' answers arrive through the reviews API.
  access: { read: signedInOnly, create: moderatorsOnly, update: moderatorsOnly, delete: adminsOnly },
  hooks: {
    beforeDelete: [
      async ({ id, req }) => void (await req.payload.delete({ collection: 'answer-votes', where: { answer: { equals: id } }, overrideAccess: true, req })),
    ],
    afterDelete: [
      async ({ doc, req }) => {
        if (doc.status === 'approved') await recountAnswers(req.payload, idOf(doc.question) as number, req).catch(() => undefined)
        return doc
      },
    ],
    beforeValidate: [
      ({ data, operation, req }) => {
        // Written in the back office (a signed-in moderator): the brand's answer, published unless its
        // status says otherwise.
        if (operation !== 'create' || !data) return data
        if (!req.user) return { ...data, status: data.status ?? 'pending' }
        return {
          ...data,
          status: data.status ?? 'approved',
          userNickname: data.userNickname || settings().BRAND_NAME,
          submissionTime: data.submissionTime ?? new Date().toISOString(),
          isBrandAnswer: true,
          submissionKey: `brand:${randomUUID()}`,
        }
      },
    ],
    beforeChange: [confirmedBeforeApproval],
    afterChange: [
      async (args) => {
        const { doc, previousDoc, req } = args
        const changed = doc.status !== previousDoc?.status
        if (changed && (doc.status === 'approved' || previousDoc?.status === 'approved')) await recountAnswers(req.payload, idOf(doc.question) as number, req)
        if (changed && doc.status === 'approved' && !doc.askerNotified) {
          try {
            await tellTheAsker(req, doc)
            await req.payload.update({
              collection: 'answers',
              id: doc.id,
              data: { askerNotified: true },
              overrideAccess: true,
              req,
              context: { skipQuestionRefresh: true },
            })
          } catch (error) {
            // The answer stays published; its asker is told at its next approval.
            req.payload.logger.error(
              `answers: the asker of question ${String(idOf(doc.question))} could not be emailed (${error instanceof Error ? error.name : 'error'})`,
            )
          }
        }
        return args.context.skipQuestionRefresh ? doc : refreshOnPublicChange(args)
      },
    ],
  },
  fields: [
    // No default: a visitor's answer arrives pending (the reviews API says so), a moderator's is approved unless chosen otherwise.
    ...statusFields(undefined, 'Leave empty on a new answer of yours to publish it at once.'),
    { name: 'question', type: 'relationship', relationTo: 'questions', required: true, index: true },
    // A visitor's answer is theirs; the brand's own stays editable.
    customerWords({ name: 'answerText', type: 'textarea', required: true }, ({ doc }) => doc?.isBrandAnswer === true),
    { name: 'isBrandAnswer', type: 'checkbox', defaultValue: false, admin: { description: 'Written by the brand (answers created here are).' } },
    ...authorFields.map((field) => ('name' in field && field.name === 'userNickname' ? { ...field, required: false } : field)),
    ...feedbackFields,
    { name: 'askerNotified', type: 'checkbox', defaultValue: false, admin: { hidden: true } },
    ...confirmationFields,
    // One answer per email, question and wording.
    { name: 'submissionKey', type: 'text', required: true, unique: true, index: true, admin: { hidden: true }, access: { read: moderatorsField } },
  ],
}

/** Helpful votes on answers: one per answer and device (the unique key), counted on the answer. Administrators read them. */
export const AnswerVotes: CollectionConfig = {
  slug: 'answer-votes',
  admin: { ...siteHealthAdmin, useAsTitle: 'key', defaultColumns: ['answer', 'vote', 'createdAt'] },
  access: { read: adminsOnly, create: () => false, update: () => false, delete: adminsOnly },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'answer', type: 'relationship', relationTo: 'answers', required: true },
    { name: 'vote', type: 'select', required: true, options: ['Positive', 'Negative'] },
  ],
}
