import type { Block } from 'payload'

/** A waitlist (double opt-in) for a product not on sale yet. */
export const WaitlistBlock: Block & { slug: 'waitlist' } = {
  slug: 'waitlist',
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Be the first to know' },
    { name: 'text', type: 'textarea' },
    { name: 'product', type: 'relationship', relationTo: 'products' },
  ],
}
