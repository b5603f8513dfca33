/**
 * The visitor's cookie choice as every part of the site reads it: the cookie's name and format, the
 * page's marks the consent script sets, the event it sends, and Google Consent Mode v2's four signals.
 * Browser-safe and pure: the consent feature writes the choice, the tag manager (analytics) waits for it.
 *
 * Cookie `site_consent` = `<text version>.<analytics 0|1><marketing 0|1>.<random id>`, e.g.
 * `3.10.0b0e…`: the version of the consent text the visitor answered, the two optional purposes, and a
 * random id the browser keeps so the back office's record of choices holds no personal data.
 */
export const CONSENT_COOKIE = 'site_consent'

/** The purposes a visitor may refuse; "necessary" is always on. */
export const CONSENT_PURPOSES = ['analytics', 'marketing'] as const
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number]

export interface ConsentChoice {
  version: number
  analytics: boolean
  marketing: boolean
  id: string
}

/** On <html>, set by the consent script: `asked` as it runs, `chosen` once the visitor answered the current text's version. */
export const CONSENT_STATE_ATTRIBUTE = 'data-consent'
/** On <html>: `granted` while analytics or marketing is accepted, so the tag manager may load. */
export const CONSENT_TRACKING_ATTRIBUTE = 'data-consent-tracking'
/** Sent on `document` when the visitor chooses (detail: the ConsentChoice). */
export const CONSENT_EVENT = 'site:consent'
/** The anchor the footer's "Cookie settings" link opens (the banner's id). */
export const CONSENT_ANCHOR = 'cookie-settings'

const COOKIE_VALUE = /^(\d{1,6})\.([01])([01])\.([0-9a-f-]{36})$/

export function formatConsentCookie(choice: ConsentChoice): string {
  return `${choice.version}.${choice.analytics ? 1 : 0}${choice.marketing ? 1 : 0}.${choice.id}`
}

export function parseConsentCookie(value: string | undefined | null): ConsentChoice | null {
  const match = value ? COOKIE_VALUE.exec(value) : null
  if (!match) return null
  return { version: Number(match[1]), analytics: match[2] === '1', marketing: match[3] === '1', id: match[4]! }
}

/** The choice in a Cookie header (or `document.cookie`), whatever version it answered. */
export function consentFromCookieHeader(header: string | null | undefined): ConsentChoice | null {
  const match = header?.match(new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)`))
  return parseConsentCookie(match?.[1] ? decodeURIComponent(match[1]) : null)
}

export type ConsentSignal = 'granted' | 'denied'

/** Google Consent Mode v2: analytics storage follows analytics; the three ad signals follow marketing. */
export function consentModeState(choice: Pick<ConsentChoice, 'analytics' | 'marketing'> | null) {
  const signal = (on: boolean | undefined): ConsentSignal => (on ? 'granted' : 'denied')
  return {
    ad_storage: signal(choice?.marketing),
    analytics_storage: signal(choice?.analytics),
    ad_user_data: signal(choice?.marketing),
    ad_personalization: signal(choice?.marketing),
  }
}

/** Whether the tag manager may load: analytics or marketing accepted. Browser-only. */
export function trackingAllowed(): boolean {
  return document.documentElement.getAttribute(CONSENT_TRACKING_ATTRIBUTE) === 'granted'
}
