import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from '../serverContract.mjs'

/**
 * The Content-Security-Policy of a response, set per response by the site's server (scripts/server.mjs)
 * with that response's nonce; the other security headers are Next's (./headers.ts).
 *
 * Scripts only with the response's nonce (and what they load: Next's chunks, the tag manager, through
 * 'strict-dynamic'); never eval. Violations are reported to the site's own endpoint, by the Reporting API
 * (`report-to`, its group named in the Reporting-Endpoints header of ./headers.ts) and by browsers that
 * know only `report-uri`.
 * @param {string} nonce
 * @param {{ framedBySite: boolean, https: boolean, gtm: boolean, algolia: boolean }} options
 */
export function contentSecurityPolicy(nonce, { framedBySite, https, gtm, algolia }) {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:" + (gtm ? ' https://www.googletagmanager.com https://www.google-analytics.com' : ''),
    "font-src 'self' data:",
    "connect-src 'self'" +
      (algolia ? ' https://*.algolia.net https://*.algolianet.com' : '') +
      (gtm ? ' https://www.google-analytics.com https://*.google-analytics.com' : ''),
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${framedBySite ? "'self'" : "'none'"}`,
    ...(https ? ['upgrade-insecure-requests'] : []),
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ].join('; ')
}
