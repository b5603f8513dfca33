import { createHmac, timingSafeEqual } from 'node:crypto'

import { INTERNAL_ORIGIN_ENV, JOBS_SIGNED_MESSAGE, REVALIDATE_PATH, REVALIDATE_SIGNATURE_HEADER } from '../shared/serverContract.mjs'
import { payloadSecret } from './secret'

/**
 * Revalidation across instances. Next revalidates a cache tag only inside a request, so an instance that
 * hears of another's change (shared/contentChanges.ts, REDIS_URL) asks itself, on its loopback address,
 * through `POST /api/revalidate` with the tags — signed with the secret every instance shares
 * (PAYLOAD_SECRET), so nobody else can make the site drop its caches. The path and header are the
 * server contract's (shared/serverContract.mjs).
 */
const sign = (body: string) => createHmac('sha256', payloadSecret()).update(`revalidate\n${body}`).digest('base64url')

export function isSignedRevalidation(body: string, signature: string | null): boolean {
  if (!signature) return false
  const expected = Buffer.from(sign(body))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/**
 * The job queue's turn (src/cms/jobs/clock.ts): the server asks itself every few seconds, signed with
 * the same secret, to run the queue inside a real request (a scheduled publish then revalidates the pages
 * it changes as an editor's publish does). The signature is fixed per secret: it only says "from this site".
 */
export function isSignedJobRun(signature: string | null): boolean {
  if (!signature) return false
  const expected = Buffer.from(createHmac('sha256', payloadSecret()).update(JOBS_SIGNED_MESSAGE).digest('base64url'))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** This instance's own address, as its server set it (scripts/server.mjs). */
const ownOrigin = () => process.env[INTERNAL_ORIGIN_ENV] ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`

/** Revalidates tags in this instance's page cache (another instance changed what they cover). */
export async function revalidateOnThisInstance(tags: string[]): Promise<void> {
  const body = JSON.stringify({ tags })
  try {
    const response = await fetch(new URL(REVALIDATE_PATH, ownOrigin()), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [REVALIDATE_SIGNATURE_HEADER]: sign(body) },
      body,
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`status ${response.status}`)
  } catch (error) {
    console.error(`revalidating another instance's change failed (${(error as Error).message}); its pages refresh within their cache's age`)
  }
}
