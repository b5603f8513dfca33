import type { CollectionConfig } from 'payload'

import { publishedOrSignedIn, signedIn } from '../access'
import { slugField } from '../fields/slug'
import { revalidateCollection } from '../hooks/revalidate'

export const Articles: CollectionConfig = {
  slug: 'articles',
  admin: { useAsTitle: 'title', group: 'Articles', defaultColumns: ['title', 'section', '_status'] },
  versions: { drafts: true, maxPerDoc: 20 },
  access: { read: publishedOrSignedIn, create: signedIn, update: signedIn, delete: signedIn },
  hooks: revalidateCollection('articles'),
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    { name: 'section', type: 'relationship', relationTo: 'article-sections', required: true },
    { name: 'topics', type: 'relationship', relationTo: 'topics', hasMany: true },
    { name: 'shortDescription', type: 'textarea', required: true },
    { name: 'image', type: 'text', required: true },
    { name: 'body', type: 'richText', required: true },
    {
      name: 'meta',
      type: 'group',
      fields: [
        { name: 'title', type: 'text' },
        { name: 'description', type: 'textarea' },
        { name: 'keywords', type: 'text', admin: { description: 'Comma-separated' } },
      ],
    },
    { name: 'relatedArticles', type: 'relationship', relationTo: 'articles', hasMany: true },
    { name: 'relatedProducts', type: 'relationship', relationTo: 'products', hasMany: true },
    { name: 'keywords', type: 'relationship', relationTo: 'keywords', hasMany: true },
  ],
}
