import { startJobQueueClock } from './cms/jobs/clock'
import { payloadSecret } from './cms/secret'
import { ensureKeyspaceEvents } from './shared/cache/redisKeyspaceEvents.mjs'
import { INTERNAL_ORIGIN_ENV, serverContractProblem } from './shared/serverContract.mjs'
import { settings } from './shared/settings'

/**
 * The Node.js server's start (./instrumentation.ts): refuses to serve without the site's own server, or
 * with a shared page cache whose Redis cannot keep it in step, then starts the job queue's clock.
 */
export async function startServerSide(): Promise<void> {
  const problem = serverContractProblem(process.env)
  if (problem) {
    console.error(`✖ ${problem}`)
    process.exit(1)
  }
  const redisUrl = settings().REDIS_URL
  if (redisUrl) {
    try {
      await ensureKeyspaceEvents(redisUrl)
    } catch (error) {
      console.error(`✖ ${(error as Error).message}`)
      process.exit(1)
    }
  }
  const origin = process.env[INTERNAL_ORIGIN_ENV]
  // Under `next dev` there is no site server and no clock: jobs run when asked for (POST /api/jobs/run).
  if (origin) startJobQueueClock({ origin, secret: payloadSecret })
}
