import type React from 'react'

import styles from './cardGrid.module.css'

/**
 * Card grids (./CardGrid.tsx) lay their cards in as many columns as their own width allows, at most 2 on a
 * phone-wide grid, 3 on a tablet-wide one and 4 on a full-width one: where a grid opens a page, its first
 * row is on screen at once, and its images load eagerly.
 */
export const FIRST_ROW_CARDS = 4

/** The most columns a grid may have at each of its widths (small: phone, medium: tablet, large: desktop). */
export interface GridColumns {
  small: number
  medium: number
  large: number
}

export const CARD_COLUMNS: GridColumns = { small: 2, medium: 3, large: 4 }

/**
 * The columns that fit `count` cards at a width allowing `most`: never more columns than cards (no empty
 * column), and, where some count of columns from `most` down to 2 allows it, no last row of one card (no
 * orphan). Where none does (7 cards in 3 columns or fewer), the lone last card is centred (CardGrid).
 */
export function columnsFor(count: number, most: number): number {
  if (count <= most) return Math.max(1, count)
  for (let columns = most; columns >= 2; columns--) if (count % columns !== 1) return columns
  return most
}

/** Each width's columns for `count` cards, and whether its last row holds one card alone. */
export function gridLayout(count: number, most: GridColumns = CARD_COLUMNS) {
  const widths = (['small', 'medium', 'large'] as const).map((width) => {
    const columns = columnsFor(count, most[width])
    return [width, { columns, lone: columns > 1 && count % columns === 1 }] as const
  })
  return Object.fromEntries(widths) as Record<keyof GridColumns, { columns: number; lone: boolean }>
}

/**
 * A list of cards laid out for its count (./cardGrid.ts): as many columns as the grid's own width allows
 * (a container query, so a listing beside its filters gets fewer than a full-width home page), never an
 * empty column, and a lone last card centred where its count leaves one.
 */
export function CardGrid({
  count,
  most = CARD_COLUMNS,
  children,
  ...list
}: { count: number; most?: GridColumns; children: React.ReactNode } & React.HTMLAttributes<HTMLUListElement>) {
  const layout = gridLayout(count, most)
  const style = {
    '--columns-small': layout.small.columns,
    '--columns-medium': layout.medium.columns,
    '--columns-large': layout.large.columns,
  } as React.CSSProperties
  return (
    <div className={styles.frame}>
      <ul
        {...list}
        className={list.className ? `${styles.grid} ${list.className}` : styles.grid}
        style={style}
        data-lone={(['small', 'medium', 'large'] as const).filter((width) => layout[width].lone).join(' ') || undefined}
      >
        {children}
      </ul>
    </div>
  )
}
