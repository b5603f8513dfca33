import type { UIField } from 'payload'

/** The document's scheduled publishes and unpublishes, shown in its sidebar (admin/ScheduledChanges.tsx). */
export const scheduledField: UIField = {
  name: 'scheduledChanges',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '/cms/admin/ScheduledChanges#ScheduledChanges' } },
}
