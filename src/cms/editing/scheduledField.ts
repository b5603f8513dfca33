import type { UIField } from 'payload'

/** The document's scheduled publishes and unpublishes, shown in its sidebar (admin/ScheduledChanges.tsx). */
export const scheduledField: UIField = {
  name: 'scheduledChanges',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '/cms/admin/ScheduledChanges#ScheduledChanges' } },
}

/**
 * The Publish button of documents that schedule publishing: Payload's, whose scheduling drawer opens on
 * what its title says (admin/SchedulePublishButton.tsx). For `admin.components.edit`.
 */
export const schedulingEditComponents = { PublishButton: '/cms/admin/SchedulePublishButton#SchedulePublishButton' }
