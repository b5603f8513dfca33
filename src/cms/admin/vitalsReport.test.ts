import { describe, expect, it } from 'vitest'

import { bucketOf } from '../../shared/vitals/histogram'
import { crossedThisWeek, formatVital, summariseVitals } from './vitalsReport'

const row = (pageType: string, metric: 'LCP' | 'TTFB', value: number, count: number, device: 'phone' | 'desktop' = 'phone') => ({
  pageType,
  device,
  metric,
  bucket: bucketOf(metric, value),
  count,
})

describe('the Web Vitals report', () => {
  it('gives p75, rating, trend and visits per page type and device class', () => {
    const lines = summariseVitals(
      [row('Product', 'LCP', 3000, 4), row('Product', 'TTFB', 300, 5), row('Home', 'LCP', 1000, 1, 'desktop')],
      [row('Product', 'LCP', 1000, 2), row('Product', 'TTFB', 300, 2)],
    )
    expect(lines.map((line) => `${line.pageType}/${line.device}/${line.visits}/${line.previousVisits}`)).toEqual(['Product/phone/5/2', 'Home/desktop/1/0'])
    const product = lines[0]!
    expect(product.metrics.LCP).toEqual({ p75: 3000, previous: 1000, rating: 'needs improvement', count: 4 })
    expect(product.metrics.INP).toEqual({ p75: null, previous: null, rating: null, count: 0 })
    expect(crossedThisWeek(lines)).toEqual([{ pageType: 'Product', device: 'phone', metric: 'LCP', p75: 3000, rating: 'needs improvement' }])
  })

  it('formats values as editors read them', () => {
    expect([formatVital('LCP', 2500), formatVital('INP', 200), formatVital('CLS', 0.1)]).toEqual(['2.5 s', '200 ms', '0.10'])
  })
})
