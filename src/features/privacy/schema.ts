import { z } from 'zod'

const links = z.object({ privacyLink: z.url(), privacyPolicyCHD: z.url() })

/** The privacy document's shape: country -> state -> language -> links. */
export const privacyDocumentSchema = z.record(z.string(), z.record(z.string(), z.record(z.string(), links)))

export type PrivacyDocument = z.infer<typeof privacyDocumentSchema>
export type PrivacyLinks = z.infer<typeof links>
