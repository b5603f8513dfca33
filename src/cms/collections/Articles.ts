import type { CollectionConfig } from 'payload'

import { publishedOrSignedIn, signedIn } from '../access'
import { imageField } from '../fields/image'
import { slugField } from '../fields/slug'
import { keepOldAddressField, redirectRenamed } from '../editing/renameRedirect'
import { previewPath } from '../editing/preview'
import { scheduledField, schedulingEditComponents } from '../editing/scheduledField'
import { revalidateCollection } from '../hooks/revalidate'
import { siteHealthAdmin } from '../admin/siteHealth'

const revalidate = revalidateCollection('articles')

export const Articles: CollectionConfig = {
  slug: 'articles',
  admin: {
    components: { edit: schedulingEditComponents },
    useAsTitle: 'title',
    group: 'Articles',
    defaultColumns: ['title', 'section', '_status'],
    preview: (doc) => (doc?.id ? previewPath('articles', doc.id as number) : null),
  },
  versions: { drafts: { autosave: { interval: 375 }, schedulePublish: true }, maxPerDoc: 20 },
  access: { read: publishedOrSignedIn, create: signedIn, update: signedIn, delete: signedIn },
  hooks: { ...revalidate, afterChange: [...(revalidate.afterChange ?? []), redirectRenamed('articles')] },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    { name: 'section', type: 'relationship', relationTo: 'article-sections', required: true },
    { name: 'topics', type: 'relationship', relationTo: 'topics', hasMany: true },
    {
      name: 'author',
      type: 'text',
      maxLength: 120,
      admin: { position: 'sidebar', description: "Shown under the title and in the article's structured data; leave empty for the brand." },
    },
    { name: 'shortDescription', type: 'textarea', required: true },
    imageField('image', { required: true, description: 'Shown on cards and at the top of the article.' }),
    { name: 'body', type: 'richText', required: true },
    { name: 'relatedArticles', type: 'relationship', relationTo: 'articles', hasMany: true },
    { name: 'relatedProducts', type: 'relationship', relationTo: 'products', hasMany: true },
    {
      name: 'keywords',
      type: 'relationship',
      relationTo: 'keywords',
      hasMany: true,
      admin: { description: "What readers search for: also the search index's keywords." },
    },
    keepOldAddressField,
    scheduledField,
  ],
}

/**
 * 'Was this article helpful?' votes: one per article and browser (the unique key `{article}:{browser id}`),
 * written only by the site's route (/api/articles/helpful). Editors read them in /admin: filter by article
 * and by answer to count.
 */
export const ArticleVotes: CollectionConfig = {
  slug: 'article-votes',
  admin: {
    ...siteHealthAdmin,
    useAsTitle: 'key',
    defaultColumns: ['article', 'helpful', 'createdAt'],
    description: 'Helpful votes: filter by article and answer for the counts.',
  },
  access: { read: signedIn, create: () => false, update: () => false, delete: signedIn },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'article', type: 'relationship', relationTo: 'articles', required: true, index: true, admin: { readOnly: true } },
    { name: 'helpful', type: 'select', required: true, options: ['Yes', 'No'], admin: { readOnly: true } },
  ],
}
