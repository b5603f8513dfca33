import type { ReactNode } from 'react'

import type { Picture } from '@/shared/media/picture'
import { CardGrid } from '@/shared/ui/cardGrid'
import { Img } from '@/shared/ui/Img'

import styles from './blocks.module.css'

/** A block's section below the page's opening: its heading (an h2) and what it lists. */
export function BlockSection({ heading, id, children }: { heading?: string; id?: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={heading} id={id}>
      {heading ? <h2>{heading}</h2> : null}
      {children}
    </section>
  )
}

export interface Card {
  key: string | number
  title: string
  url: string
  text?: string
  image?: Picture
}

/** A card of text and picture reads best full width on a phone. */
const LINK_CARD_COLUMNS = { small: 1, medium: 3, large: 4 }

/** Cards that each lead to a page (link cards, an article grid): image, linked title, a line of text. */
export function CardList({ cards }: { cards: Card[] }) {
  return (
    <CardGrid count={cards.length} most={LINK_CARD_COLUMNS} className={styles.cards}>
      {cards.map((card) => (
        <li key={card.key} className={styles.card}>
          {card.image ? <Img picture={card.image} width={400} height={225} alt="" /> : null}
          <h3>
            <a href={card.url}>{card.title}</a>
          </h3>
          {card.text ? <p>{card.text}</p> : null}
        </li>
      ))}
    </CardGrid>
  )
}
