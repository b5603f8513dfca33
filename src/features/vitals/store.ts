import 'server-only'

import { z } from 'zod'

import { payloadClient } from '@/cms/payload'
import { addVitals } from '@/cms/vitalsStore'
import { clientAddressOf } from '@/shared/forms/clientAddress'
import { consumeFormLimit, TOO_MANY } from '@/shared/forms/rateLimit'
import { bucketOf, DEVICE_CLASSES, VITAL_MAX, VITAL_METRICS, vitalsDay } from '@/shared/vitals/histogram'

import { CONNECTION_TYPES, NAVIGATION_TYPES, VITALS_MESSAGES } from './beacon'

const MAX_BODY = 2048
/** A visitor sends one beacon per page view, a second when the page is hidden again: a reader's pace is far below this. */
const VITALS_LIMITS = { perAddress: { points: 120, duration: 60 }, perEmail: { points: 1, duration: 1 } }

const metricSchema = z.discriminatedUnion(
  'name',
  VITAL_METRICS.map((name) => z.object({ name: z.literal(name), value: z.number().finite().min(0).max(VITAL_MAX[name]) }).strict()) as unknown as [
    z.ZodObject<{ name: z.ZodLiteral<(typeof VITAL_METRICS)[number]>; value: z.ZodNumber }>,
  ],
)

/** The beacon's schema, over the page types the site has (from the page-type registry, given by the route). */
export function vitalsSchema(pageTypes: ReadonlySet<string>) {
  return z
    .object({
      pageType: z.string().refine((value) => pageTypes.has(value)),
      device: z.enum(DEVICE_CLASSES),
      navigation: z.enum(NAVIGATION_TYPES),
      connection: z.enum(CONNECTION_TYPES),
      metrics: z
        .array(metricSchema)
        .min(1)
        .max(VITAL_METRICS.length)
        .refine((metrics) => new Set(metrics.map((metric) => metric.name)).size === metrics.length, 'each metric once'),
    })
    .strict()
}

const answer = (status: number, body?: object) =>
  body ? Response.json(body, { status, headers: { 'cache-control': 'no-store' } }) : new Response(null, { status, headers: { 'cache-control': 'no-store' } })

/**
 * POST /api/vitals: a beacon (./beacon.ts) is checked whole (400 and nothing stored when any part is
 * malformed or impossible), counted against the visitor's address (429), then each metric adds one to its
 * bucket of today's histogram for the page type and device class (204). Nothing about the visitor is kept.
 */
export async function handleVitalsBeacon(request: Request, pageTypes: ReadonlySet<string>): Promise<Response> {
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > MAX_BODY) return answer(413, { error: VITALS_MESSAGES.tooLarge })
  const text = await request.text()
  if (text.length > MAX_BODY) return answer(413, { error: VITALS_MESSAGES.tooLarge })
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return answer(400, { error: VITALS_MESSAGES.invalid })
  }
  const parsed = vitalsSchema(pageTypes).safeParse(raw)
  if (!parsed.success) return answer(400, { error: VITALS_MESSAGES.invalid })
  const wait = await consumeFormLimit('vitals', VITALS_LIMITS, clientAddressOf(request.headers))
  if (wait) return answer(429, { error: TOO_MANY(wait) })
  const { pageType, device, metrics } = parsed.data
  const day = vitalsDay(new Date())
  try {
    await addVitals(
      await payloadClient(),
      metrics.map(({ name, value }) => ({ day, pageType, device, metric: name, bucket: bucketOf(name, value) })),
    )
  } catch {
    return answer(503, { error: VITALS_MESSAGES.unavailable })
  }
  return answer(204)
}
