import { startJobQueueClock } from './cms/jobs/clock'
import { payloadSecret } from './cms/secret'
import { INTERNAL_ORIGIN_ENV, serverContractProblem } from './shared/serverContract.mjs'

/** The Node.js server's start (./instrumentation.ts): refuses to serve without the site's own server, then starts the job queue's clock. */
export function startServerSide(): void {
  const problem = serverContractProblem(process.env)
  if (problem) {
    console.error(`✖ ${problem}`)
    process.exit(1)
  }
  const origin = process.env[INTERNAL_ORIGIN_ENV]
  // Under `next dev` there is no site server and no clock: jobs run when asked for (POST /api/jobs/run).
  if (origin) startJobQueueClock({ origin, secret: payloadSecret })
}
