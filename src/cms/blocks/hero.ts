import type { Block } from 'payload'

import { imageField } from '../fields/image'
import { linkFields } from '../fields/link'

export const HeroBlock: Block & { slug: 'hero' } = {
  slug: 'hero',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    imageField('image'),
    { name: 'imageAlt', type: 'text', admin: { description: "Leave empty to use the image's own alt text." } },
    { name: 'cta', type: 'group', fields: linkFields({ optional: true }) },
  ],
}
