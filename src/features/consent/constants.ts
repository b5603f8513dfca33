/** The anchor a choice made without scripts comes back to: that page shows no banner (ConsentBanner.module.css). */
export const CHOICE_SAVED_ANCHOR = 'cookie-choice-saved'
/** Where the banner's form posts (app/api/consent/route.ts). */
export const CONSENT_ROUTE = '/api/consent'
