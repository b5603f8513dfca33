import type { ServerComponentProps } from 'payload'

import { scheduledAction, sydneyDateTime, upcomingSchedules } from './schedules'

/**
 * In a document's sidebar: its scheduled publishes and unpublishes still to come (Sydney time), or that
 * none is. They are set and cancelled from the Publish menu (the arrow beside Publish).
 */
export async function ScheduledChanges({ payload, id, collectionSlug }: ServerComponentProps) {
  if (id === undefined) return null
  const { docs } = await upcomingSchedules(payload, { collection: collectionSlug, id })
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
              {scheduledAction(job.input)} at {sydneyDateTime(job.waitUntil)} (Sydney)
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
