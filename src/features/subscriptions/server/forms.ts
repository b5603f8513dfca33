import 'server-only'

import { runSubmission, type SubmissionOutcome } from '@/shared/forms/submission'

import {
  type GamingInput,
  gamingSchema,
  isUnderAge,
  type NewsletterInput,
  newsletterSchema,
  productRegistrationSchema,
  type SamplingApplicationInput,
  samplingApplicationSchema,
  type WaitlistInput,
  waitlistSchema,
} from '../schemas'
import { TEXTS } from '../texts'
import { throughIntake } from './intake'
import { payloadClient } from './records'
import { registerProduct } from './registerProduct'
import { applyForSample, samplingRefusal } from '../sampling/server'
import { SAMPLING_TEXTS } from '../texts'
import { joinWaitlist, registerForGaming, subscribeToNewsletter } from './subscribe'

type Fields = Record<string, string>

const answer = (code: number, state: SubmissionOutcome['state']): SubmissionOutcome => ({ code, state })
const duplicate = () => answer(409, { status: 'error', title: TEXTS.duplicateTitle, message: TEXTS.duplicate, fieldErrors: {}, values: {} })

// The sign-ups a campaign crowd sends: through the intake (./intake.ts), keyed as their records are.
const newsletter = throughIntake({
  kind: 'newsletter',
  keyOf: (input: NewsletterInput) => `newsletter:${input.email}`,
  store: subscribeToNewsletter,
  accepted: answer(200, { status: 'success', message: TEXTS.newsletterSuccess }),
  confirmed: (input) => answer(409, { status: 'error', message: TEXTS.alreadySubscribed(input.email), fieldErrors: {}, values: {} }),
})

async function storeWaitlist(input: WaitlistInput): Promise<SubmissionOutcome> {
  if (!input.product) return joinWaitlist(input)
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'products', where: { slug: { equals: input.product } }, limit: 1, depth: 0, overrideAccess: false })
  const product = docs[0]
  return joinWaitlist(input, product ? { id: product.id, title: product.title } : undefined)
}

const waitlist = throughIntake({
  kind: 'waitlist',
  keyOf: (input: WaitlistInput) => `waitlist:${input.product || 'any'}:${input.email}`,
  store: storeWaitlist,
  accepted: answer(200, { status: 'success', message: TEXTS.waitlistSuccess }),
  confirmed: duplicate,
})

const gaming = throughIntake({
  kind: 'gaming',
  keyOf: (input: GamingInput) => `gaming:${input.email}`,
  store: registerForGaming,
  accepted: answer(200, { status: 'success', title: TEXTS.gamingSuccessTitle, message: TEXTS.gamingSuccess }),
  confirmed: duplicate,
  refuse: (input) => (isUnderAge(input.dateOfBirth) ? answer(422, { status: 'error', message: TEXTS.underAge, fieldErrors: {}, values: {} }) : undefined),
})

// A sampling application: its refusals (age, campaign closed or full, already confirmed) are heard before
// anything is queued; the intake key is the campaign's slug and the email (the record's key names the id).
const sampling = throughIntake({
  kind: 'sampling',
  keyOf: (input: SamplingApplicationInput) => `sampling:${input.campaign}:${input.email}`,
  store: applyForSample,
  storeAccepted: (input) => applyForSample(input, { accepted: true }),
  accepted: answer(200, { status: 'success', message: SAMPLING_TEXTS.success }),
  confirmed: duplicate,
  check: samplingRefusal,
})

/** Each form's whole server side, shared by its page (server action) and API clients (/api/forms/{form}). */
export const FORM_HANDLERS = {
  newsletter: (fields: Fields, clientAddress: string): Promise<SubmissionOutcome> =>
    runSubmission({
      form: 'newsletter',
      schema: newsletterSchema,
      fields,
      clientAddress,
      echo: ['name', 'email'],
      trapAnswer: { status: 'success', message: TEXTS.newsletterSuccess },
      store: newsletter,
    }),
  waitlist: (fields: Fields, clientAddress: string): Promise<SubmissionOutcome> =>
    runSubmission({
      form: 'waitlist',
      schema: waitlistSchema,
      fields,
      clientAddress,
      echo: ['email', 'product'],
      trapAnswer: { status: 'success', message: TEXTS.waitlistSuccess },
      store: waitlist,
    }),
  gaming: (fields: Fields, clientAddress: string): Promise<SubmissionOutcome> =>
    runSubmission({
      form: 'gaming',
      schema: gamingSchema,
      fields,
      clientAddress,
      echo: ['email', 'dateOfBirth'],
      trapAnswer: { status: 'success', title: TEXTS.gamingSuccessTitle, message: TEXTS.gamingSuccess },
      store: gaming,
    }),
  'product-registration': (fields: Fields, clientAddress: string): Promise<SubmissionOutcome> =>
    runSubmission({
      form: 'product-registration',
      schema: productRegistrationSchema,
      fields,
      clientAddress,
      echo: ['product', 'purchaseDate', 'retailer', 'name', 'email', 'reviewRequest'],
      trapAnswer: { status: 'success', message: TEXTS.registrationSuccess },
      store: registerProduct,
    }),
  sampling: (fields: Fields, clientAddress: string): Promise<SubmissionOutcome> =>
    runSubmission({
      form: 'sampling',
      schema: samplingApplicationSchema,
      fields,
      clientAddress,
      echo: ['campaign', 'name', 'email', 'dateOfBirth', 'street', 'suburb', 'state', 'postcode'],
      trapAnswer: { status: 'success', message: SAMPLING_TEXTS.success },
      store: sampling,
    }),
} as const

export type SubscriptionForm = keyof typeof FORM_HANDLERS
