import { randomUUID } from 'node:crypto'

import type Redis from 'ioredis'

import { redisClient } from '../shared/redis'

const RUNNER_KEY = 'ashford:jobs-runner'
const REFRESH = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end"

/**
 * Whether this instance runs the job queue's cron (Payload's `shouldAutoRun`, every 5 s). Several instances
 * (REDIS_URL): only the one holding a lease in Redis, renewed at each run; another takes over once it
 * lapses (the holder stopped). Run by every instance, the same job was taken by two, and Payload left the
 * loser's transaction open and aborted (its log row named a job the winner had deleted) until the database
 * pool ran dry under a crowd's emails. One instance, or Redis away: this one runs it (twice rather than never).
 */
export function jobQueueLease({
  redis = redisClient,
  instance = randomUUID(),
  leaseMs = 15_000,
}: { redis?: () => Redis | undefined; instance?: string; leaseMs?: number } = {}) {
  return async function runsTheJobQueue(): Promise<boolean> {
    const client = redis()
    if (!client) return true
    try {
      if ((await client.set(RUNNER_KEY, instance, 'PX', leaseMs, 'NX')) === 'OK') return true
      return Number(await client.eval(REFRESH, 1, RUNNER_KEY, instance, String(leaseMs))) === 1
    } catch {
      return true
    }
  }
}

export const runsTheJobQueue = jobQueueLease()
