/**
 * The blocks editors can place on a page, one file each (the field configuration Payload stores).
 * What a block shows on the site is registered by the feature that owns it: its mapping from the stored
 * block to what it draws, and its view (src/app/blockViews.ts collects them, keyed by `PageBlockType`, so
 * a block here with no view is a type error, and src/app/blockViews.test.ts fails).
 * A new block, or a renamed field or slug, needs a migration (npm run db:migration:create) and
 * `npm run generate:types`.
 */
import { ArticleGridBlock } from './articleGrid'
import { HeroBlock } from './hero'
import { LinkCardsBlock } from './linkCards'
import { NewsletterBlock } from './newsletter'
import { ProductGridBlock } from './productGrid'
import { RichTextBlock } from './richText'
import { WaitlistBlock } from './waitlist'

export const pageBlocks = [HeroBlock, RichTextBlock, ProductGridBlock, ArticleGridBlock, LinkCardsBlock, NewsletterBlock, WaitlistBlock]

/** The block types a page can hold (each block's slug, stored as its `blockType`). */
export type PageBlockType = (typeof pageBlocks)[number]['slug']
