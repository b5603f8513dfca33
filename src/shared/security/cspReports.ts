import { z } from 'zod'

export { CSP_REPORT_GROUP, CSP_REPORT_PATH } from '../serverContract.mjs'

/**
 * CSP violation reports, as browsers send them to the policy's `report-uri` (one
 * `application/csp-report` object) and `report-to` (an `application/reports+json` array of the Reporting
 * API's reports), reduced to what tells the brand which rule broke where and nothing about who saw it:
 * the directive, what was blocked (an origin, or the keyword `inline`/`eval`/…), the page's path (no query:
 * emailed links carry tokens there) and the day. Everything else in a report (the sample of the script, the
 * referrer, the full addresses, the visitor's agent) is dropped before it is stored.
 */
/** A body larger than this is no browser's report. */
export const CSP_REPORT_MAX_BYTES = 16 * 1024

const text = z.string().max(2048)
/** `report-uri`: `{ "csp-report": { "document-uri", "effective-directive" | "violated-directive", "blocked-uri" } }` */
const legacyReport = z.object({
  'csp-report': z.object({
    'document-uri': text,
    'effective-directive': text.optional(),
    'violated-directive': text.optional(),
    'blocked-uri': text.optional(),
  }),
})
/** `report-to`: `[{ "type": "csp-violation", "body": { "documentURL", "effectiveDirective", "blockedURL" } }]` */
const reportingApiReports = z
  .array(
    z.object({
      type: z.string(),
      body: z.object({ documentURL: text, effectiveDirective: text, blockedURL: text.optional() }).partial().optional(),
    }),
  )
  .max(100)

export interface CspViolation {
  directive: string
  blocked: string
  page: string
}

/** CSP Level 3's fetch and document directives: a report naming anything else is made up. */
const DIRECTIVES = new Set(
  'default-src script-src script-src-elem script-src-attr style-src style-src-elem style-src-attr img-src font-src connect-src media-src object-src frame-src child-src worker-src manifest-src base-uri form-action frame-ancestors require-trusted-types-for trusted-types'.split(
    ' ',
  ),
)
const KEYWORD = /^(?:inline|eval|wasm-eval|trusted-types-policy|trusted-types-sink|data|blob|self)$/

/** The page's path alone, or undefined when the address is not one. */
function pathOf(address: string): string | undefined {
  try {
    return new URL(address).pathname.slice(0, 200)
  } catch {
    return undefined
  }
}

/** The blocked resource's origin, or the keyword a browser gives for what has none. */
function blockedOf(blocked: string | undefined): string {
  if (!blocked) return 'inline'
  if (KEYWORD.test(blocked)) return blocked
  try {
    const url = new URL(blocked)
    return url.origin === 'null' ? url.protocol.replace(':', '') : url.origin
  } catch {
    return 'unknown'
  }
}

function violation(directive: string | undefined, blocked: string | undefined, document: string): CspViolation | undefined {
  const name = directive?.split(' ')[0]?.toLowerCase()
  const page = pathOf(document)
  if (!name || !DIRECTIVES.has(name) || !page) return undefined
  return { directive: name, blocked: blockedOf(blocked), page }
}

/**
 * The violations a request's body reports, or undefined when it is no report (a clear 400 then).
 * `contentType` picks the format; reports of other types in a Reporting API batch are ignored.
 */
export function parseCspReports(contentType: string, body: unknown): CspViolation[] | undefined {
  if (contentType.startsWith('application/reports+json')) {
    const parsed = reportingApiReports.safeParse(body)
    if (!parsed.success) return undefined
    return parsed.data
      .filter((report) => report.type === 'csp-violation' && report.body)
      .map((report) => violation(report.body!.effectiveDirective, report.body!.blockedURL, report.body!.documentURL ?? ''))
      .filter((found): found is CspViolation => found !== undefined)
  }
  const parsed = legacyReport.safeParse(body)
  if (!parsed.success) return undefined
  const report = parsed.data['csp-report']
  const found = violation(report['effective-directive'] ?? report['violated-directive'], report['blocked-uri'], report['document-uri'])
  return found ? [found] : undefined
}
