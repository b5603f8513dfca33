import { countCspViolations } from '@/cms/cspReportStore'
import { clientAddressOf } from '@/shared/forms/clientAddress'
import { consumeFormLimit } from '@/shared/forms/rateLimit'
import { CSP_REPORT_MAX_BYTES, parseCspReports } from '@/shared/security/cspReports'

/** A browser reports a few violations a page; a page of many broken scripts reports each. */
const LIMITS = { perAddress: { points: 120, duration: 60 }, perEmail: { points: 1, duration: 1 } }

const answer = (status: number, message?: string) =>
  message
    ? Response.json({ error: message }, { status, headers: { 'Cache-Control': 'no-store' } })
    : new Response(null, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * The Content-Security-Policy's `report-uri` and `report-to` endpoint (src/shared/security/contentSecurityPolicy.mjs names it):
 * 204 counted, 400 not a report, 413 too large, 429 too many from one address. What is stored is in
 * shared/security/cspReports.ts (no personal data).
 */
export async function POST(request: Request) {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/(?:csp-report|reports\+json|json)\b/.test(type))
    return answer(400, 'Send a CSP violation report (application/csp-report or application/reports+json).')
  const body = await request.text().catch(() => '')
  if (Buffer.byteLength(body) > CSP_REPORT_MAX_BYTES) return answer(413, 'The report is too large.')
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return answer(400, 'The report is not valid JSON.')
  }
  const violations = parseCspReports(type, json)
  if (!violations) return answer(400, 'The report is not a CSP violation report.')
  if (await consumeFormLimit('csp-reports', LIMITS, clientAddressOf(request.headers))) return answer(429, 'Too many reports from this address.')
  try {
    await countCspViolations(violations)
  } catch {
    return answer(503, 'The report could not be counted just now.')
  }
  return answer(204)
}
