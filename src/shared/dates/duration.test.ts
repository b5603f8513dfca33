import { describe, expect, it } from 'vitest'

import { MAX_DURATION_MS, parseDuration } from './duration'

describe('parseDuration', () => {
  it('reads a number and a unit', () => {
    expect(parseDuration('14d')).toBe(14 * 86_400_000)
    expect(parseDuration('2m')).toBe(120_000)
    expect(parseDuration('1m')).toBe(60_000)
    expect(parseDuration('30s')).toBe(30_000)
    expect(parseDuration('12h')).toBe(12 * 3_600_000)
    expect(parseDuration('2w')).toBe(14 * 86_400_000)
    expect(parseDuration(' 3D ')).toBe(3 * 86_400_000)
    expect(parseDuration('0m')).toBe(0)
  })

  it('refuses what is not a duration', () => {
    for (const text of ['', '14', 'd', '1.5d', '-1d', '14 days', '1mo', '1y', '14dd', 'P14D', '1e3s']) expect(parseDuration(text), text).toBeUndefined()
  })

  it('refuses more than a year', () => {
    expect(parseDuration('366d')).toBe(MAX_DURATION_MS)
    expect(parseDuration('367d')).toBeUndefined()
    expect(parseDuration('999999w')).toBeUndefined()
  })
})
