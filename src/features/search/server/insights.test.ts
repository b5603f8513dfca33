import { describe, expect, it } from 'vitest'

import { insightsReport } from '@/cms/admin/insightsReport'

import { type PendingCount, addedTo, countEvent, normaliseQuery } from './insights'

describe('what visitors search for', () => {
  const at = new Date('2026-11-27T20:00:00Z') // 28 November in Sydney

  it('counts per Sydney day, normalised query and page type; never an email address or a phone number', () => {
    const pending = new Map<string, PendingCount>()
    expect(countEvent(pending, { event: 'search', query: '  Razor  BLADES ', pageType: 'results', nbHits: 12 }, at)).toBe(true)
    expect(countEvent(pending, { event: 'search', query: 'razor blades', pageType: 'results', nbHits: 0 }, at)).toBe(true)
    expect(countEvent(pending, { event: 'click', query: 'Razor blades', pageType: 'results', position: 2 }, at)).toBe(true)
    expect(countEvent(pending, { event: 'search', query: 'razor blades', pageType: 'overlay', nbHits: 5 }, at)).toBe(true)
    expect(countEvent(pending, { event: 'search', query: 'jane@example.com', pageType: 'results', nbHits: 0 }, at)).toBe(false)
    expect(countEvent(pending, { event: 'search', query: 'call 0412 345 678', pageType: 'results', nbHits: 0 }, at)).toBe(false)
    expect(countEvent(pending, { event: 'search', query: '!!!', pageType: 'results', nbHits: 0 }, at)).toBe(false)
    expect([...pending.values()]).toEqual([
      {
        key: '2026-11-28|results|razor blades',
        day: '2026-11-28',
        query: 'razor blades',
        pageType: 'results',
        searches: 2,
        noResults: 1,
        hits: 0,
        clicks: { 2: 1 },
      },
      { key: '2026-11-28|overlay|razor blades', day: '2026-11-28', query: 'razor blades', pageType: 'overlay', searches: 1, noResults: 0, hits: 5, clicks: {} },
    ])
    expect(normaliseQuery('Fusion5 ProGlide')).toBe('fusion5 proglide')
    expect(normaliseQuery('Crème')).toBe('creme')
  })

  it('adds a pending count to the stored row', () => {
    const count: PendingCount = { key: 'k', day: '2026-11-28', query: 'gel', pageType: 'results', searches: 2, noResults: 0, hits: 4, clicks: { 1: 2 } }
    expect(addedTo({ searches: 5, noResults: 1, hits: 3, clicks: { 1: 1, 3: 1 } }, count)).toEqual({
      searches: 7,
      noResults: 1,
      hits: 4,
      clicks: { 1: 3, 3: 1 },
    })
    expect(addedTo({}, count)).toEqual({ searches: 2, noResults: 0, hits: 4, clicks: { 1: 2 } })
  })

  it('reports top searches, searches with no results and click-through by position over 7 and 28 days', () => {
    const rows = [
      { day: '2026-11-28', query: 'razor', pageType: 'results', searches: 10, noResults: 0, clicks: { 1: 4, 2: 1 } },
      { day: '2026-11-27', query: 'razor', pageType: 'overlay', searches: 5, noResults: 0, clicks: { 1: 3 } },
      { day: '2026-11-25', query: 'gel', pageType: 'results', searches: 8, noResults: 0, clicks: {} },
      { day: '2026-11-20', query: 'beard wax', pageType: 'results', searches: 20, noResults: 20, clicks: {} },
      { day: '2026-10-01', query: 'old', pageType: 'results', searches: 99, noResults: 99, clicks: {} },
    ]
    const week = insightsReport(rows, '2026-11-28', 7)
    expect(week.searches).toBe(23)
    expect(week.top).toEqual([
      { query: 'razor', searches: 15 },
      { query: 'gel', searches: 8 },
    ])
    expect(week.noResults).toEqual([])
    expect(week.clickThrough.slice(0, 3)).toEqual([
      { position: 1, clicks: 7, rate: 7 / 23 },
      { position: 2, clicks: 1, rate: 1 / 23 },
      { position: 3, clicks: 0, rate: 0 },
    ])
    const month = insightsReport(rows, '2026-11-28', 28)
    expect(month.top[0]).toEqual({ query: 'beard wax', searches: 20 })
    expect(month.noResults).toEqual([{ query: 'beard wax', searches: 20 }])
    expect(month.top.map(({ query }) => query)).not.toContain('old')
  })
})
