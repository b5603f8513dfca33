import { cache } from 'react'

import type { Product } from '@/payload-types'
import { payloadClient } from '@/cms/payload'

/** A published product by slug, with its relations one level deep; undefined when none. */
export const findProductBySlug = cache(async (slug: string): Promise<Product | undefined> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'products',
    where: { slug: { equals: slug }, _status: { equals: 'published' } },
    depth: 2,
    limit: 1,
    overrideAccess: false,
  })
  return docs[0]
})

export interface ProductQuery {
  brand?: number
  category?: number
  family?: number
  ids?: number[]
  limit?: number
}

/** Published products in featured order (featuredSort ascending). */
export async function findProducts({ brand, category, family, ids, limit = 48 }: ProductQuery = {}): Promise<Product[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'products',
    where: {
      _status: { equals: 'published' },
      ...(brand ? { brand: { equals: brand } } : {}),
      ...(category ? { categories: { contains: category } } : {}),
      ...(family ? { family: { equals: family } } : {}),
      ...(ids ? { id: { in: ids } } : {}),
    },
    sort: 'featuredSort',
    depth: 0,
    limit,
    overrideAccess: false,
  })
  return docs
}
