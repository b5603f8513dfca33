import type { Block } from 'payload'

export const ProductGridBlock: Block & { slug: 'productGrid' } = {
  slug: 'productGrid',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true },
    { name: 'category', type: 'relationship', relationTo: 'categories' },
    { name: 'brand', type: 'relationship', relationTo: 'brands' },
    { name: 'limit', type: 'number', defaultValue: 8, min: 1, max: 48 },
  ],
}
