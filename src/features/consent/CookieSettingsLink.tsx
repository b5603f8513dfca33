import { CONSENT_ANCHOR } from '@/shared/consent/consent'

import { COOKIE_SETTINGS_LINK } from './texts'

/** The footer's way back to the cookie choice: a link to the banner on this page (its script opens it). */
export function CookieSettingsLink() {
  return <a href={`#${CONSENT_ANCHOR}`}>{COOKIE_SETTINGS_LINK}</a>
}
