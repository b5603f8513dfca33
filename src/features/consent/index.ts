// The cookie choice, browser-safe: the footer's "Cookie settings" link and the words visitors read.
export { CookieSettingsLink } from './CookieSettingsLink'
export { CONSENT_BUTTONS, CONSENT_MESSAGES, COOKIE_SETTINGS_LINK } from './texts'
