import type { ServerComponentProps } from 'payload'

const when = (value: unknown) =>
  typeof value === 'string' ? new Date(value).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Australia/Sydney' }) : ''

type ScheduleInput = { type?: string; doc?: { relationTo?: string; value?: unknown } }

/**
 * In a document's sidebar: its scheduled publishes and unpublishes still to come (Sydney time), or that
 * none is. They are set and cancelled from the Publish menu (the arrow beside Publish).
 */
export async function ScheduledChanges({ payload, id, collectionSlug }: ServerComponentProps) {
  if (id === undefined) return null
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      taskSlug: { equals: 'schedulePublish' },
      completedAt: { exists: false },
      'input.doc.relationTo': { equals: collectionSlug },
      'input.doc.value': { equals: String(id) },
    },
    sort: 'waitUntil',
    limit: 10,
    depth: 0,
    overrideAccess: true,
  })
  return (
    <div className="field-type" aria-labelledby="scheduled-changes">
      <h3 id="scheduled-changes" style={{ fontSize: '1rem', margin: '0 0 0.25rem' }}>
        Scheduled
      </h3>
      {docs.length === 0 ? (
        <p style={{ margin: 0 }}>Nothing is scheduled.</p>
      ) : (
        <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
          {docs.map((job) => (
            <li key={job.id}>
              {(job.input as ScheduleInput | null)?.type === 'unpublish' ? 'Unpublish' : 'Publish'} at {when(job.waitUntil)} (Sydney)
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
