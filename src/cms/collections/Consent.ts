import type { CollectionConfig } from 'payload'

import { adminsOnly } from '../access'

/**
 * Every cookie choice visitors make, without personal data: the purposes, the text's version, when, and
 * the random id the visitor's browser keeps in its consent cookie. Administrators read; nothing is
 * created through the API, only by the site's consent route (features/consent).
 */
export const ConsentRecords: CollectionConfig = {
  slug: 'consent-records',
  admin: {
    group: 'Visitors',
    useAsTitle: 'visitorId',
    defaultColumns: ['visitorId', 'choice', 'analytics', 'marketing', 'version', 'chosenAt'],
    description: 'Cookie choices, one row per answer. The visitor id is random and kept only in that visitor’s browser.',
  },
  access: { read: adminsOnly, create: () => false, update: () => false, delete: adminsOnly },
  defaultSort: '-chosenAt',
  fields: [
    { name: 'visitorId', type: 'text', required: true, index: true, admin: { readOnly: true } },
    { name: 'choice', type: 'select', required: true, options: ['accept-all', 'reject-all', 'custom'], admin: { readOnly: true } },
    { name: 'analytics', type: 'checkbox', required: true, defaultValue: false, admin: { readOnly: true } },
    { name: 'marketing', type: 'checkbox', required: true, defaultValue: false, admin: { readOnly: true } },
    { name: 'version', type: 'number', required: true, admin: { readOnly: true } },
    { name: 'chosenAt', type: 'date', required: true, index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
