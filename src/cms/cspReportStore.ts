import 'server-only'

import { createHash } from 'node:crypto'

import { sql } from 'drizzle-orm'

import { sydneyDay } from '../shared/dates/sydneyDay'
import type { CspViolation } from '../shared/security/cspReports'
import { changed, rowsOf } from './intake/store'
import { payloadClient } from './payload'

/** Distinct lines a day may add (a flood of made-up reports only raises the counts of the first ones). */
export const CSP_REPORT_LINES_PER_DAY = 500

/**
 * Counts each violation on its day's line (one atomic insert-or-increment, so every instance adds to the
 * same line). Returns how many were counted.
 */
export async function countCspViolations(violations: CspViolation[], at = new Date()): Promise<number> {
  if (violations.length === 0) return 0
  const payload = await payloadClient()
  const day = sydneyDay(at)
  const now = at.toISOString()
  const [{ lines } = { lines: 0 }] = await rowsOf(payload, sql`select count(*) as lines from csp_reports where day = ${day}`)
  const full = Number(lines) >= CSP_REPORT_LINES_PER_DAY
  let counted = 0
  for (const { directive, blocked, page } of violations) {
    const key = createHash('sha256')
      .update(JSON.stringify([day, directive, blocked, page]))
      .digest('hex')
    counted += full
      ? await changed(payload, sql`update csp_reports set count = count + 1, updated_at = ${now} where "key" = ${key}`)
      : await changed(
          payload,
          sql`insert into csp_reports ("key", day, directive, blocked, page, count, updated_at, created_at) values (${key}, ${day}, ${directive}, ${blocked}, ${page}, 1, ${now}, ${now})
              on conflict ("key") do update set count = csp_reports.count + 1, updated_at = ${now}`,
        )
  }
  return counted
}
