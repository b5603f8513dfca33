import type { CollectionConfig } from 'payload'

import { publishedOrSignedIn, signedIn } from '../access'
import { pageBlocks } from '../blocks'
import { previewPath } from '../editing/preview'
import { scheduledField, schedulingEditComponents } from '../editing/scheduledField'
import { revalidateCollection } from '../hooks/revalidate'
import { pageTypes } from '../pageTypes'

/** Content pages. `path` is the part after /en-au/ ('' for the home page, 'gaming/register' nested). */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    components: { edit: schedulingEditComponents },
    useAsTitle: 'title',
    group: 'Site',
    defaultColumns: ['title', 'path', 'pageType', '_status'],
    // The Preview button: the site's preview route checks the editor, then shows the newest saved version.
    preview: (doc) => (doc?.id ? previewPath('pages', doc.id as number) : null),
  },
  // Autosaved drafts feed the live preview; publishing and unpublishing can be scheduled (jobs queue).
  versions: { drafts: { autosave: { interval: 375 }, schedulePublish: true }, maxPerDoc: 20 },
  access: { read: publishedOrSignedIn, create: signedIn, update: signedIn, delete: signedIn },
  hooks: revalidateCollection('pages'),
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'path',
      type: 'text',
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: "After /en-au/; empty for the home page, e.g. 'gaming/register'." },
      validate: (value: unknown) =>
        value === '' ||
        value === null ||
        value === undefined ||
        (typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/.test(value))
          ? true
          : 'Use lower-case words joined by hyphens, with / between levels.',
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      index: true,
      admin: { position: 'sidebar', description: 'Names the page in breadcrumbs and analytics (e.g. home, contact-us).' },
    },
    {
      name: 'pageType',
      type: 'select',
      required: true,
      options: pageTypes.map(({ value, label }) => ({ value, label })),
      admin: { position: 'sidebar' },
    },
    { name: 'brand', type: 'relationship', relationTo: 'brands', required: true, admin: { position: 'sidebar' } },
    {
      name: 'headerStyle',
      type: 'select',
      options: [
        { label: "Brand's default", value: 'brand' },
        { label: 'Transparent until scrolled', value: 'transparent' },
        { label: 'White', value: 'white' },
      ],
      defaultValue: 'brand',
      admin: { position: 'sidebar' },
    },
    {
      name: 'breadcrumbPosition',
      type: 'select',
      options: [
        { label: 'Top', value: 'top' },
        { label: 'Footer', value: 'footer' },
        { label: 'None', value: 'none' },
      ],
      defaultValue: 'top',
      admin: { position: 'sidebar' },
    },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'categories',
      admin: { position: 'sidebar', description: 'Product list pages: the category listed (all products when empty).' },
    },
    { name: 'intro', type: 'textarea' },
    { name: 'blocks', type: 'blocks', blocks: pageBlocks },
    scheduledField,
    // The SEO group (meta title, description, share image) is added by the SEO plugin (editing/seo.ts).
  ],
}
