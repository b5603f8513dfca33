import { describe, expect, it } from 'vitest'

import { CARD_COLUMNS, columnsFor, gridLayout } from './cardGrid'

describe('card grids fit their count', () => {
  it('never draw more columns than cards (no empty column)', () => {
    for (let count = 1; count <= 4; count++) expect(columnsFor(count, 4)).toBe(count)
    expect(columnsFor(3, 4)).toBe(3)
  })

  it('avoid a last row of one card where some count of columns allows it', () => {
    for (let count = 1; count <= 40; count++) {
      for (const most of [2, 3, 4]) {
        const columns = columnsFor(count, most)
        expect(columns, `${count} in at most ${most}`).toBeLessThanOrEqual(most)
        const avoidable = [...Array(most - 1).keys()].map((index) => index + 2).some((option) => option <= count && count % option !== 1)
        if (avoidable && count > most) expect(count % columns, `${count} in ${columns}`).not.toBe(1)
      }
    }
    expect(columnsFor(5, 4)).toBe(3)
    expect(columnsFor(9, 4)).toBe(3)
    expect(columnsFor(12, 4)).toBe(4)
  })

  it('marks the widths where a lone last card is left (to centre it)', () => {
    expect(gridLayout(3, CARD_COLUMNS)).toEqual({
      small: { columns: 2, lone: true },
      medium: { columns: 3, lone: false },
      large: { columns: 3, lone: false },
    })
    expect(gridLayout(1).small).toEqual({ columns: 1, lone: false })
  })
})
