import type { CollectionConfig } from 'payload'

import { anyone, signedIn } from '../access'
import { imageField } from '../fields/image'
import { slugField } from '../fields/slug'
import { revalidateCollection } from '../hooks/revalidate'

const editable = { read: anyone, create: signedIn, update: signedIn, delete: signedIn }

export const ArticleSections: CollectionConfig = {
  slug: 'article-sections',
  admin: { useAsTitle: 'title', group: 'Articles' },
  access: editable,
  // A section's slug is part of its articles' URLs: reads of articles are tagged with sections too.
  hooks: revalidateCollection('article-sections'),
  fields: [{ name: 'title', type: 'text', required: true }, slugField(), { name: 'description', type: 'textarea' }],
}

export const Topics: CollectionConfig = {
  slug: 'topics',
  admin: { useAsTitle: 'title', group: 'Articles' },
  access: editable,
  hooks: revalidateCollection('topics'),
  fields: [{ name: 'title', type: 'text', required: true }, slugField()],
}

export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'title', group: 'Catalogue' },
  access: editable,
  hooks: revalidateCollection('categories'),
  fields: [{ name: 'title', type: 'text', required: true }, slugField(), { name: 'description', type: 'textarea' }],
}

export const Families: CollectionConfig = {
  slug: 'families',
  admin: { useAsTitle: 'title', group: 'Catalogue' },
  access: editable,
  hooks: revalidateCollection('families'),
  fields: [{ name: 'title', type: 'text', required: true }, slugField(), { name: 'description', type: 'textarea' }, imageField('image')],
}

export const Keywords: CollectionConfig = {
  slug: 'keywords',
  admin: { useAsTitle: 'title', group: 'Search' },
  access: editable,
  // Keyword titles are search records, part of product and article records, and the header's popular searches.
  hooks: revalidateCollection('keywords'),
  fields: [{ name: 'title', type: 'text', required: true, unique: true }],
}

export const Retailers: CollectionConfig = {
  slug: 'retailers',
  admin: { useAsTitle: 'name', group: 'Catalogue' },
  access: editable,
  hooks: revalidateCollection('retailers'),
  fields: [{ name: 'name', type: 'text', required: true }, slugField(), { name: 'website', type: 'text', required: true }, imageField('logo')],
}

export const Countries: CollectionConfig = {
  slug: 'countries',
  admin: { useAsTitle: 'name', group: 'Site', defaultColumns: ['name', 'language', 'region'] },
  access: editable,
  hooks: revalidateCollection('countries'),
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'language', type: 'text', required: true },
    { name: 'region', type: 'text', required: true },
    { name: 'url', type: 'text', required: true },
  ],
}

export const FaqEntries: CollectionConfig = {
  slug: 'faq-entries',
  admin: { useAsTitle: 'question', group: 'Site' },
  access: editable,
  hooks: revalidateCollection('faq-entries'),
  fields: [
    { name: 'question', type: 'text', required: true },
    { name: 'answer', type: 'textarea', required: true },
    { name: 'category', type: 'text', required: true },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}

export const GlossaryEntries: CollectionConfig = {
  slug: 'glossary-entries',
  admin: { useAsTitle: 'term', group: 'Site' },
  access: editable,
  hooks: revalidateCollection('glossary-entries'),
  fields: [
    { name: 'term', type: 'text', required: true, unique: true },
    { name: 'definition', type: 'textarea', required: true },
  ],
}
