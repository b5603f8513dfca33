import { randomUUID } from 'node:crypto'

import { newRedisConnection, redisClient } from './redis'
import { CONTENT_CHANGES_KEY, contentChangeCount } from './serverContract.mjs'

/**
 * A process-wide count of content changes (publish, unpublish, delete), bumped by the CMS hooks and read
 * by caches built from content (the built-in search index, the server's list of addresses) to tell that
 * they are out of date. Kept on globalThis: Next bundles route handlers and the Payload admin separately,
 * so a module-level variable would exist once per bundle and the admin's changes would never reach the
 * site's routes.
 *
 * With REDIS_URL, several instances hear each other's changes: each change is published on a Redis
 * channel with the cache tags it revalidated, and every other instance's server bumps its own count and
 * hands the tags to its follower (which revalidates them in its own page cache), and bumps once more after
 * a lost connection, when it may have missed one. Only a Next.js server takes part: a script (setup, seed)
 * must be free to exit. The server reads the count too (its list of addresses): its key
 * is the server contract's (shared/serverContract.mjs).
 */
const state = Symbol.for('ashford.contentChanges.instance')
const CHANNEL = 'ashford:content-changes'

type Store = typeof globalThis & { [CONTENT_CHANGES_KEY]?: number; [state]?: { id: string; following: boolean } }

const instance = () => ((globalThis as Store)[state] ??= { id: randomUUID(), following: false })
const inNextServer = () => process.env.NEXT_RUNTIME === 'nodejs'

function bump(): void {
  const store = globalThis as Store
  store[CONTENT_CHANGES_KEY] = (store[CONTENT_CHANGES_KEY] ?? 0) + 1
}

/** A message on the channel: who changed what. */
interface ChangeMessage {
  from: string
  tags: string[]
}

/** Notes a change in this process and, with REDIS_URL, tells the other instances (with its cache tags). */
export function noteContentChange(tags: string[] = []): void {
  bump()
  if (!inNextServer()) return
  const message: ChangeMessage = { from: instance().id, tags }
  redisClient()
    ?.publish(CHANNEL, JSON.stringify(message))
    .catch(() => {}) // the others catch up within their caches' age
}

function parseMessage(text: string): ChangeMessage | undefined {
  try {
    const value = JSON.parse(text) as Partial<ChangeMessage>
    if (typeof value.from !== 'string' || !Array.isArray(value.tags)) return undefined
    return { from: value.from, tags: value.tags.filter((tag): tag is string => typeof tag === 'string') }
  } catch {
    return undefined
  }
}

export { contentChangeCount }

/**
 * Starts hearing the other instances' changes (once per process; nothing without REDIS_URL). Returns a
 * function that stops (for tests: a server follows for its whole life).
 */
export function followContentChanges({ force = false, onTags }: { force?: boolean; onTags?: (tags: string[]) => void } = {}):
  (() => Promise<void>) | undefined {
  const self = instance()
  if (self.following || !(inNextServer() || force)) return undefined
  const subscriber = newRedisConnection('subscriber')
  if (!subscriber) return undefined
  self.following = true
  redisClient() // connected now, so the first change this instance publishes is not the one that waits
  let connectedBefore = false
  subscriber.on('ready', () => {
    if (connectedBefore) bump() // a change may have been missed while disconnected
    connectedBefore = true
  })
  subscriber.on('message', (_channel: string, text: string) => {
    const message = parseMessage(text)
    if (!message || message.from === self.id) return
    bump()
    if (message.tags.length) onTags?.(message.tags)
  })
  subscriber.subscribe(CHANNEL).catch((error: Error) => console.error(`redis (subscriber): ${error.message}`))
  return async () => {
    self.following = false
    await subscriber.quit()
  }
}
