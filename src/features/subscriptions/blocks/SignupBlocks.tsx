import { idOf } from '@/cms/relations'
import { type BlockDefinitions, defineBlock } from '@/features/content'

import { NewsletterSignup, WaitlistSignup } from '../Signups'

/** The newsletter sign-up (single opt-in) where an editor places it. */
export const newsletterBlock = defineBlock<'newsletter', { heading?: string; text?: string }>(
  (block) => ({ ...(block.heading ? { heading: block.heading } : {}), ...(block.text ? { text: block.text } : {}) }),
  ({ block, place }) => <NewsletterSignup id={`newsletter-${place.id}`} heading={block.heading} text={block.text} />,
)

/** A waitlist (double opt-in) for a product not on sale yet. */
export const waitlistBlock = defineBlock<'waitlist', { heading?: string; text?: string; productId?: number }>(
  (block) => {
    const productId = idOf(block.product)
    return {
      ...(block.heading ? { heading: block.heading } : {}),
      ...(block.text ? { text: block.text } : {}),
      ...(typeof productId === 'number' ? { productId } : {}),
    }
  },
  ({ block, place }) => <WaitlistSignup id={`waitlist-${place.id}`} heading={block.heading} text={block.text} productId={block.productId} />,
)

/** The subscriptions' content blocks (src/app/blockViews.ts collects them). */
export const subscriptionBlocks = { newsletter: newsletterBlock, waitlist: waitlistBlock } satisfies BlockDefinitions
