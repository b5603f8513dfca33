import type { Block } from 'payload'

import { imageField } from '../fields/image'
import { linkFields } from '../fields/link'

export const LinkCardsBlock: Block & { slug: 'linkCards' } = {
  slug: 'linkCards',
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'cards',
      type: 'array',
      fields: [...linkFields(), { name: 'text', type: 'textarea' }, imageField('image')],
    },
  ],
}
