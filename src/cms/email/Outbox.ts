import type { CollectionConfig } from 'payload'

import { adminsOnly } from '../access'
import { siteHealthAdmin } from '../admin/siteHealth'

/**
 * Every email the site sends, as sent: the job that delivers it (deliverEmail) records the outcome here.
 * Without SMTP_URL a message stays `waiting` and an administrator can read it (and follow its links, e.g.
 * a double opt-in) in /admin. Holds personal data: administrators only, never the public API.
 */
export const OUTBOX_STATUSES = ['queued', 'waiting', 'sent', 'retrying', 'failed'] as const

export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'Outgoing email', plural: 'Outbox' },
  admin: {
    // A developer's and administrator's tool: editors and moderators do not see it in the menu.
    ...siteHealthAdmin,
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'status', 'attempts', 'createdAt'],
    description: 'Emails the site sends. Without SMTP_URL they wait here; a failed delivery shows its last error.',
  },
  access: { read: adminsOnly, create: () => false, update: adminsOnly, delete: adminsOnly },
  defaultSort: '-createdAt',
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'status', type: 'select', required: true, defaultValue: 'queued', index: true, options: [...OUTBOX_STATUSES] },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'lastError', type: 'text' },
    { name: 'sentAt', type: 'date' },
    { name: 'text', type: 'textarea', required: true },
    { name: 'html', type: 'code', admin: { language: 'html' } },
    { name: 'headers', type: 'json' },
  ],
}
