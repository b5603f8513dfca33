import { describe, expect, it } from 'vitest'

import { bucketOf, deviceClassOf, p75, ratingOf, VITAL_BUCKETS, VITAL_METRICS, VITAL_THRESHOLDS } from './histogram'

describe('vitals histograms', () => {
  it('have every good and poor threshold as a bucket bound, so no bucket straddles one', () => {
    for (const metric of VITAL_METRICS) {
      expect(VITAL_BUCKETS[metric]).toContain(VITAL_THRESHOLDS[metric].good)
      expect(VITAL_BUCKETS[metric]).toContain(VITAL_THRESHOLDS[metric].poor)
    }
  })

  it('file a value on a threshold with the good ones below it', () => {
    const good = bucketOf('LCP', 2500)
    expect(p75('LCP', new Map([[good, 4]]))).toBe(2500)
    expect(ratingOf('LCP', p75('LCP', new Map([[good, 4]]))!)).toBe('good')
    expect(ratingOf('LCP', p75('LCP', new Map([[bucketOf('LCP', 2501), 4]]))!)).toBe('needs improvement')
    expect(ratingOf('CLS', p75('CLS', new Map([[bucketOf('CLS', 0.26), 1]]))!)).toBe('poor')
  })

  it('answer the 75th percentile from the counts', () => {
    // 3 fast (≤ 100 ms), 1 slow (600–800 ms): p75 is the third value's bucket; 2 and 2: the slow one's.
    const fast = bucketOf('INP', 90)
    const slow = bucketOf('INP', 700)
    expect(
      p75(
        'INP',
        new Map([
          [fast, 3],
          [slow, 1],
        ]),
      ),
    ).toBe(100)
    expect(
      p75(
        'INP',
        new Map([
          [fast, 2],
          [slow, 2],
        ]),
      ),
    ).toBe(800)
    expect(p75('INP', new Map())).toBeNull()
    expect(p75('TTFB', new Map([[bucketOf('TTFB', 99_000), 1]]))).toBe(30_000)
  })

  it('class devices by viewport width', () => {
    expect([375, 599, 600, 1023, 1024, 1280].map(deviceClassOf)).toEqual(['phone', 'phone', 'tablet', 'tablet', 'desktop', 'desktop'])
  })
})
