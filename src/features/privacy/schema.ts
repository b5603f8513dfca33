import { z } from 'zod'

// termsLink: the parent company's terms of use. Not in every copy of the document (the original shape
// has the two privacy links only), so it is optional; the site then links its default terms page.
const links = z.object({ privacyLink: z.url(), privacyPolicyCHD: z.url(), termsLink: z.url().optional() })

/** The privacy document's shape: country -> state -> language -> links. */
export const privacyDocumentSchema = z.record(z.string(), z.record(z.string(), z.record(z.string(), links)))

export type PrivacyDocument = z.infer<typeof privacyDocumentSchema>
export type PrivacyLinks = z.infer<typeof links>
