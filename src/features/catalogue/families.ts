import { cache } from 'react'

import type { Family } from '@/payload-types'
import { payloadClient } from '@/cms/payload'

export const findFamilyBySlug = cache(async (slug: string): Promise<Family | undefined> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'families', where: { slug: { equals: slug } }, limit: 1, depth: 0 })
  return docs[0]
})
