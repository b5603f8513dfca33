import 'server-only'

import { payloadClient } from '@/cms/payload'
import { globalTag } from '@/shared/cache/cacheTags'
import { cachedRead } from '@/shared/cache/cachedRead'

/** How visitors reach the brand (the contact-details global). */
export interface ContactDetails {
  phone: string
  phoneHours?: string
  email: string
  webContactUrl: string
  postalAddress?: string
}

export const findContactDetails = cachedRead(
  'contact.details',
  async (): Promise<ContactDetails> => {
    const payload = await payloadClient()
    const contact = await payload.findGlobal({ slug: 'contact-details', depth: 0, overrideAccess: false })
    return {
      phone: contact.phone,
      ...(contact.phoneHours ? { phoneHours: contact.phoneHours } : {}),
      email: contact.email,
      webContactUrl: contact.webContactUrl,
      ...(contact.postalAddress ? { postalAddress: contact.postalAddress } : {}),
    }
  },
  () => [globalTag('contact-details')],
)
