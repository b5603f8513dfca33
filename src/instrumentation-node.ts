import { serverContractProblem } from './shared/serverContract.mjs'

/** The Node.js server's start-up check (./instrumentation.ts): refuses to serve without the site's own server. */
export function refuseWithoutServerContract(): void {
  const problem = serverContractProblem(process.env)
  if (!problem) return
  console.error(`✖ ${problem}`)
  process.exit(1)
}
