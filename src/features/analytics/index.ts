export { DataLayer } from './DataLayer'
export { analyticsEvent, BUY_NOW_CATEGORY, INFORMATIONAL_CATEGORY, pushEvent, type AnalyticsEvent } from './events'
export { TagManager } from './islands'
export { scheduleTagManager, TAG_MANAGER_CHECK_INTERVAL_MS } from './scheduleTagManager'
