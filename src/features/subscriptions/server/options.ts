import 'server-only'

import { payloadClient } from '@/cms/payload'
import { collectionTag } from '@/shared/cache/cacheTags'
import { cachedRead } from '@/shared/cache/cachedRead'

/** The product registration form's choices: published products and the retailers, by slug. */
export const findRegistrationOptions = cachedRead(
  'subscriptions.registrationOptions',
  async () => {
    const payload = await payloadClient()
    const [products, retailers] = await Promise.all([
      payload.find({ collection: 'products', limit: 500, depth: 0, sort: 'title', overrideAccess: false, select: { slug: true, title: true } }),
      payload.find({ collection: 'retailers', limit: 200, depth: 0, sort: 'name', overrideAccess: false, select: { slug: true, name: true } }),
    ])
    return {
      products: products.docs.map((doc) => ({ value: doc.slug, label: doc.title })),
      retailers: retailers.docs.map((doc) => ({ value: doc.slug, label: doc.name })),
    }
  },
  () => [collectionTag('products'), collectionTag('retailers')],
)

/** A published product's slug, for the waitlist block's form. */
export const findProductSlug = cachedRead(
  'subscriptions.productSlug',
  async (id: number): Promise<string | undefined> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'products',
      where: { id: { equals: id } },
      limit: 1,
      depth: 0,
      overrideAccess: false,
      select: { slug: true },
    })
    return docs[0]?.slug
  },
  () => [collectionTag('products')],
)
