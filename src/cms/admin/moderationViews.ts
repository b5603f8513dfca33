import type { CollectionConfig } from 'payload'

import type { ModeratedCollection } from './moderationRules'

/** The back office's moderation controls of a collection: Approve/Reject above a record, the queue and bulk actions above the list. */
export const moderationViews = (collection: ModeratedCollection): NonNullable<NonNullable<CollectionConfig['admin']>['components']> => ({
  edit: { beforeDocumentControls: ['/cms/admin/ModerateDocument#ModerateDocument'] },
  beforeListTable: [{ path: '/cms/admin/ModerationQueue#ModerationQueue', serverProps: { collectionSlug: collection } }],
})

/** Set by the Approve and Reject actions, not typed: a status moved by hand would skip the reason. */
export const STATUS_BY_ACTION = { readOnly: true, description: 'Use Approve or Reject above.' } as const
