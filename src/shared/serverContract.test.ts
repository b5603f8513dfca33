import { describe, expect, it } from 'vitest'

import { INTERNAL_ORIGIN_ENV, NONCE_PLACEHOLDER_ENV, SERVER_KEY_ENV, serverContractProblem } from './serverContract.mjs'

const server = { [SERVER_KEY_ENV]: 'key', [NONCE_PLACEHOLDER_ENV]: 'placeholder', [INTERNAL_ORIGIN_ENV]: 'http://127.0.0.1:3000' }

describe('the server contract, checked when a Next.js server starts (src/instrumentation.ts)', () => {
  it('refuses a production server without what scripts/server.mjs sets, naming the command and what is missing', () => {
    const problem = serverContractProblem({ NODE_ENV: 'production' })
    expect(problem).toMatch(/^This app must be served by `npm start` \(scripts\/server\.mjs\): /)
    expect(problem).toContain(`${SERVER_KEY_ENV}, ${NONCE_PLACEHOLDER_ENV}, ${INTERNAL_ORIGIN_ENV} not set`)
    expect(serverContractProblem({ NODE_ENV: 'production', ...server, [NONCE_PLACEHOLDER_ENV]: ' ' })).toContain(`(${NONCE_PLACEHOLDER_ENV} not set)`)
  })

  it("lets the site's own server start, and never stands in the way of a build or development", () => {
    expect(serverContractProblem({ NODE_ENV: 'production', ...server })).toBeUndefined()
    expect(serverContractProblem({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).toBeUndefined()
    expect(serverContractProblem({ NODE_ENV: 'development' })).toBeUndefined()
  })
})
