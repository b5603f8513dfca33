import { z } from 'zod'

import { CONTACT_TEXTS, CONTACT_TOPICS, MESSAGE_LIMITS } from './contactTexts'

export { CONTACT_TEXTS, CONTACT_TOPICS, MESSAGE_LIMITS }

/** The web contact form's rules, for the page and the server alike. */
export const contactSchema = z.object({
  name: z.string({ error: CONTACT_TEXTS.name }).trim().min(1, CONTACT_TEXTS.name).max(80, CONTACT_TEXTS.name),
  email: z.string({ error: CONTACT_TEXTS.email }).trim().toLowerCase().max(254, CONTACT_TEXTS.email).pipe(z.email(CONTACT_TEXTS.email)),
  topic: z.enum(CONTACT_TOPICS.map((topic) => topic.value) as [string, ...string[]], CONTACT_TEXTS.topic),
  product: z
    .string()
    .trim()
    .max(120)
    .regex(/^[a-z0-9-]*$/, CONTACT_TEXTS.product)
    .optional()
    .default(''),
  message: z.string({ error: CONTACT_TEXTS.message }).trim().min(MESSAGE_LIMITS.min, CONTACT_TEXTS.message).max(MESSAGE_LIMITS.max, CONTACT_TEXTS.message),
  // An unticked box sends nothing: absent becomes '' so the rule runs (Zod 4 skips absent optional keys).
  consent: z.preprocess(
    (value) => value ?? '',
    z.string().refine((value) => value === 'on' || value === 'true' || value === '1', CONTACT_TEXTS.consent),
  ),
})

export type ContactInput = z.infer<typeof contactSchema>
