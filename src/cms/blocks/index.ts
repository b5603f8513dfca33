import type { Block } from 'payload'

import { imageField } from '../fields/image'
import { linkFields } from '../fields/link'

export const HeroBlock: Block = {
  slug: 'hero',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    imageField('image'),
    { name: 'imageAlt', type: 'text', admin: { description: "Leave empty to use the image's own alt text." } },
    { name: 'cta', type: 'group', fields: linkFields({ optional: true }) },
  ],
}

export const RichTextBlock: Block = {
  slug: 'richText',
  fields: [{ name: 'content', type: 'richText', required: true }],
}

export const ProductGridBlock: Block = {
  slug: 'productGrid',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true },
    { name: 'category', type: 'relationship', relationTo: 'categories' },
    { name: 'brand', type: 'relationship', relationTo: 'brands' },
    { name: 'limit', type: 'number', defaultValue: 8, min: 1, max: 48 },
  ],
}

export const ArticleGridBlock: Block = {
  slug: 'articleGrid',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'section', type: 'relationship', relationTo: 'article-sections' },
    { name: 'articles', type: 'relationship', relationTo: 'articles', hasMany: true },
    { name: 'limit', type: 'number', defaultValue: 3, min: 1, max: 24 },
  ],
}

export const LinkCardsBlock: Block = {
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

/** The newsletter sign-up (single opt-in); the opt-in text is the site's (features/subscriptions/texts.ts). */
export const NewsletterBlock: Block = {
  slug: 'newsletter',
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Sign up to our newsletter' },
    { name: 'text', type: 'textarea' },
  ],
}

/** A waitlist (double opt-in) for a product not on sale yet. */
export const WaitlistBlock: Block = {
  slug: 'waitlist',
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Be the first to know' },
    { name: 'text', type: 'textarea' },
    { name: 'product', type: 'relationship', relationTo: 'products' },
  ],
}

export const pageBlocks = [HeroBlock, RichTextBlock, ProductGridBlock, ArticleGridBlock, LinkCardsBlock, NewsletterBlock, WaitlistBlock]
