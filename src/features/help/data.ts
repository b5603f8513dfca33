import 'server-only'

import { payloadClient } from '@/cms/payload'
import { collectionTag } from '@/shared/cache/cacheTags'
import { cachedRead } from '@/shared/cache/cachedRead'

export interface FaqEntry {
  id: number
  question: string
  answer: string
}

export interface GlossaryEntry {
  id: number
  term: string
  definition: string
}

/** The site FAQ, in the editors' order. */
export const findFaqEntries = cachedRead(
  'help.faq',
  async (): Promise<FaqEntry[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'faq-entries', sort: 'order', pagination: false, depth: 0, overrideAccess: false })
    return docs.map(({ id, question, answer }) => ({ id, question, answer }))
  },
  () => [collectionTag('faq-entries')],
)

/** The ingredient glossary, A to Z. */
export const findGlossaryEntries = cachedRead(
  'help.glossary',
  async (): Promise<GlossaryEntry[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'glossary-entries', sort: 'term', pagination: false, depth: 0, overrideAccess: false })
    return docs.map(({ id, term, definition }) => ({ id, term, definition }))
  },
  () => [collectionTag('glossary-entries')],
)
