import type { CollectionSlug, Payload, Where } from 'payload'

/** A scheduled publish's input, as Payload's schedulePublish task keeps it. */
export type ScheduleInput = { type?: string; doc?: { relationTo?: string; value?: unknown } }

/** A date and time as editors read it here: Sydney time, e.g. "27 Nov 2026, 9:00 am". */
export const sydneyDateTime = (value: unknown) =>
  typeof value === 'string' ? new Date(value).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Australia/Sydney' }) : ''

/** The scheduled publishes and unpublishes still to come, soonest first: all of them, or one document's. */
export function upcomingSchedules(payload: Payload, of?: { collection: string; id: number | string }) {
  const where: Where = { taskSlug: { equals: 'schedulePublish' }, completedAt: { exists: false } }
  if (of) Object.assign(where, { 'input.doc.relationTo': { equals: of.collection }, 'input.doc.value': { equals: String(of.id) } })
  return payload.find({ collection: 'payload-jobs', where, sort: 'waitUntil', limit: 10, depth: 0, overrideAccess: true })
}

/** "Publish" or "Unpublish". */
export const scheduledAction = (input: unknown) => ((input as ScheduleInput | null)?.type === 'unpublish' ? 'Unpublish' : 'Publish')

/** A scheduled job's document: its collection and id, as the schedulePublish task keeps them. */
export const scheduledDoc = (input: unknown) => {
  const doc = (input as ScheduleInput | null)?.doc
  return doc?.relationTo && doc.value !== undefined && doc.value !== null ? { collection: doc.relationTo, id: String(doc.value) } : undefined
}

/**
 * The titles of the documents these jobs change ("collection:id" → title, as each collection's
 * `useAsTitle` names it), drafts included: one query per collection.
 */
export async function scheduledTitles(payload: Payload, jobs: { input?: unknown }[]): Promise<Map<string, string>> {
  const ids = new Map<string, Set<string>>()
  for (const job of jobs) {
    const doc = scheduledDoc(job.input)
    if (doc && payload.collections[doc.collection as CollectionSlug]) ids.set(doc.collection, (ids.get(doc.collection) ?? new Set()).add(doc.id))
  }
  const titles = new Map<string, string>()
  await Promise.all(
    [...ids].map(async ([collection, wanted]) => {
      const field = payload.collections[collection as CollectionSlug]!.config.admin.useAsTitle || 'id'
      const { docs } = await payload.find({
        collection: collection as 'pages',
        where: { id: { in: [...wanted] } },
        limit: wanted.size,
        depth: 0,
        draft: true,
        overrideAccess: true,
        pagination: false,
      })
      for (const doc of docs) {
        const title = (doc as unknown as Record<string, unknown>)[field]
        if (typeof title === 'string' && title.trim()) titles.set(`${collection}:${String(doc.id)}`, title)
      }
    }),
  )
  return titles
}
