import type { Block } from 'payload'

export const ArticleGridBlock: Block & { slug: 'articleGrid' } = {
  slug: 'articleGrid',
  fields: [
    { name: 'heading', type: 'text', required: true },
    {
      name: 'section',
      type: 'relationship',
      relationTo: 'article-sections',
      admin: { description: 'With no articles chosen: the newest of this section (of all sections when empty).' },
    },
    {
      name: 'articles',
      type: 'relationship',
      relationTo: 'articles',
      hasMany: true,
      admin: { description: 'Shown in this order (published ones). Leave empty to show the newest.' },
    },
    { name: 'limit', type: 'number', defaultValue: 3, min: 1, max: 24, admin: { description: 'How many of the newest to show when no articles are chosen.' } },
  ],
}
