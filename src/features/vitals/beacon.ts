/**
 * What a Core Web Vitals beacon carries (POST /api/vitals, one per page view, sent as the page is hidden):
 * the page's type, the device class by viewport width, how the page was reached, the connection's
 * effective type, and each metric's value. No cookie, address or user agent is read or kept.
 */
import type { DeviceClass, VitalMetric } from '@/shared/vitals/histogram'

export const VITALS_ENDPOINT = '/api/vitals'

export const NAVIGATION_TYPES = ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore', 'soft-navigation'] as const
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const

export interface VitalsBeacon {
  pageType: string
  device: DeviceClass
  navigation: (typeof NAVIGATION_TYPES)[number]
  connection: (typeof CONNECTION_TYPES)[number]
  metrics: { name: VitalMetric; value: number }[]
}

export const VITALS_MESSAGES = {
  invalid: 'Send one JSON object: pageType, device, navigation, connection and metrics ({ name, value } each, values within their range).',
  tooLarge: 'The beacon is too large.',
  unavailable: 'The measurements could not be stored just now.',
} as const
