import { pictureOf } from '@/cms/media'

import { BlockSection, type Card, CardList } from './Cards'
import { defineBlock } from './defineBlock'

/** Cards an editor links by hand: label, address, a line of text, an image. */
export const linkCardsBlock = defineBlock<'linkCards', { heading?: string; cards: Card[] }>(
  (block) => ({
    ...(block.heading ? { heading: block.heading } : {}),
    cards: (block.cards ?? []).map((card) => {
      const image = pictureOf(card.image)
      return { key: card.url, title: card.label, url: card.url, ...(card.text ? { text: card.text } : {}), ...(image ? { image } : {}) }
    }),
  }),
  ({ block }) => (
    <BlockSection heading={block.heading}>
      <CardList cards={block.cards} />
    </BlockSection>
  ),
)
