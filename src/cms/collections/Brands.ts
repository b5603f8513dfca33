import type { CollectionConfig } from 'payload'

import { publishedOrSignedIn, signedIn } from '../access'
import { previewPath } from '../editing/preview'
import { scheduledField, schedulingEditComponents } from '../editing/scheduledField'
import { themeColourField } from '../editing/themeColours'
import { imageField } from '../fields/image'
import { linkFields } from '../fields/link'
import { revalidateCollection } from '../hooks/revalidate'

/**
 * A brand variant of the page shell: default, kcg, labs, intimate or gaming. Its menus and colours have
 * drafts (autosaved, previewed on the brand's home page, published or scheduled like pages), so a menu
 * edit goes live when it is published, not as it is typed.
 */
export const Brands: CollectionConfig = {
  slug: 'brands',
  admin: {
    components: { edit: schedulingEditComponents },
    useAsTitle: 'name',
    group: 'Site',
    description: "Each brand's logo, colours and menus: every page of the brand shows them.",
    preview: (doc) => (doc?.id ? previewPath('brands', doc.id as number) : null),
  },
  versions: { drafts: { autosave: { interval: 375 }, schedulePublish: true }, maxPerDoc: 20 },
  access: { read: publishedOrSignedIn, create: signedIn, update: signedIn, delete: signedIn },
  // Every page shows a brand's shell (logo, menu, theme): a brand change refreshes every page.
  hooks: revalidateCollection('brands'),
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Brand',
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
          ],
        },
        {
          label: 'Menus',
          description: "The header's menu and the footer's link columns of every page of this brand.",
          fields: [
            {
              name: 'menuLinks',
              type: 'array',
              label: 'Header menu: top links',
              labels: { singular: 'Link', plural: 'Links' },
              admin: { description: "The links at the top of the header's menu." },
              fields: linkFields(),
            },
            {
              name: 'menuSlots',
              type: 'array',
              label: 'Menu columns (header menu and footer)',
              labels: { singular: 'Column', plural: 'Columns' },
              admin: { description: "Columns of links under a heading: shown in the header's menu and as the footer's columns." },
              fields: [
                { name: 'heading', type: 'text', required: true },
                { name: 'links', type: 'array', labels: { singular: 'Link', plural: 'Links' }, fields: linkFields() },
              ],
            },
            {
              name: 'popularSearches',
              type: 'relationship',
              relationTo: 'keywords',
              hasMany: true,
              admin: { description: 'Offered in the search box before a visitor types.' },
            },
          ],
        },
        {
          label: 'Colours',
          description: 'Pick each colour with its swatch or type its code. Text colours must reach 4.5:1 against what they sit on (WCAG AA).',
          fields: [
            {
              name: 'theme',
              type: 'group',
              label: false,
              fields: [
                themeColourField('colorPrimary', 'Primary', 'Header, buttons and highlights.'),
                themeColourField('colorOnPrimary', 'Text on primary', 'Text and icons on the primary colour.'),
                themeColourField('colorAccent', 'Accent', 'Links and small highlights.'),
                themeColourField('colorBackground', 'Background', 'The page.'),
                themeColourField('colorSurface', 'Surface', 'Cards and panels.'),
                themeColourField('colorText', 'Text', 'Body text.'),
                themeColourField('colorMuted', 'Muted text', 'Secondary text: dates, counts, hints.'),
              ],
            },
          ],
        },
      ],
    },
    scheduledField,
  ],
}
