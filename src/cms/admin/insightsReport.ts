/** One stored day of a query on a page type (collections/SearchInsights.ts), as the report reads it. */
export interface InsightRow {
  day: string
  query: string
  pageType: string
  searches: number
  noResults: number
  clicks?: unknown
}

export interface InsightsReport {
  days: number
  searches: number
  top: { query: string; searches: number }[]
  noResults: { query: string; searches: number }[]
  /** Positions 1–10: clicks there, and clicks there per search (click-through rate). */
  clickThrough: { position: number; clicks: number; rate: number }[]
}

/** The Sydney date `days - 1` days before `today` (YYYY-MM-DD), the first day of a report of `days` days. */
export function firstDay(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - (days - 1))
  return date.toISOString().slice(0, 10)
}

const clicksOf = (value: unknown): Record<string, number> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'))
    : {}

/** The report of the `days` days up to `today`: top searches, searches that found nothing, click-through by position. */
export function insightsReport(rows: readonly InsightRow[], today: string, days: number, limit = 10): InsightsReport {
  const from = firstDay(today, days)
  const inRange = rows.filter((row) => row.day >= from && row.day <= today)
  const searches = new Map<string, number>()
  const empty = new Map<string, number>()
  const clicks = new Map<number, number>()
  let total = 0
  for (const row of inRange) {
    total += row.searches
    searches.set(row.query, (searches.get(row.query) ?? 0) + row.searches)
    if (row.noResults > 0) empty.set(row.query, (empty.get(row.query) ?? 0) + row.noResults)
    for (const [position, count] of Object.entries(clicksOf(row.clicks))) clicks.set(Number(position), (clicks.get(Number(position)) ?? 0) + count)
  }
  const ranked = (counts: Map<string, number>) =>
    [...counts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, limit)
      .map(([query, count]) => ({ query, searches: count }))
  return {
    days,
    searches: total,
    top: ranked(searches),
    noResults: ranked(empty),
    clickThrough: Array.from({ length: 10 }, (_, i) => {
      const count = clicks.get(i + 1) ?? 0
      return { position: i + 1, clicks: count, rate: total > 0 ? count / total : 0 }
    }),
  }
}
