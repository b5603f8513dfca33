import type { CollectionConfig, Field } from 'payload'

import { adminsOnly } from '../access'
import { eraseEndpoint, exportCsvEndpoint } from '../privacyRequests'

/**
 * What visitors give us through the site's forms. Personal data: administrators only (not editors, not
 * moderators, never the public API); nothing is created through the API, only by the forms' server code.
 * Each record keeps the consent text it was given under and when.
 */
const privateAccess = { read: adminsOnly, create: () => false, update: adminsOnly, delete: adminsOnly }

/** One record per person and purpose: a second submit (double click, retry, race) hits the unique key. */
const dedupeKey: Field = { name: 'dedupeKey', type: 'text', required: true, unique: true, index: true, admin: { hidden: true } }

const consentFields: Field[] = [
  { name: 'consentText', type: 'textarea', required: true, admin: { readOnly: true } },
  { name: 'consentAt', type: 'date', required: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
]

export const SUBSCRIPTION_LISTS = ['newsletter', 'waitlist', 'gaming'] as const
export const SUBSCRIPTION_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const

export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  admin: {
    group: 'Visitors',
    useAsTitle: 'email',
    defaultColumns: ['email', 'list', 'status', 'createdAt'],
    description:
      'Newsletter, waitlist and gaming sign-ups. A double opt-in record counts once confirmed. Export a list, or erase one person, with the tools below.',
    components: { beforeListTable: ['/cms/admin/SubscriberTools#SubscriberTools'] },
  },
  access: privateAccess,
  defaultSort: '-createdAt',
  endpoints: [exportCsvEndpoint, eraseEndpoint],
  fields: [
    dedupeKey,
    { name: 'list', type: 'select', required: true, index: true, options: [...SUBSCRIPTION_LISTS] },
    { name: 'status', type: 'select', required: true, index: true, defaultValue: 'pending', options: [...SUBSCRIPTION_STATUSES] },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'name', type: 'text' },
    { name: 'dateOfBirth', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'product', type: 'relationship', relationTo: 'products' },
    {
      type: 'collapsible',
      label: 'Campaign',
      fields: [
        { name: 'optinId', type: 'text' },
        { name: 'optins', type: 'text' },
        { name: 'channelId', type: 'text' },
        { name: 'campaignId', type: 'text' },
        { name: 'surveyId', type: 'text' },
        { name: 'countryCode', type: 'text' },
        { name: 'locale', type: 'text' },
      ],
    },
    ...consentFields,
    { name: 'confirmedAt', type: 'date', admin: { readOnly: true } },
    { name: 'unsubscribedAt', type: 'date', admin: { readOnly: true } },
    { name: 'forwardedAt', type: 'date', admin: { readOnly: true, description: 'Sent to the consumer-data platform (CDP_URL).' } },
    // Tokens are kept only as SHA-256 hashes: the link in the email is the only copy of the token.
    { name: 'confirmTokenHash', type: 'text', index: true, admin: { hidden: true } },
    { name: 'confirmTokenExpiresAt', type: 'date', admin: { hidden: true } },
    { name: 'unsubscribeTokenHash', type: 'text', index: true, admin: { hidden: true } },
  ],
}

export const ProductRegistrations: CollectionConfig = {
  slug: 'product-registrations',
  admin: { group: 'Visitors', useAsTitle: 'email', defaultColumns: ['email', 'product', 'purchaseDate', 'createdAt'] },
  access: privateAccess,
  defaultSort: '-createdAt',
  fields: [
    dedupeKey,
    { name: 'product', type: 'relationship', relationTo: 'products', required: true },
    { name: 'purchaseDate', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'retailer', type: 'relationship', relationTo: 'retailers', required: true },
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true, index: true },
    ...consentFields,
    {
      name: 'reviewRequestConsent',
      type: 'checkbox',
      defaultValue: false,
      admin: { readOnly: true, description: 'The owner asked to be emailed once for a review (Review requests).' },
    },
  ],
}

export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: { group: 'Visitors', useAsTitle: 'email', defaultColumns: ['email', 'topic', 'createdAt'] },
  access: privateAccess,
  defaultSort: '-createdAt',
  fields: [
    dedupeKey,
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'topic', type: 'text', required: true },
    { name: 'product', type: 'relationship', relationTo: 'products' },
    { name: 'message', type: 'textarea', required: true },
    ...consentFields,
  ],
}
