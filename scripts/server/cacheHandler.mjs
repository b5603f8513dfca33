// Next's cache handler when REDIS_URL is set (next.config.ts; why and how: scripts/server/sharedCache.mjs).
// Keys start with the build's id, so a new release never reads pages an older one rendered; database 0 of
// REDIS_URL's server (the library's default, 1, does not exist on clustered or some managed servers).
import TurboRedisCache from '@trieb.work/nextjs-turbo-redis-cache'

export default class SharedCache extends TurboRedisCache {
  constructor(options) {
    super({ ...options, redisUrl: process.env.REDIS_URL, database: 0 })
  }
}
