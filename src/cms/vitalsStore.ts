import type { Payload } from 'payload'

import type { DeviceClass, VitalMetric } from '../shared/vitals/histogram'
import { changed, rowsOf, sql } from './intake'

/**
 * The `vitals` histograms (collections/Vitals.ts), written and read with plain SQL through the adapter's
 * own connection: adding a page view is one upsert per metric that increments the bucket's count in the
 * database (`on conflict … do update set count = count + 1`, SQLite and PostgreSQL alike), so beacons
 * arriving at several instances at once never overwrite each other's counts.
 */
export interface VitalsCount {
  day: string
  pageType: string
  device: DeviceClass
  metric: VitalMetric
  bucket: number
}

export async function addVitals(payload: Payload, counts: VitalsCount[]): Promise<void> {
  for (const { day, pageType, device, metric, bucket } of counts) {
    const key = `${day}|${pageType}|${device}|${metric}|${bucket}`
    await changed(
      payload,
      sql`insert into vitals ("key", day, page_type, device, metric, bucket, count) values (${key}, ${day}, ${pageType}, ${device}, ${metric}, ${bucket}, 1) on conflict ("key") do update set count = vitals.count + 1`,
    )
  }
}

export interface VitalsRow {
  pageType: string
  device: DeviceClass
  metric: VitalMetric
  bucket: number
  count: number
}

/** The histograms summed over the days `from` (inclusive) to `to` (exclusive), `YYYY-MM-DD`. */
export async function readVitals(payload: Payload, from: string, to: string): Promise<VitalsRow[]> {
  const rows = await rowsOf(
    payload,
    sql`select page_type, device, metric, bucket, sum(count) as total from vitals where day >= ${from} and day < ${to} group by page_type, device, metric, bucket`,
  )
  return rows.map((row) => ({
    pageType: String(row.page_type),
    device: String(row.device) as DeviceClass,
    metric: String(row.metric) as VitalMetric,
    bucket: Number(row.bucket),
    count: Number(row.total),
  }))
}
