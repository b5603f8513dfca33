import 'server-only'

import { payloadClient } from '@/cms/payload'
import { PUBLISHED } from '@/cms/published'

/**
 * Stores one helpful vote: 'stored', 'repeated' (this browser already voted on the article: the unique key
 * makes concurrent repeats fail rather than double-store) or 'unknown' (no such published article).
 */
export async function storeHelpfulVote({
  article,
  helpful,
  voter,
}: {
  article: number
  helpful: 'Yes' | 'No'
  voter: string
}): Promise<'stored' | 'repeated' | 'unknown'> {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'articles',
    where: { ...PUBLISHED, id: { equals: article } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    select: { title: true },
  })
  if (!found.docs.length) return 'unknown'
  const key = `${article}:${voter}`
  const existing = await payload.find({ collection: 'article-votes', where: { key: { equals: key } }, limit: 1, depth: 0 })
  if (existing.docs.length) return 'repeated'
  try {
    await payload.create({ collection: 'article-votes', data: { key, article, helpful } })
    return 'stored'
  } catch {
    // The unique key refused a concurrent second vote.
    const again = await payload.find({ collection: 'article-votes', where: { key: { equals: key } }, limit: 1, depth: 0 })
    if (again.docs.length) return 'repeated'
    throw new Error('helpful vote: could not be stored')
  }
}
