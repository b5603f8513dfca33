import type { CollectionConfig } from 'payload'

import { anyone, signedIn } from '../access'
import { imageField } from '../fields/image'
import { linkFields } from '../fields/link'
import { revalidateCollection } from '../hooks/revalidate'

/** A brand variant of the page shell: default, kcg, labs, intimate or gaming. */
export const Brands: CollectionConfig = {
  slug: 'brands',
  admin: { useAsTitle: 'name', group: 'Site' },
  access: { read: anyone, create: signedIn, update: signedIn, delete: signedIn },
  // Every page shows a brand's shell (logo, menu, theme): a brand change refreshes every page.
  hooks: revalidateCollection('brands'),
  fields: [
    {
      name: 'key',
      type: 'select',
      required: true,
      unique: true,
      options: ['default', 'kcg', 'labs', 'intimate', 'gaming'],
    },
    { name: 'name', type: 'text', required: true },
    { name: 'homePath', type: 'text', required: true, admin: { description: 'e.g. /en-au/kingcashford' } },
    {
      type: 'row',
      fields: [
        imageField('logo', { required: true }),
        { name: 'logoAlt', type: 'text', required: true, admin: { description: "The logo link's text for screen readers, e.g. the brand's name." } },
      ],
    },
    {
      name: 'logoUrl',
      type: 'text',
      admin: { description: "Where the logo links; the brand's home when empty." },
    },
    {
      name: 'logoOpensInNewTab',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'The gaming logo links to the locale home in a new tab.' },
    },
    {
      name: 'headerStyle',
      type: 'select',
      defaultValue: 'transparent',
      options: [
        { label: 'Transparent until scrolled', value: 'transparent' },
        { label: 'White', value: 'white' },
      ],
    },
    {
      name: 'theme',
      type: 'group',
      admin: { description: 'Design tokens, written to CSS custom properties.' },
      fields: [
        { name: 'colorPrimary', type: 'text', required: true },
        { name: 'colorOnPrimary', type: 'text', required: true },
        { name: 'colorAccent', type: 'text', required: true },
        { name: 'colorBackground', type: 'text', required: true },
        { name: 'colorSurface', type: 'text', required: true },
        { name: 'colorText', type: 'text', required: true },
        { name: 'colorMuted', type: 'text', required: true },
      ],
    },
    { name: 'menuLinks', type: 'array', fields: linkFields() },
    {
      name: 'menuSlots',
      type: 'array',
      admin: { description: 'Mega-menu columns: a heading and its links.' },
      fields: [
        { name: 'heading', type: 'text', required: true },
        { name: 'links', type: 'array', fields: linkFields() },
      ],
    },
    {
      name: 'popularSearches',
      type: 'relationship',
      relationTo: 'keywords',
      hasMany: true,
    },
  ],
}
