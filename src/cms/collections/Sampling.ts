import type { CollectionConfig, Field, Where } from 'payload'

import { AUSTRALIAN_STATES } from '../../shared/address/australianStates'
import { editorsOnly, signedIn } from '../access'
import { slugField } from '../fields/slug'
import { revalidateCollection } from '../hooks/revalidate'
import { shippingListEndpoint } from '../sampling/shippingList'

/**
 * Sampling campaigns: a product given free to a number of people who apply on the site
 * (`/en-au/sampling/{slug}`, features/subscriptions/sampling). Editors create them; the public reads a
 * campaign once it is open or closed, never a draft. Applications are personal data: signed-in back-office
 * users read them, nobody writes them through the API (the form's server code stores them; choosing
 * recipients is the back office's Pick and Draw, which set `selected` through /api/sampling/recipients).
 */
export const CAMPAIGN_STATUSES = ['draft', 'open', 'closed'] as const

export const DEFAULT_ELIGIBILITY = 'Open to people aged 18 or over with a shipping address in Australia. One application per person.'

const publicCampaigns: Where = { status: { not_equals: 'draft' } }

const sydneyDate = (name: string, label: string, description: string): Field => ({
  name,
  label,
  type: 'date',
  required: true,
  timezone: true,
  admin: { date: { pickerAppearance: 'dayAndTime' }, description },
})

export const SamplingCampaigns: CollectionConfig = {
  slug: 'sampling-campaigns',
  labels: { singular: 'Sampling campaign', plural: 'Sampling campaigns' },
  admin: {
    group: 'Visitors',
    useAsTitle: 'name',
    defaultColumns: ['name', 'product', 'places', 'status', 'opensAt', 'closesAt'],
    description:
      'A product given free to people who apply on the site. Open it for applications, then pick recipients or draw them, and export the shipping list. Recipients are asked for a review after the delay.',
  },
  access: { read: ({ req }) => (req.user ? true : publicCampaigns), create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: revalidateCollection('sampling-campaigns'),
  endpoints: [shippingListEndpoint],
  defaultSort: '-opensAt',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    slugField({ admin: { position: 'sidebar', description: 'The application page: /en-au/sampling/{slug}.' } }),
    { name: 'product', type: 'relationship', relationTo: 'products', required: true },
    { name: 'places', label: 'Number of places', type: 'number', required: true, min: 1, max: 100_000, admin: { step: 1 } },
    // Claimed one at a time by Pick and Draw with one conditional update (placesTaken < places), so two
    // editors at once never give more places than there are; nobody writes it through the API.
    {
      name: 'placesTaken',
      label: 'Places taken',
      type: 'number',
      defaultValue: 0,
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, position: 'sidebar', description: 'Recipients chosen so far (Pick and Draw).' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      options: [
        { label: 'Draft (not on the site)', value: 'draft' },
        { label: 'Open (applications between the dates)', value: 'open' },
        { label: 'Closed (the page says so)', value: 'closed' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      type: 'row',
      fields: [
        sydneyDate('opensAt', 'Applications open', 'Sydney time unless you choose another zone.'),
        {
          ...sydneyDate('closesAt', 'Applications close', 'Sydney time unless you choose another zone.'),
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
            const opens = siblingData?.opensAt
            if (!value) return 'Please choose when applications close.'
            return !opens || new Date(value as string) > new Date(opens as string) || 'Applications must close after they open.'
          },
        } as Field,
      ],
    },
    { name: 'description', type: 'textarea', maxLength: 600, admin: { description: 'What recipients receive and what we ask of them (shown on the page).' } },
    { name: 'eligibility', type: 'textarea', required: true, maxLength: 600, defaultValue: DEFAULT_ELIGIBILITY },
    {
      name: 'recipientTools',
      type: 'ui',
      admin: { components: { Field: '/cms/admin/SamplingTools#SamplingCampaignTools' } },
    },
  ],
}

/** One record per person and campaign: a second submit (double click, retry, race) hits the unique key. */
export const SamplingApplications: CollectionConfig = {
  slug: 'sampling-applications',
  labels: { singular: 'Sampling application', plural: 'Sampling applications' },
  admin: {
    group: 'Visitors',
    useAsTitle: 'email',
    defaultColumns: ['email', 'campaign', 'status', 'selected', 'createdAt'],
    description:
      'Applications to sampling campaigns. Only confirmed applications (the person followed the emailed link) can be chosen. Tick applications and pick them, or draw on the campaign.',
    components: { beforeListTable: ['/cms/admin/SamplingTools#SamplingApplicationTools'] },
  },
  access: { read: signedIn, create: () => false, update: () => false, delete: ({ req }) => req.user?.role === 'admin' },
  defaultSort: '-createdAt',
  fields: [
    { name: 'dedupeKey', type: 'text', required: true, unique: true, index: true, admin: { hidden: true } },
    { name: 'campaign', type: 'relationship', relationTo: 'sampling-campaigns', required: true, index: true },
    { name: 'status', type: 'select', required: true, index: true, defaultValue: 'pending', options: ['pending', 'confirmed'] },
    { name: 'selected', label: 'Recipient', type: 'checkbox', defaultValue: false, index: true },
    { name: 'selectedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'selectedBy', type: 'select', options: ['picked', 'drawn'] },
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'dateOfBirth', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
    {
      type: 'group',
      name: 'address',
      label: 'Shipping address',
      fields: [
        { name: 'street', type: 'text', required: true },
        { name: 'suburb', type: 'text', required: true },
        { name: 'state', type: 'select', required: true, options: AUSTRALIAN_STATES.map((state) => ({ label: state.label, value: state.value })) },
        { name: 'postcode', type: 'text', required: true },
      ],
    },
    { name: 'consentText', type: 'textarea', required: true },
    { name: 'consentAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'confirmedAt', type: 'date' },
    // Tokens are kept only as SHA-256 hashes: the link in the email is the only copy of the token.
    { name: 'confirmTokenHash', type: 'text', index: true, admin: { hidden: true } },
    { name: 'confirmTokenExpiresAt', type: 'date', admin: { hidden: true } },
  ],
}
