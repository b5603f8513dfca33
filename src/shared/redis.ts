import Redis from 'ioredis'

import { settings } from './settings'

/**
 * The process's Redis connections when REDIS_URL is set (several instances share what one would keep to
 * itself), else undefined and everything stays in memory. On globalThis: Next bundles route handlers and
 * the Payload admin separately, and they must share one connection. A command waits for the connection
 * while it is being made (the first one of a process, a reconnect) but fails after one retry while Redis is
 * unreachable, so callers fall back instead of waiting long.
 */
const key = Symbol.for('ashford.redis')

type Store = typeof globalThis & { [key]?: { commands: Redis; url: string } }

export function redisClient(): Redis | undefined {
  const url = settings().REDIS_URL
  if (!url) return undefined
  const store = globalThis as Store
  if (store[key]?.url !== url) store[key] = { commands: connect(url, 'commands'), url }
  return store[key].commands
}

/** A connection of its own (a subscriber cannot send other commands). */
export function newRedisConnection(purpose: string): Redis | undefined {
  const url = settings().REDIS_URL
  return url ? connect(url, purpose) : undefined
}

function connect(url: string, purpose: string): Redis {
  const client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, connectionName: `ashford-${purpose}` })
  let reported = false
  // The URL may hold a password: name the purpose, never the URL.
  client.on('error', (error: Error) => {
    if (reported) return
    reported = true
    console.error(`redis (${purpose}): ${error.message}`)
  })
  client.on('ready', () => {
    reported = false
  })
  return client
}
