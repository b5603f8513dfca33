import type { CollectionConfig } from 'payload'

import { DEVICE_CLASSES, VITAL_METRICS } from '../../shared/vitals/histogram'
import { adminsOnly, signedIn } from '../access'

/**
 * Real-user Core Web Vitals as histograms: one row per day, page type, device class, metric and bucket,
 * holding how many page views fell in it (shared/vitals/histogram.ts). Rows are added to by one atomic
 * SQL upsert per beacon (features/vitals), so instances never lose a count. Signed-in users read (the
 * Web Vitals view); nothing is written through the API.
 */
export const VitalsBuckets: CollectionConfig = {
  slug: 'vitals',
  admin: { group: 'Visitors', hidden: true },
  access: { read: signedIn, create: () => false, update: () => false, delete: adminsOnly },
  timestamps: false,
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'day', type: 'text', required: true, index: true },
    { name: 'pageType', type: 'text', required: true },
    // Text, not selects: the upsert writes them as plain values on both databases (no PostgreSQL enum).
    { name: 'device', type: 'text', required: true, admin: { description: DEVICE_CLASSES.join(', ') } },
    { name: 'metric', type: 'text', required: true, admin: { description: VITAL_METRICS.join(', ') } },
    { name: 'bucket', type: 'number', required: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
  ],
}
