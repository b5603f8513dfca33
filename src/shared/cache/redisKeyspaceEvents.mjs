/**
 * Next's cache shared by every instance (with REDIS_URL) lives in Redis through
 * @trieb.work/nextjs-turbo-redis-cache (./nextCacheHandler.mjs). The handler keeps its tag map in step
 * across instances through Redis's keyspace notifications for expired and evicted keys; without them
 * (`notify-keyspace-events` lacking E, x and e) its start fails and caching stops without a word. So as
 * the server starts (src/instrumentation-node.ts), before it answers: check the setting, turn it on where
 * the server allows it (`CONFIG SET`), and otherwise refuse to start, naming the setting.
 */
import { createClient } from 'redis'

const has = (flags, wanted) => [...wanted].every((flag) => flags.includes(flag)) || (flags.includes('A') && flags.includes('E'))

/** Resolves when keyspace events are on (turning them on if needed); throws an Error to print otherwise. */
export async function ensureKeyspaceEvents(redisUrl) {
  const client = createClient({ url: redisUrl, socket: { connectTimeout: 3000, reconnectStrategy: false } })
  client.on('error', () => {})
  try {
    await client.connect()
    let flags = ''
    try {
      flags = (await client.configGet('notify-keyspace-events'))['notify-keyspace-events'] ?? ''
    } catch {
      // Managed Redis often refuses CONFIG: trust its parameter group, and say what it must hold.
      console.warn("shared cache: could not read Redis's notify-keyspace-events (CONFIG refused): it must include E, x and e ('Exe') for the shared page cache")
      return
    }
    if (has(flags, 'Exe')) return
    const wanted = flags + [...'Exe'].filter((flag) => !flags.includes(flag)).join('')
    try {
      await client.configSet('notify-keyspace-events', wanted)
      console.log(`shared cache: set Redis's notify-keyspace-events to '${wanted}' (it was '${flags}')`)
    } catch {
      throw new Error(
        `Redis's notify-keyspace-events is '${flags}' and could not be changed: set it to include 'Exe' (redis-cli config set notify-keyspace-events Exe, or the provider's parameter group); the shared page cache needs it`,
      )
    }
  } finally {
    await client.quit().catch(() => {})
  }
}
