import { describe, expect, it } from 'vitest'

import { firstInOrder } from './ordering'

describe('firstInOrder', () => {
  it('gives the first items of a full sort, in order, whatever the limit', () => {
    let state = 11
    const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31)
    for (const length of [0, 1, 2, 3, 10, 99, 100, 101, 500, 2000]) {
      // Few distinct keys, as relevance gives: many ties, broken by the item itself.
      const keys = Array.from({ length }, () => next() % 7)
      const compare = (a: number, b: number) => keys[b]! - keys[a]! || a - b
      const sorted = Array.from({ length }, (_, i) => i).sort(compare)
      for (const limit of [1, 5, 100, 1000, 5000]) {
        expect(
          firstInOrder(
            Array.from({ length }, (_, i) => length - 1 - i),
            limit,
            compare,
          ),
        ).toEqual(sorted.slice(0, limit))
      }
    }
  })
})
