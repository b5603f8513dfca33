import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals'

import { deviceClassOf, type VitalMetric } from '@/shared/vitals/histogram'

import { CONNECTION_TYPES, VITALS_ENDPOINT, type VitalsBeacon } from './beacon'

type ConnectionNavigator = Navigator & { connection?: { effectiveType?: string } }

/**
 * Measures this page view with Google's `web-vitals` and sends what it measured in one beacon when the page
 * is hidden (navigated away, tab switched, closed), and again for what came after (INP, CLS grow).
 * A chunk of its own, imported once the page has loaded and the browser is idle (./startVitals.ts).
 */
export function reportVitals(pageType: string): void {
  const waiting = new Map<VitalMetric, Metric>()
  let navigation: VitalsBeacon['navigation'] = 'navigate'
  const keep = (metric: Metric) => {
    waiting.set(metric.name as VitalMetric, metric)
    navigation = metric.navigationType
  }
  onLCP(keep)
  onINP(keep)
  onCLS(keep)
  onFCP(keep)
  onTTFB(keep)
  const send = () => {
    if (waiting.size === 0) return
    const effective = (navigator as ConnectionNavigator).connection?.effectiveType
    const beacon: VitalsBeacon = {
      pageType,
      device: deviceClassOf(window.innerWidth),
      navigation,
      connection: CONNECTION_TYPES.find((type) => type === effective) ?? 'unknown',
      metrics: [...waiting.values()].map((metric) => ({ name: metric.name as VitalMetric, value: metric.value })),
    }
    waiting.clear()
    // As text (a CORS-simple request, no preflight); the endpoint reads the body as JSON whatever its type.
    navigator.sendBeacon(VITALS_ENDPOINT, JSON.stringify(beacon))
  }
  // Registered after web-vitals' own listeners, so the metrics it reports on hiding are in this beacon.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send()
  })
  window.addEventListener('pagehide', send)
  // Marks the page as measured (as `data-hydrated` marks hydration): tests wait for it before leaving a page.
  document.documentElement.dataset.vitals = 'measuring'
}
