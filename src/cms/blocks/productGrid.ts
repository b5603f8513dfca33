import type { Block } from 'payload'

export const ProductGridBlock: Block & { slug: 'productGrid' } = {
  slug: 'productGrid',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true },
    { name: 'category', type: 'relationship', relationTo: 'categories' },
    { name: 'brand', type: 'relationship', relationTo: 'brands' },
    { name: 'limit', type: 'number', defaultValue: 8, min: 1, max: 48 },
    {
      name: 'anchor',
      type: 'text',
      admin: {
        description:
          'Optional: a name for this section, so a link ending in #name leads to it (e.g. a brand menu\'s "#range"). Lower-case letters, digits and hyphens.',
      },
      validate: (value: string | null | undefined) =>
        !value || /^[a-z][a-z0-9-]*$/.test(value) ? true : 'Use lower-case letters, digits and hyphens, starting with a letter.',
    },
  ],
}
