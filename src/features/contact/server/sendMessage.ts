import 'server-only'

import { createHash } from 'node:crypto'

import { payloadClient } from '@/cms/payload'
import { runSubmission, type SubmissionOutcome } from '@/shared/forms/submission'
import { settings } from '@/shared/settings'

import { CONTACT_TEXTS, CONTACT_TOPICS, type ContactInput, contactSchema } from '../schema'

const topicLabel = (value: string) => CONTACT_TOPICS.find((topic) => topic.value === value)?.label ?? value

/**
 * Stores a web contact message (once: a double click or retry finds the first) and sends it to the care
 * address of the contact-details global through the site's sender (outbox + delivery job), replies
 * going to the visitor.
 */
async function storeAndSend(input: ContactInput): Promise<SubmissionOutcome> {
  const payload = await payloadClient()
  const brand = settings().BRAND_NAME
  const product = input.product
    ? (await payload.find({ collection: 'products', where: { slug: { equals: input.product } }, limit: 1, depth: 0, overrideAccess: false })).docs[0]
    : undefined
  if (input.product && !product) return { state: { status: 'error', fieldErrors: { product: CONTACT_TEXTS.product }, values: {} }, code: 400 }
  const dedupeKey = createHash('sha256').update(`${input.email}|${input.topic}|${input.product}|${input.message}`).digest('hex')
  const existing = await payload.find({ collection: 'contact-messages', where: { dedupeKey: { equals: dedupeKey } }, limit: 1, depth: 0, overrideAccess: true })
  if (existing.docs[0]) return { state: { status: 'success', message: CONTACT_TEXTS.success }, code: 200 }
  try {
    await payload.create({
      collection: 'contact-messages',
      overrideAccess: true,
      data: {
        dedupeKey,
        name: input.name,
        email: input.email,
        topic: topicLabel(input.topic),
        ...(product ? { product: product.id } : {}),
        message: input.message,
        consentText: CONTACT_TEXTS.consentText.replaceAll('{brand}', brand),
        consentAt: new Date().toISOString(),
      },
    })
  } catch (error) {
    const twin = await payload.find({ collection: 'contact-messages', where: { dedupeKey: { equals: dedupeKey } }, limit: 1, depth: 0, overrideAccess: true })
    if (twin.docs[0]) return { state: { status: 'success', message: CONTACT_TEXTS.success }, code: 200 }
    throw error
  }
  const care = await payload.findGlobal({ slug: 'contact-details', depth: 0, overrideAccess: true })
  await payload.sendEmail({
    to: care.email,
    // Replies go to the visitor (a header: the outbox keeps a message's headers as they are sent).
    headers: { 'Reply-To': input.email },
    subject: `Web contact: ${topicLabel(input.topic)}${product ? ` (${product.title})` : ''}`,
    text: [
      `From: ${input.name} <${input.email}>`,
      `Topic: ${topicLabel(input.topic)}`,
      ...(product ? [`Product: ${product.title}`] : []),
      '',
      input.message,
    ].join('\n'),
  })
  return { state: { status: 'success', message: CONTACT_TEXTS.success }, code: 200 }
}

export function submitContactMessage(fields: Record<string, string>, clientAddress: string): Promise<SubmissionOutcome> {
  return runSubmission({
    form: 'contact',
    schema: contactSchema,
    fields,
    clientAddress,
    echo: ['name', 'email', 'topic', 'product', 'message'],
    limits: { perAddress: { points: 10, duration: 600 }, perEmail: { points: 5, duration: 600 } },
    trapAnswer: { status: 'success', message: CONTACT_TEXTS.success },
    store: storeAndSend,
  })
}
