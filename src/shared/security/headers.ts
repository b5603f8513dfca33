import { CSP_REPORT_GROUP, CSP_REPORT_PATH, DRAFT_MODE_COOKIE } from '../serverContract.mjs'

/**
 * The security headers of every response except the Content-Security-Policy (./contentSecurityPolicy.mjs, set per
 * response by scripts/server.mjs with its nonce), as next.config.ts `headers()` rules. Later rules win for the same
 * header: the back office, and a page in an editor's preview (Next's draft-mode cookie), may be framed by
 * the site itself; nothing else may be framed at all.
 */
type HeaderRule = { source: string; headers: { key: string; value: string }[]; has?: { type: 'cookie'; key: string }[] }

export function securityHeaders(https: boolean): HeaderRule[] {
  const everywhere = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    // The group the CSP's `report-to` names (./contentSecurityPolicy.mjs).
    { key: 'Reporting-Endpoints', value: `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"` },
    ...(https ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }] : []),
  ]
  const framedBySite = [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }]
  return [
    { source: '/:path*', headers: everywhere },
    { source: '/admin/:path*', headers: framedBySite },
    { source: '/:path*', has: [{ type: 'cookie', key: DRAFT_MODE_COOKIE }], headers: framedBySite },
  ]
}
