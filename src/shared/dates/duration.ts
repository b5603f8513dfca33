/**
 * A duration as operators write it in settings: a whole number and a unit, `30s`, `2m` (minutes), `12h`,
 * `14d`, `2w`. Months and years are refused: their length varies, and `m` already means minutes.
 */
const UNITS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 } as const
const DURATION = /^(\d{1,6})\s*([smhdw])$/

/** The longest a setting may say (a year): past it a typo (`140d` for `14d`) would hide for months. */
export const MAX_DURATION_MS = 366 * UNITS.d

export const DURATION_HINT = 'a duration such as 14d, 12h or 2m (s, m, h, d or w; at most a year)'

/** Milliseconds, or undefined for anything else (no unit, a fraction, a month, past a year). */
export function parseDuration(text: string): number | undefined {
  const match = DURATION.exec(text.trim().toLowerCase())
  if (!match) return undefined
  const ms = Number(match[1]) * UNITS[match[2] as keyof typeof UNITS]
  return ms <= MAX_DURATION_MS ? ms : undefined
}
