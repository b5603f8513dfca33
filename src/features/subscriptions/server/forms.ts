import 'server-only'

import { runSubmission, type SubmissionOutcome } from '@/shared/forms/submission'

import { gamingSchema, newsletterSchema, productRegistrationSchema, waitlistSchema } from '../schemas'
import { TEXTS } from '../texts'
import { payloadClient } from './records'
import { registerProduct } from './registerProduct'
import { joinWaitlist, registerForGaming, subscribeToNewsletter } from './subscribe'

type Fields = Record<string, string>

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
      store: subscribeToNewsletter,
    }),
  waitlist: (fields: Fields, clientAddress: string): Promise<SubmissionOutcome> =>
    runSubmission({
      form: 'waitlist',
      schema: waitlistSchema,
      fields,
      clientAddress,
      echo: ['email', 'product'],
      trapAnswer: { status: 'success', message: TEXTS.waitlistSuccess },
      store: async (input) => {
        if (!input.product) return joinWaitlist(input)
        const payload = await payloadClient()
        const { docs } = await payload.find({ collection: 'products', where: { slug: { equals: input.product } }, limit: 1, depth: 0, overrideAccess: false })
        const product = docs[0]
        return joinWaitlist(input, product ? { id: product.id, title: product.title } : undefined)
      },
    }),
  gaming: (fields: Fields, clientAddress: string): Promise<SubmissionOutcome> =>
    runSubmission({
      form: 'gaming',
      schema: gamingSchema,
      fields,
      clientAddress,
      echo: ['email', 'dateOfBirth'],
      trapAnswer: { status: 'success', title: TEXTS.gamingSuccessTitle, message: TEXTS.gamingSuccess },
      store: registerForGaming,
    }),
  'product-registration': (fields: Fields, clientAddress: string): Promise<SubmissionOutcome> =>
    runSubmission({
      form: 'product-registration',
      schema: productRegistrationSchema,
      fields,
      clientAddress,
      echo: ['product', 'purchaseDate', 'retailer', 'name', 'email'],
      trapAnswer: { status: 'success', message: TEXTS.registrationSuccess },
      store: registerProduct,
    }),
} as const

export type SubscriptionForm = keyof typeof FORM_HANDLERS
