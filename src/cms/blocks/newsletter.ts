import type { Block } from 'payload'

/** The newsletter sign-up (single opt-in); the opt-in text is the site's (features/subscriptions/texts.ts). */
export const NewsletterBlock: Block & { slug: 'newsletter' } = {
  slug: 'newsletter',
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Sign up to our newsletter' },
    { name: 'text', type: 'textarea' },
  ],
}
