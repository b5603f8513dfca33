/**
 * The data layer's events carry an action, a label, a category — buy-now related when the
 * action includes `buy_now`, informational otherwise — non-interaction false and value 0.
 */
export const BUY_NOW_CATEGORY = 'buy_now'
export const INFORMATIONAL_CATEGORY = 'informational'

export interface AnalyticsEvent {
  event: 'customEvent'
  eventAction: string
  eventLabel: string
  eventCategory: typeof BUY_NOW_CATEGORY | typeof INFORMATIONAL_CATEGORY
  eventNonInteraction: false
  eventValue: 0
}

export function analyticsEvent(action: string, label: string): AnalyticsEvent {
  return {
    event: 'customEvent',
    eventAction: action,
    eventLabel: label,
    eventCategory: action.includes('buy_now') ? BUY_NOW_CATEGORY : INFORMATIONAL_CATEGORY,
    eventNonInteraction: false,
    eventValue: 0,
  }
}

type DataLayerWindow = Window & { dataLayer?: object[] }

/** Pushes an event to window.dataLayer (created when missing). Browser-only. */
export function pushEvent(action: string, label: string): AnalyticsEvent {
  const event = analyticsEvent(action, label)
  const w = window as DataLayerWindow
  ;(w.dataLayer ??= []).push(event)
  return event
}
