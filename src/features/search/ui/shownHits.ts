import { type Hit, type KeepHits, SHOWN_FIELDS } from './searchRequests'

type RawHit = Record<string, unknown> & { _highlightResult?: { title?: { value?: unknown } } }

/** A hit of any engine cut down to what the UI shows (engines add match details to every highlight). */
function shownHit<R>(raw: unknown): Hit<R> {
  const hit = raw as RawHit
  const shown: Record<string, unknown> = {}
  for (const field of SHOWN_FIELDS) if (hit[field] !== undefined) shown[field] = hit[field]
  const title = hit._highlightResult?.title?.value
  if (typeof title === 'string') shown._highlightResult = { title: { value: title } }
  return shown as Hit<R>
}

/**
 * Hits cut to the shown fields and the title's highlight: the results page's first answer on the server
 * (server/pageResults.ts), whose suggestions and popular products reach the browser as data. Answers the
 * browser fetches itself are used as they come.
 */
export const shownHits: KeepHits = <R>(hits: readonly unknown[] | undefined) => (hits ?? []).map((hit) => shownHit<R>(hit))
