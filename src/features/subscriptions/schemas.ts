import { z } from 'zod'

import { LIMITS } from './limits'
import { MINIMUM_AGE, TEXTS } from './texts'

/**
 * The forms' rules, defined once: the server validates every submit with these (from the page or an API
 * client), and the pages take their limits (required, maxLength, type) from the same fields.
 */
const email = z.string({ error: TEXTS.invalidEmail }).trim().toLowerCase().max(254, TEXTS.invalidEmail).pipe(z.email(TEXTS.invalidEmail))
// A checkbox sends nothing when unticked; Zod 4 skips an absent optional key, so an absent box becomes ''.
const ticked = (message: string) =>
  z.preprocess(
    (value) => value ?? '',
    z.string().refine((value) => value === 'on' || value === 'true' || value === '1', message),
  )
// An optional box: ticked or not, never an error.
const optionalTick = z.preprocess((value) => value ?? '', z.string()).transform((value) => value === 'on' || value === 'true' || value === '1')
const isoDate = /^\d{4}-\d{2}-\d{2}$/

function parseDay(value: string): Date | undefined {
  if (!isoDate.test(value)) return undefined
  const day = new Date(`${value}T00:00:00Z`)
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value ? undefined : day
}

/** Whole years between a birth date and today (UTC), as an age is counted. */
export function ageOn(birth: Date, today = new Date()): number {
  let age = today.getUTCFullYear() - birth.getUTCFullYear()
  const beforeBirthday = today.getUTCMonth() < birth.getUTCMonth() || (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate())
  if (beforeBirthday) age -= 1
  return age
}

export const newsletterSchema = z.object({
  name: z.string({ error: TEXTS.missingName }).trim().min(1, TEXTS.missingName).max(LIMITS.name, TEXTS.missingName),
  email,
  consent: ticked(TEXTS.consentRequired),
})

export const waitlistSchema = z.object({
  email,
  product: z
    .string()
    .trim()
    .max(120)
    .regex(/^[a-z0-9-]*$/)
    .optional()
    .default(''),
  consent: ticked(TEXTS.consentRequired),
})

export const gamingSchema = z.object({
  email,
  dateOfBirth: z
    .string({ error: TEXTS.dateOfBirth })
    .trim()
    .refine((value) => {
      const day = parseDay(value)
      return Boolean(day && day.getTime() <= Date.now() && day.getUTCFullYear() >= 1900)
    }, TEXTS.dateOfBirth),
  consent: ticked(TEXTS.consentRequired),
})

/** A valid date of birth under 18: the eligibility answer, nothing stored. */
export const isUnderAge = (dateOfBirth: string) => ageOn(parseDay(dateOfBirth)!) < MINIMUM_AGE

export const productRegistrationSchema = z.object({
  product: z
    .string({ error: TEXTS.product })
    .trim()
    .min(1, TEXTS.product)
    .max(120, TEXTS.product)
    .regex(/^[a-z0-9-]+$/, TEXTS.product),
  purchaseDate: z
    .string({ error: TEXTS.purchaseDate })
    .trim()
    .refine((value) => Boolean(parseDay(value)) && value >= '2000-01-01', TEXTS.purchaseDate)
    .refine((value) => !parseDay(value) || value <= new Date().toISOString().slice(0, 10), TEXTS.purchaseDateFuture),
  retailer: z
    .string({ error: TEXTS.retailer })
    .trim()
    .min(1, TEXTS.retailer)
    .max(120, TEXTS.retailer)
    .regex(/^[a-z0-9-]+$/, TEXTS.retailer),
  name: z.string({ error: TEXTS.missingName }).trim().min(1, TEXTS.missingName).max(LIMITS.name, TEXTS.missingName),
  email,
  consent: ticked(TEXTS.consentRequired),
  // "Email me once to ask for my review": the owner's yes to one review request (src/cms/reviewRequests).
  reviewRequest: optionalTick,
})

export type NewsletterInput = z.infer<typeof newsletterSchema>
export type WaitlistInput = z.infer<typeof waitlistSchema>
export type GamingInput = z.infer<typeof gamingSchema>
export type ProductRegistrationInput = z.infer<typeof productRegistrationSchema>
