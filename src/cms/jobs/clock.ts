import { createHmac } from 'node:crypto'

import { JOBS_RUN_PATH, JOBS_SIGNATURE_HEADER, JOBS_SIGNED_MESSAGE } from '@/shared/serverContract.mjs'

/**
 * The job queue's clock (src/cms/jobs.ts), started with the server (src/instrumentation-node.ts): every
 * `everyMs` the site asks itself to run the queue (POST /api/jobs/run, signed with the secret the
 * instances share), so each run is a real request of the app: a scheduled publish revalidates the cached
 * pages it changes. One run at a time; a failed run is logged and the next tick tries again.
 */
export function startJobQueueClock({
  origin,
  secret,
  everyMs = 5_000,
  fetchImpl = fetch,
}: {
  origin: string
  secret: () => string
  everyMs?: number
  fetchImpl?: typeof fetch
}) {
  // Read at each turn: the secret file may be written after the server started (a first start).
  const signature = () => createHmac('sha256', secret()).update(JOBS_SIGNED_MESSAGE).digest('base64url')
  let running = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      const response = await fetchImpl(new URL(JOBS_RUN_PATH, origin), {
        method: 'POST',
        headers: { [JOBS_SIGNATURE_HEADER]: signature() },
        signal: AbortSignal.timeout(60_000),
      })
      if (!response.ok) console.error(`job queue: the run answered ${response.status}`)
    } catch (error) {
      console.error(`job queue: the run failed (${error instanceof Error ? error.message : String(error)})`)
    } finally {
      running = false
    }
  }
  const timer = setInterval(tick, everyMs)
  timer.unref()
  return { stop: () => clearInterval(timer), tick }
}
