import 'server-only'

import { payloadClient } from '@/cms/payload'
import { collectionTag, globalTag } from '@/shared/cache/cacheTags'
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

/** The contact form's product choices: published products by title. */
export const findProductOptions = cachedRead(
  'contact.productOptions',
  async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'products',
      limit: 500,
      depth: 0,
      sort: 'title',
      overrideAccess: false,
      select: { slug: true, title: true },
    })
    return docs.map((doc) => ({ value: doc.slug, label: doc.title }))
  },
  () => [collectionTag('products')],
)
