import type { BlockDefinitions } from './defineBlock'
import { heroBlock } from './HeroBlock'
import { linkCardsBlock } from './LinkCardsBlock'
import { richTextBlock } from './RichTextBlock'

/** Content's own blocks, which draw what the editor wrote (src/app/blockViews.ts collects them). */
export const contentBlocks = { hero: heroBlock, richText: richTextBlock, linkCards: linkCardsBlock } satisfies BlockDefinitions
