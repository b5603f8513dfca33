import type { Access, CollectionConfig, PayloadRequest, Validate } from 'payload'

import { signedIn } from '../access'
import { revalidateCollection } from '../hooks/revalidate'
import { fromSearch } from './fromSearchReport'

/**
 * How editors steer search: synonyms and query rules. Read by the built-in engine on the server (never
 * through the public API: lists of pinned and hidden products are the editors' business) and pushed to
 * Algolia by `npm run search:sync` in its own formats (features/search/server/steering.ts).
 * Writes are the content roles' (administrators and editors); moderators read them.
 */
const contentRoles: Access = ({ req }) => req.user?.role === 'admin' || req.user?.role === 'editor'
const steering = { read: signedIn, create: contentRoles, update: contentRoles, delete: contentRoles }

/** The synonym kinds, as Algolia names them. */
export const SYNONYM_KINDS = ['synonym', 'oneWaySynonym'] as const

const wordList: Validate<string | null | undefined> = (value) => {
  const words = (value ?? '')
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean)
  return words.length > 0 || 'List at least one word or phrase, separated by commas.'
}

export const SearchSynonyms: CollectionConfig = {
  slug: 'search-synonyms',
  labels: { singular: 'Synonym', plural: 'Synonyms' },
  admin: {
    useAsTitle: 'synonyms',
    group: 'Search',
    defaultColumns: ['synonyms', 'kind', 'input'],
    description: 'Words that search treats alike, in products, articles and suggestions. Changes apply within seconds.',
  },
  access: steering,
  hooks: revalidateCollection('search-synonyms'),
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'synonym',
      options: [
        { label: 'Two-way: each word finds the others', value: 'synonym' },
        { label: 'One-way: the word finds the others, not the reverse', value: 'oneWaySynonym' },
      ],
    },
    {
      name: 'input',
      type: 'text',
      label: 'Word',
      admin: { condition: (data) => data?.kind === 'oneWaySynonym', description: 'A search for this word also finds the words below (e.g. blades).' },
      validate: (value: string | null | undefined, { siblingData }: { siblingData: Record<string, unknown> }) =>
        siblingData?.kind !== 'oneWaySynonym' || Boolean(value?.trim()) || 'A one-way synonym needs the word that is searched for.',
    },
    {
      name: 'synonyms',
      type: 'text',
      required: true,
      label: 'Words',
      // Opened from the search report's "Add a synonym" for a search that found nothing: that search first.
      defaultValue: ({ req }: { req: PayloadRequest }) => {
        const query = fromSearch(req)
        return query ? `${query}, ` : undefined
      },
      admin: { description: 'Separated by commas: "razor, shaver" (two-way), or what the word also finds: "cartridges" (one-way).' },
      validate: wordList,
    },
  ],
}

const positiveWhole: Validate<number | null | undefined> = (value) =>
  (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 100) || 'A position from 1 (the first result) to 100.'

export const SearchRules: CollectionConfig = {
  slug: 'search-rules',
  labels: { singular: 'Search rule', plural: 'Search rules' },
  admin: {
    useAsTitle: 'title',
    group: 'Search',
    defaultColumns: ['title', 'pattern', 'anchoring', 'enabled', 'startsAt', 'endsAt'],
    description: 'For a search, pin products, hide products, go straight to a page or show a banner. Changes apply within seconds.',
  },
  access: steering,
  hooks: revalidateCollection('search-rules'),
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      // Opened from the search report's "Add a rule" for a search that found nothing: named after it.
      defaultValue: ({ req }: { req: PayloadRequest }) => {
        const query = fromSearch(req)
        return query ? `No results for “${query}”` : undefined
      },
      admin: { description: 'For the back office only.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'pattern',
          type: 'text',
          required: true,
          label: 'When the search',
          defaultValue: ({ req }: { req: PayloadRequest }) => fromSearch(req),
          admin: { description: 'e.g. contact, or sensitive skin' },
        },
        {
          name: 'anchoring',
          type: 'select',
          required: true,
          defaultValue: 'is',
          label: 'Match',
          options: [
            { label: 'is exactly this', value: 'is' },
            { label: 'contains these words', value: 'contains' },
          ],
        },
      ],
    },
    { name: 'enabled', type: 'checkbox', defaultValue: true },
    {
      type: 'row',
      fields: [
        {
          name: 'startsAt',
          type: 'date',
          timezone: true,
          admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Empty: from now.' },
        },
        {
          name: 'endsAt',
          type: 'date',
          timezone: true,
          admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Empty: no end.' },
          validate: (value: Date | string | null | undefined, { siblingData }: { siblingData: Record<string, unknown> }) => {
            const start = siblingData?.startsAt
            return !value || !start || new Date(value as string) > new Date(start as string) || 'The end must come after the start.'
          },
        },
      ],
    },
    {
      name: 'pinned',
      type: 'array',
      label: 'Pinned products',
      labels: { singular: 'Pinned product', plural: 'Pinned products' },
      maxRows: 20,
      fields: [
        {
          type: 'row',
          fields: [
            // Not `required`: a NOT NULL column would stop the product's deletion (the pin is then dropped).
            {
              name: 'product',
              type: 'relationship',
              relationTo: 'products',
              validate: (value: unknown) => (value !== null && value !== undefined && value !== '') || 'Choose the product to pin.',
            },
            { name: 'position', type: 'number', required: true, defaultValue: 1, min: 1, max: 100, validate: positiveWhole },
          ],
        },
      ],
    },
    { name: 'hidden', type: 'relationship', relationTo: 'products', hasMany: true, label: 'Hidden products', maxRows: 50 },
    {
      name: 'redirect',
      type: 'text',
      label: 'Go to page',
      admin: { description: 'A page of the site (/en-au/contact) or a full https:// address: the search opens it instead of results.' },
      validate: (value: string | null | undefined) =>
        !value || /^\/(?!\/)\S*$/.test(value) || /^https:\/\/\S+$/.test(value) || 'A path starting with / or an https:// address.',
    },
    {
      name: 'banner',
      type: 'group',
      admin: { description: 'Shown above the results.' },
      fields: [
        { name: 'text', type: 'textarea' },
        {
          name: 'link',
          type: 'text',
          validate: (value: string | null | undefined) =>
            !value || /^\/(?!\/)\S*$/.test(value) || /^https:\/\/\S+$/.test(value) || 'A path starting with / or an https:// address.',
        },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
  ],
}
