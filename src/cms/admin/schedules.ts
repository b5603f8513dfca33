import type { Payload, Where } from 'payload'

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
