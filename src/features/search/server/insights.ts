import { z } from 'zod'

import { payloadClient } from '@/cms/payload'
import { SEARCH_PAGE_TYPES } from '@/cms/collections/SearchInsights'
import { firstDay, insightsReport } from '@/cms/admin/insightsReport'
import { sydneyDay } from '@/shared/dates/sydneyDay'
import { cachedRead } from '@/shared/cache/cachedRead'

import { MAX_QUERY_LENGTH } from '../constants'
import { analyzeQuery } from './text'

/**
 * What visitors search for, counted without personal data: each search or click is added to a count per
 * day (Sydney), normalised query and page type, held in memory and written every few seconds (one row per
 * count, `search-insights`). A query that looks like an email address or a phone number is not counted.
 * Two instances adding to the same row at the same moment may lose one of the additions: the counts are
 * for a report, not a ledger.
 */
const eventSchema = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('search'),
    query: z.string().max(MAX_QUERY_LENGTH),
    pageType: z.enum(SEARCH_PAGE_TYPES),
    nbHits: z.number().int().min(0).max(1e7),
  }),
  z.object({
    event: z.literal('click'),
    query: z.string().max(MAX_QUERY_LENGTH),
    pageType: z.enum(SEARCH_PAGE_TYPES),
    position: z.number().int().min(1).max(1000),
  }),
])
export type InsightEvent = z.infer<typeof eventSchema>

/** The longest query kept, after normalising. */
const MAX_KEPT_LENGTH = 100
/** Counts held before the oldest events are dropped (a flood, or a database that does not answer). */
const MAX_PENDING = 5_000
const FLUSH_MS = 5_000

/** The query as counted, or undefined when it is empty or may be personal (an email address, a long number). */
export function normaliseQuery(query: string): string | undefined {
  if (/@/.test(query) || /\d[\d\s().+-]{6,}\d/.test(query)) return undefined
  const normalised = analyzeQuery(query).terms.join(' ').slice(0, MAX_KEPT_LENGTH).trim()
  return normalised || undefined
}

export interface PendingCount {
  key: string
  day: string
  query: string
  pageType: InsightEvent['pageType']
  searches: number
  noResults: number
  hits?: number
  clicks: Record<string, number>
}

/** Adds one event to the pending counts (pure apart from the map it is given). */
export function countEvent(pending: Map<string, PendingCount>, event: InsightEvent, now: Date): boolean {
  const query = normaliseQuery(event.query)
  if (!query) return false
  const day = sydneyDay(now)
  const key = `${day}|${event.pageType}|${query}`
  let count = pending.get(key)
  if (!count) {
    if (pending.size >= MAX_PENDING) return false
    count = { key, day, query, pageType: event.pageType, searches: 0, noResults: 0, clicks: {} }
    pending.set(key, count)
  }
  if (event.event === 'search') {
    count.searches++
    if (event.nbHits === 0) count.noResults++
    count.hits = event.nbHits
  } else count.clicks[event.position] = (count.clicks[event.position] ?? 0) + 1
  return true
}

/** A stored row with a pending count added. */
export function addedTo(stored: { searches?: number | null; noResults?: number | null; hits?: number | null; clicks?: unknown }, count: PendingCount) {
  const clicks: Record<string, number> = { ...((stored.clicks as Record<string, number> | null) ?? {}) }
  for (const [position, added] of Object.entries(count.clicks)) clicks[position] = (clicks[position] ?? 0) + added
  return {
    searches: (stored.searches ?? 0) + count.searches,
    noResults: (stored.noResults ?? 0) + count.noResults,
    hits: count.hits ?? stored.hits ?? null,
    clicks,
  }
}

const key = Symbol.for('ashford.search.insights')
interface Counting {
  pending: Map<string, PendingCount>
  timer?: ReturnType<typeof setTimeout>
}
type Store = typeof globalThis & { [key]?: Counting }
const state = (): Counting => ((globalThis as Store)[key] ??= { pending: new Map() })

async function flush(): Promise<void> {
  const current = state()
  current.timer = undefined
  const counts = [...current.pending.values()]
  current.pending = new Map()
  if (counts.length === 0) return
  const payload = await payloadClient()
  for (const count of counts) {
    try {
      const { docs } = await payload.find({ collection: 'search-insights', where: { key: { equals: count.key } }, limit: 1, depth: 0, overrideAccess: true })
      const stored = docs[0]
      if (stored) await payload.update({ collection: 'search-insights', id: stored.id, data: addedTo(stored, count), overrideAccess: true, depth: 0 })
      else
        await payload.create({
          collection: 'search-insights',
          data: { key: count.key, day: count.day, query: count.query, pageType: count.pageType, ...addedTo({}, count) },
          overrideAccess: true,
          depth: 0,
        })
    } catch (error) {
      console.error(`An Error Occurred: search insights (${error instanceof Error ? error.name : 'unknown failure'})`)
    }
  }
}

/** `POST /api/search-insights`: one event; 204 whether counted or not, 400 for a body that is not one. */
export async function handleSearchInsight(request: Request): Promise<Response> {
  const text = await request.text().catch(() => '')
  if (text.length > 2048) return new Response(null, { status: 413 })
  let parsed: ReturnType<typeof eventSchema.safeParse>
  try {
    parsed = eventSchema.safeParse(JSON.parse(text))
  } catch {
    return new Response(null, { status: 400 })
  }
  if (!parsed.success) return new Response(null, { status: 400 })
  const current = state()
  if (countEvent(current.pending, parsed.data, new Date()) && !current.timer) {
    current.timer = setTimeout(() => void flush(), FLUSH_MS)
    current.timer.unref?.()
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}

/** How many searches the overlay offers when editors have pinned none. */
const POPULAR_SEARCHES = 6

/** The top searches of the last 28 days that found something: the overlay's popular searches unless a brand pins its own. */
export const popularSearchesOfLate = cachedRead(
  'search.popular',
  async (): Promise<string[]> => {
    const payload = await payloadClient()
    const today = sydneyDay()
    const { docs } = await payload.find({
      collection: 'search-insights',
      where: { and: [{ day: { greater_than_equal: firstDay(today, 28) } }, { pageType: { equals: 'results' } }, { hits: { greater_than: 0 } }] },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { day: true, query: true, pageType: true, searches: true, noResults: true },
    })
    return insightsReport(docs, today, 28, POPULAR_SEARCHES).top.map(({ query }) => query)
  },
  // Not revalidated by any change: a day's counts move slowly, the read's hour is fresh enough.
  () => ['search-insights'],
)
