import type { ServerProps } from 'payload'

import { BulkModeration } from './BulkModeration'
import { MODERATION_LABELS, type ModeratedCollection } from './moderationRules'

const STATUSES = ['pending', 'approved', 'rejected'] as const
const STATUS_LABELS = { pending: 'Waiting', approved: 'Approved', rejected: 'Rejected' } as const

/**
 * Above the moderation lists: how many records wait, are approved or rejected (each a link to that
 * part of the list, oldest first), and the bulk actions for the ticked rows.
 */
export async function ModerationQueue({ payload, collectionSlug }: ServerProps & { collectionSlug: ModeratedCollection }) {
  const counts = await Promise.all(
    STATUSES.map(
      async (status) =>
        [status, (await payload.count({ collection: collectionSlug, where: { status: { equals: status } }, overrideAccess: true })).totalDocs] as const,
    ),
  )
  const labels = MODERATION_LABELS[collectionSlug]
  return (
    <div style={{ marginBottom: '1rem' }}>
      <nav aria-label={`The ${labels.plural} queue`}>
        <ul style={{ display: 'flex', gap: '1.5rem', listStyle: 'none', padding: 0, margin: '0 0 0.5rem' }}>
          {counts.map(([status, count]) => (
            <li key={status}>
              <a href={`/admin/collections/${collectionSlug}?where[status][equals]=${status}&sort=submissionTime`}>
                {STATUS_LABELS[status]}: <strong>{count}</strong>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <BulkModeration collectionSlug={collectionSlug} plural={labels.plural} />
    </div>
  )
}
