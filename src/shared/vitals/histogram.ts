/**
 * Real-user Core Web Vitals as the site keeps them: per day, page type, device class and metric, a count
 * per fixed bucket (a histogram), never a single visit. Pure: the beacon's endpoint (features/vitals)
 * files values into buckets, the back office's view (cms/admin/VitalsView.tsx) reads p75s back.
 */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const
export type VitalMetric = (typeof VITAL_METRICS)[number]

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const
export type DeviceClass = (typeof DEVICE_CLASSES)[number]

/** Viewport widths below which a device counts as a phone (< 600) or a tablet (< 1024). */
export const deviceClassOf = (width: number): DeviceClass => (width < 600 ? 'phone' : width < 1024 ? 'tablet' : 'desktop')

/** Google's thresholds: at or under `good` is good, over `poor` is poor (web.dev/articles/vitals). */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number; unit: 'ms' | '' }> = {
  LCP: { good: 2500, poor: 4000, unit: 'ms' },
  INP: { good: 200, poor: 500, unit: 'ms' },
  CLS: { good: 0.1, poor: 0.25, unit: '' },
  FCP: { good: 1800, poor: 3000, unit: 'ms' },
  TTFB: { good: 800, poor: 1800, unit: 'ms' },
}

/** The largest value a browser can plausibly report; past it a beacon is refused (400). */
export const VITAL_MAX: Record<VitalMetric, number> = { LCP: 120_000, INP: 60_000, CLS: 100, FCP: 120_000, TTFB: 120_000 }

const MS_BUCKETS = [
  0, 50, 100, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10000, 15000, 20000, 30000,
]
const CLS_BUCKETS = [0, 0.01, 0.025, 0.05, 0.075, 0.1, 0.125, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2, 3, 5]

/**
 * Each metric's bucket lower bounds, ascending; bucket i holds [bounds[i], bounds[i+1]). Every good and poor
 * threshold is a bound, so a bucket never straddles one. Fixed: changing them would mix histograms.
 */
export const VITAL_BUCKETS: Record<VitalMetric, readonly number[]> = { LCP: MS_BUCKETS, INP: MS_BUCKETS, CLS: CLS_BUCKETS, FCP: MS_BUCKETS, TTFB: MS_BUCKETS }

/** The bucket a value falls in: a value on a threshold is good (the bucket below it). */
export function bucketOf(metric: VitalMetric, value: number): number {
  const bounds = VITAL_BUCKETS[metric]
  let index = 0
  for (let i = 1; i < bounds.length; i += 1) if (value > bounds[i]!) index = i
  return index
}

/**
 * The 75th percentile of a histogram ({ bucket: count }), as the upper bound of the bucket the 75th
 * percentile falls in (a value on a threshold is that threshold's class); the last bucket answers its
 * lower bound. Null without data.
 */
export function p75(metric: VitalMetric, counts: ReadonlyMap<number, number>): number | null {
  const bounds = VITAL_BUCKETS[metric]
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0)
  if (total === 0) return null
  const rank = Math.ceil(total * 0.75)
  let seen = 0
  for (let index = 0; index < bounds.length; index += 1) {
    seen += counts.get(index) ?? 0
    if (seen >= rank) return bounds[index + 1] ?? bounds[index]!
  }
  return bounds.at(-1)!
}

export type VitalRating = 'good' | 'needs improvement' | 'poor'

export function ratingOf(metric: VitalMetric, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[metric]
  return value <= good ? 'good' : value <= poor ? 'needs improvement' : 'poor'
}

/** A UTC day, `2026-11-27`: the histograms' first dimension. */
export const vitalsDay = (time: Date): string => time.toISOString().slice(0, 10)
