/**
 * The block registry: how each block type an editor can place on a page (src/cms/blocks) is mapped and
 * drawn, collected from the features that own the blocks (each feature's server entry). A record over
 * every block type, so a block in the CMS config with no view here is a type error (and
 * ./blockViews.test.ts fails). A feature's first block adds one line here; its next ones go in its own
 * folder.
 */
import { articleBlocks } from '@/features/articles/server'
import { catalogueBlocks } from '@/features/catalogue/server'
import type { BlockRegistry } from '@/features/content'
import { contentBlocks } from '@/features/content/server'
import { subscriptionBlocks } from '@/features/subscriptions/server'

export const blockViews: BlockRegistry = {
  ...contentBlocks,
  ...catalogueBlocks,
  ...articleBlocks,
  ...subscriptionBlocks,
}
