import type { CollectionConfig } from 'payload'

import { publishedOrSignedIn, signedIn } from '../access'
import { imageField } from '../fields/image'
import { slugField } from '../fields/slug'
import { keepOldAddressField, redirectRenamed } from '../editing/renameRedirect'
import { previewPath } from '../editing/preview'
import { scheduledField, schedulingEditComponents } from '../editing/scheduledField'
import { revalidateCollection } from '../hooks/revalidate'

const gtinField = {
  name: 'gtin',
  type: 'text',
  required: true,
  validate: (value: unknown) => (typeof value === 'string' && /^\d{8}$|^\d{12,14}$/.test(value) ? true : 'A GTIN has 8, 12, 13 or 14 digits.'),
} as const

const revalidate = revalidateCollection('products')

export const Products: CollectionConfig = {
  slug: 'products',
  admin: {
    components: { edit: schedulingEditComponents },
    useAsTitle: 'title',
    group: 'Catalogue',
    defaultColumns: ['title', 'brand', 'featuredSort', '_status'],
    preview: (doc) => (doc?.id ? previewPath('products', doc.id as number) : null),
  },
  versions: { drafts: { autosave: { interval: 375 }, schedulePublish: true }, maxPerDoc: 20 },
  access: { read: publishedOrSignedIn, create: signedIn, update: signedIn, delete: signedIn },
  hooks: { ...revalidate, afterChange: [...(revalidate.afterChange ?? []), redirectRenamed('products')] },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    { ...gtinField, unique: true, admin: { description: 'GTIN of the default variant' } },
    {
      type: 'row',
      fields: [
        { name: 'brand', type: 'relationship', relationTo: 'brands', required: true },
        { name: 'family', type: 'relationship', relationTo: 'families' },
      ],
    },
    { name: 'productShortName', type: 'text', required: true },
    { name: 'shortDescription', type: 'textarea', required: true, maxLength: 300 },
    { name: 'description', type: 'textarea', required: true, admin: { description: 'Paragraphs separated by a blank line.' } },
    imageField('heroImage', { required: true, description: "The default variant's image: cards, search and the page's first image." }),
    {
      name: 'gallery',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      admin: { description: "More images, shown after the variants' own on the product page." },
    },
    {
      type: 'row',
      fields: [
        { name: 'featuredSort', type: 'number', required: true, defaultValue: 100, index: true },
        { name: 'minPrice', type: 'number', min: 0 },
        { name: 'maxPrice', type: 'number', min: 0 },
      ],
    },
    {
      name: 'reviewsId',
      type: 'text',
      admin: { description: 'Product id at the reviews provider; the slug when empty.' },
    },
    {
      name: 'reviewStatistics',
      type: 'group',
      admin: { description: 'Kept by the reviews service; shown on cards, used for the rating sort, search and structured data.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'averageOverallRating', type: 'number', min: 0, max: 5 },
            { name: 'totalReviewCount', type: 'number', min: 0, defaultValue: 0 },
          ],
        },
      ],
    },
    {
      name: 'popularityCount',
      type: 'number',
      min: 0,
      defaultValue: 0,
      admin: { description: 'Visits counted by analytics (GAProductPopularityCount): a tie-breaker in search ranking.' },
    },
    { name: 'categories', type: 'relationship', relationTo: 'categories', hasMany: true },
    {
      name: 'attributes',
      type: 'array',
      admin: { description: 'Filterable attributes, e.g. Skin type = Sensitive.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'value', type: 'text', required: true },
          ],
        },
      ],
    },
    {
      name: 'variants',
      type: 'array',
      minRows: 1,
      required: true,
      fields: [
        {
          type: 'row',
          fields: [gtinField, { name: 'variantName', type: 'text', required: true }, { name: 'price', type: 'number', min: 0 }],
        },
        {
          type: 'row',
          fields: [
            imageField('heroImage', { required: true }),
            imageField('iconImage', { required: true, description: 'The small swatch of the variant picker.' }),
            { name: 'isDefault', type: 'checkbox', defaultValue: false },
          ],
        },
        {
          name: 'retailers',
          type: 'array',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'retailer', type: 'relationship', relationTo: 'retailers', required: true },
                { name: 'url', type: 'text', required: true },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'benefits',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
      ],
    },
    { name: 'howToUse', type: 'array', fields: [{ name: 'step', type: 'textarea', required: true }] },
    {
      name: 'faq',
      type: 'array',
      fields: [
        { name: 'question', type: 'text', required: true },
        { name: 'answer', type: 'textarea', required: true },
      ],
    },
    { name: 'relatedProducts', type: 'relationship', relationTo: 'products', hasMany: true },
    {
      name: 'compatibleBlades',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      admin: { description: 'For razors: the blade refills that fit (spare blades page).' },
    },
    { name: 'keywords', type: 'relationship', relationTo: 'keywords', hasMany: true },
    keepOldAddressField,
    scheduledField,
  ],
}
