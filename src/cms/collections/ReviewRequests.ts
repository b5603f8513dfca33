import type { Access, CollectionConfig } from 'payload'

import { adminsOnly } from '../access'

/**
 * Review requests (src/cms/reviewRequests): one email asking a product's owner for a review, after a
 * registration or a sampling campaign's dispatch. Personal data (an address and a name): administrators
 * and moderators read them, the public never; nothing is created or changed through the API, only by the
 * site's own code. The star links' token is kept as a hash only.
 */
const moderates: Access = ({ req }) => req.user?.role === 'admin' || req.user?.role === 'moderator'

export const REVIEW_REQUEST_SOURCES = ['registration', 'sampling'] as const
export const REVIEW_REQUEST_STATUSES = ['scheduled', 'sent', 'skipped'] as const

export const ReviewRequests: CollectionConfig = {
  slug: 'review-requests',
  labels: { singular: 'Review request', plural: 'Review requests' },
  admin: {
    group: 'Reviews',
    useAsTitle: 'email',
    defaultColumns: ['email', 'product', 'sourceKind', 'status', 'sendAfter', 'sentAt', 'openedAt', 'review'],
    description:
      'One email per person and product asking for a review, sent REVIEW_REQUEST_DELAY after a registration (with the owner’s yes) or a sampling campaign. Read only.',
  },
  defaultSort: '-createdAt',
  access: { read: moderates, create: () => false, update: () => false, delete: adminsOnly },
  fields: [
    // One request per address and product, ever: a second registration of the same product gets none.
    { name: 'dedupeKey', type: 'text', required: true, unique: true, index: true, admin: { hidden: true } },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'name', type: 'text' },
    { name: 'product', type: 'relationship', relationTo: 'products', required: true, index: true },
    { name: 'sourceKind', type: 'select', required: true, index: true, options: [...REVIEW_REQUEST_SOURCES] },
    {
      type: 'row',
      fields: [
        { name: 'registrationId', type: 'number', admin: { readOnly: true } },
        { name: 'campaignId', type: 'number', index: true, admin: { readOnly: true } },
        { name: 'applicationId', type: 'number', admin: { readOnly: true } },
      ],
    },
    { name: 'status', type: 'select', required: true, index: true, defaultValue: 'scheduled', options: [...REVIEW_REQUEST_STATUSES] },
    { name: 'skipReason', type: 'text', admin: { readOnly: true, description: 'Why it was not sent (unsubscribed, already reviewed).' } },
    { name: 'sendAfter', type: 'date', required: true, index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'sentAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'openedAt',
      type: 'date',
      admin: {
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'When the person first used the link’s form (a link’s mere opening counts nothing: mail scanners open every link).',
      },
    },
    { name: 'reviewLink', type: 'text', admin: { readOnly: true, description: 'The write-review page the stars lead to (the token is not kept).' } },
    { name: 'review', type: 'relationship', relationTo: 'reviews', admin: { readOnly: true } },
    { name: 'tokenHash', type: 'text', index: true, admin: { hidden: true }, access: { read: () => false } },
    { name: 'tokenExpiresAt', type: 'date', admin: { hidden: true } },
  ],
}

/**
 * Addresses that unsubscribed, as SHA-256 hashes of the address: every email's unsubscribe link records
 * one, and review requests are never sent to it (Spam Act 2003), whichever list the person was on or none.
 * A hash, so the record keeps working after the person's data is erased without keeping the address.
 */
export const EmailOptOuts: CollectionConfig = {
  slug: 'email-opt-outs',
  labels: { singular: 'Email opt-out', plural: 'Email opt-outs' },
  admin: { group: 'Visitors', useAsTitle: 'emailHash', hidden: ({ user }) => user?.role !== 'admin' },
  access: { read: adminsOnly, create: () => false, update: () => false, delete: adminsOnly },
  fields: [
    { name: 'emailHash', type: 'text', required: true, unique: true, index: true },
    { name: 'optedOutAt', type: 'date', required: true },
  ],
}
