import { describe, expect, it, vi } from 'vitest'

import { analyticsEvent } from './events'
import { scheduleTagManager, TAG_MANAGER_CHECK_INTERVAL_MS } from './scheduleTagManager'

function fakePage(initial: DocumentReadyState) {
  let state = initial
  const injected: string[] = []
  return {
    injected,
    complete: () => (state = 'complete'),
    env: {
      readyState: () => state,
      inject: (src: string) => injected.push(src),
      setInterval: (callback: () => void, ms: number) => setInterval(callback, ms) as unknown as number,
      clearInterval: (id: number) => clearInterval(id),
    },
  }
}

describe('tag manager loader', () => {
  it('loads nothing when no container id is set', () => {
    const page = fakePage('complete')
    scheduleTagManager(undefined, page.env)
    expect(page.injected).toEqual([])
  })

  it('waits for the page to complete, checking every 3500 ms, then loads once', () => {
    vi.useFakeTimers()
    const page = fakePage('interactive')
    scheduleTagManager('GTM-TEST1', page.env)
    vi.advanceTimersByTime(TAG_MANAGER_CHECK_INTERVAL_MS)
    expect(page.injected).toEqual([])
    page.complete()
    vi.advanceTimersByTime(TAG_MANAGER_CHECK_INTERVAL_MS - 1)
    expect(page.injected).toEqual([])
    vi.advanceTimersByTime(1)
    expect(page.injected).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST1'])
    vi.advanceTimersByTime(TAG_MANAGER_CHECK_INTERVAL_MS * 3)
    expect(page.injected).toHaveLength(1)
    vi.useRealTimers()
  })
})

describe('analytics events', () => {
  it('are buy-now related when the action includes buy_now, informational otherwise', () => {
    expect(analyticsEvent('buy_now_click', 'Fusion5')).toEqual({
      event: 'customEvent',
      eventAction: 'buy_now_click',
      eventLabel: 'Fusion5',
      eventCategory: 'buy_now',
      eventNonInteraction: false,
      eventValue: 0,
    })
    expect(analyticsEvent('search_open', 'header').eventCategory).toBe('informational')
  })
})
