import type { Payload } from 'payload'

import {
  type DeviceClass,
  DEVICE_CLASSES,
  p75,
  ratingOf,
  VITAL_METRICS,
  VITAL_THRESHOLDS,
  type VitalMetric,
  type VitalRating,
  vitalsDay,
} from '../../shared/vitals/histogram'
import { readVitals, type VitalsRow } from '../vitalsStore'

/** One metric of a page type on a device class: this period's p75 against the previous period's. */
export interface VitalsFigure {
  p75: number | null
  previous: number | null
  rating: VitalRating | null
  count: number
}

export interface VitalsLine {
  pageType: string
  device: DeviceClass
  /** Page views measured (the most samples any metric has: every view reports TTFB and FCP once). */
  visits: number
  previousVisits: number
  metrics: Record<VitalMetric, VitalsFigure>
}

type Histograms = Map<string, Map<number, number>>
const groupKey = (pageType: string, device: string, metric: string) => `${pageType}\u0000${device}\u0000${metric}`

function histograms(rows: VitalsRow[]): Histograms {
  const byKey: Histograms = new Map()
  for (const row of rows) {
    const key = groupKey(row.pageType, row.device, row.metric)
    const counts = byKey.get(key) ?? new Map<number, number>()
    counts.set(row.bucket, (counts.get(row.bucket) ?? 0) + row.count)
    byKey.set(key, counts)
  }
  return byKey
}

const total = (counts: Map<number, number> | undefined) => [...(counts?.values() ?? [])].reduce((sum, count) => sum + count, 0)

/** Lines for every page type and device class measured in this period, ordered by visits. */
export function summariseVitals(current: VitalsRow[], previous: VitalsRow[]): VitalsLine[] {
  const now = histograms(current)
  const before = histograms(previous)
  const groups = new Map<string, { pageType: string; device: DeviceClass }>()
  for (const row of current) groups.set(`${row.pageType}\u0000${row.device}`, { pageType: row.pageType, device: row.device })
  const lines = [...groups.values()].map(({ pageType, device }): VitalsLine => {
    const metrics = Object.fromEntries(
      VITAL_METRICS.map((metric) => {
        const counts = now.get(groupKey(pageType, device, metric))
        const value = counts ? p75(metric, counts) : null
        const old = before.get(groupKey(pageType, device, metric))
        return [metric, { p75: value, previous: old ? p75(metric, old) : null, rating: value === null ? null : ratingOf(metric, value), count: total(counts) }]
      }),
    ) as Record<VitalMetric, VitalsFigure>
    const visits = Math.max(...VITAL_METRICS.map((metric) => metrics[metric].count))
    const previousVisits = Math.max(...VITAL_METRICS.map((metric) => total(before.get(groupKey(pageType, device, metric)))))
    return { pageType, device, visits, previousVisits, metrics }
  })
  return lines.sort(
    (a, b) => b.visits - a.visits || a.pageType.localeCompare(b.pageType) || DEVICE_CLASSES.indexOf(a.device) - DEVICE_CLASSES.indexOf(b.device),
  )
}

const DAY_MS = 86_400_000

/** The last `days` days up to today (UTC) against the `days` before them. */
export async function vitalsReport(payload: Payload, days: number, now = new Date()): Promise<VitalsLine[]> {
  const end = vitalsDay(new Date(now.getTime() + DAY_MS))
  const start = vitalsDay(new Date(now.getTime() - (days - 1) * DAY_MS))
  const previousStart = vitalsDay(new Date(now.getTime() - (2 * days - 1) * DAY_MS))
  const [current, previous] = await Promise.all([readVitals(payload, start, end), readVitals(payload, previousStart, start)])
  return summariseVitals(current, previous)
}

/** This week's lines whose p75 of some metric is past its good threshold: what the dashboard names. */
export function crossedThisWeek(lines: VitalsLine[]): { pageType: string; device: DeviceClass; metric: VitalMetric; p75: number; rating: VitalRating }[] {
  return lines.flatMap((line) =>
    VITAL_METRICS.flatMap((metric) => {
      const { p75: value, rating } = line.metrics[metric]
      return value !== null && rating && rating !== 'good' ? [{ pageType: line.pageType, device: line.device, metric, p75: value, rating }] : []
    }),
  )
}

/** `2.5 s`, `180 ms`, `0.08`: a metric's value as editors read it. */
export function formatVital(metric: VitalMetric, value: number): string {
  if (VITAL_THRESHOLDS[metric].unit === '') return value.toFixed(2)
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`
}
