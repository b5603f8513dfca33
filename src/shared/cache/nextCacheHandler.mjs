// Next's cache handler when REDIS_URL is set (next.config.ts names this file), so a page one instance
// rendered is served by all and a revalidated tag is gone for all; Redis must send keyspace events
// (./redisKeyspaceEvents.mjs, checked as the server starts).
// Keys start with the build's id, so a new release never reads pages an older one rendered; database 0 of
// REDIS_URL's server (the library's default, 1, does not exist on clustered or some managed servers).
//
// In front of Redis, each process keeps what it read for a few seconds: the library parses the whole
// entry (a page's HTML and RSC payload) on every read, which made that parse most of the work of serving a
// cached page (npm run bench:load through the balancer shows the difference). A revalidation in this process (an editor's change
// here, or one announced by another instance: src/cms/crossInstance.ts) empties it at once; one missed
// lasts MEMO_MS at most.
import TurboRedisCache from '@trieb.work/nextjs-turbo-redis-cache'

const MEMO_MS = 5000
const MEMO_ENTRIES = 500
// Next makes a handler per request: the memo belongs to the process.
const memo = new Map()

export default class SharedCache extends TurboRedisCache {
  constructor(options) {
    super({ ...options, redisUrl: process.env.REDIS_URL, database: 0 })
  }

  async get(key, ctx) {
    const kept = memo.get(key)
    if (kept && Date.now() - kept.at < MEMO_MS) return kept.entry
    const entry = await super.get(key, ctx)
    if (entry) {
      memo.delete(key)
      memo.set(key, { at: Date.now(), entry })
      if (memo.size > MEMO_ENTRIES) memo.delete(memo.keys().next().value)
    }
    return entry
  }

  async set(key, data, ctx) {
    memo.delete(key)
    return super.set(key, data, ctx)
  }

  async revalidateTag(...args) {
    memo.clear()
    return super.revalidateTag(...args)
  }
}
