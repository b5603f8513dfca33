import { cache } from 'react'

import type { Page } from '@/payload-types'
import { payloadClient } from '@/cms/payload'

/** The published page at /en-au/{path} ('' for the home page); undefined when none. */
export const findPageByPath = cache(async (path: string): Promise<Page | undefined> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: path === '' ? { or: [{ path: { equals: '' } }, { path: { exists: false } }], slug: { equals: 'home' } } : { path: { equals: path } },
    depth: 1,
    limit: 1,
    overrideAccess: false,
  })
  return docs[0]
})
