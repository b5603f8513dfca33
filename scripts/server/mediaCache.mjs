/**
 * Uploaded images answered from memory. Payload serves each file at /cms-api/media/file/<name> after its
 * own request set-up and a database lookup, several times the cost of writing the bytes, and more when a
 * page's images arrive together with its scripts, all queueing on one thread: that is what a first visit
 * waits on for the page's largest image (Lighthouse's LCP of the pages with a hero image follows it).
 *
 * A file's whole 200 answer is kept (up to 2 MB a file, 32 MB in all, the least recently used going
 * first), and later requests for it are answered here without reaching Payload, until the next content
 * change: the CMS hooks count every change in the process (src/shared/contentChanges.ts, on globalThis,
 * where this server and Next share it; other instances' changes arrive there through Redis), and a count
 * that moved empties the cache, so a replaced or deleted file is seen at once here and within moments on
 * the other instances. A minute is the longest a file is kept without a change (a backstop for changes
 * the count cannot see), far within the day the answer's own Cache-Control lets browsers and CDNs keep it.
 * Only requests a visitor could share are kept and answered: no query, no Range, no cookie, no
 * Authorization (media are public, and an editor's requests always reach Payload, whatever its access
 * rules become).
 */
import { contentChangeCount } from '../../src/shared/serverContract.mjs'

export const MEDIA_FILE_PREFIX = '/cms-api/media/file/'
// Payload's headers worth repeating; the server's own (security, compression, Vary) are set per response.
const KEPT_HEADERS = [
  'content-type',
  'cache-control',
  'last-modified',
  'etag',
  'content-disposition',
  'access-control-allow-headers',
  'access-control-allow-methods',
]

export function createMediaCache({
  ttlMs = 60_000,
  maxBytes = 32 * 1024 * 1024,
  maxFileBytes = 2 * 1024 * 1024,
  now = () => Date.now(),
  changeCount = contentChangeCount,
} = {}) {
  /** url -> { headers, body, expires }, in order of last use (a Map keeps insertion order). */
  const entries = new Map()
  let totalBytes = 0
  let generation = changeCount()

  /** Empties the cache when content changed since its files were kept. */
  function checkGeneration() {
    const current = changeCount()
    if (current === generation) return
    generation = current
    entries.clear()
    totalBytes = 0
  }

  const shareable = (req) =>
    (req.method === 'GET' || req.method === 'HEAD') &&
    typeof req.url === 'string' &&
    req.url.startsWith(MEDIA_FILE_PREFIX) &&
    !req.url.includes('?') &&
    !req.headers.range &&
    !req.headers.cookie &&
    !req.headers.authorization

  function forget(url) {
    const entry = entries.get(url)
    if (!entry) return
    entries.delete(url)
    totalBytes -= entry.body.length
  }

  function keep(url, headers, body) {
    forget(url)
    entries.set(url, { headers, body, expires: now() + ttlMs })
    totalBytes += body.length
    for (const [oldest] of entries) {
      if (totalBytes <= maxBytes) break
      forget(oldest)
    }
  }

  /** Answers the request from memory when it holds a fresh copy: true when it did. */
  function serve(req, res) {
    if (!shareable(req)) return false
    checkGeneration()
    const entry = entries.get(req.url)
    if (!entry) return false
    if (entry.expires <= now()) {
      forget(req.url)
      return false
    }
    entries.delete(req.url) // most recently used last
    entries.set(req.url, entry)
    res.statusCode = 200
    for (const [name, value] of entry.headers) res.setHeader(name, value)
    res.end(req.method === 'HEAD' ? undefined : entry.body)
    return true
  }

  /** Keeps this request's answer when it is a whole 200 of a shareable file (call before it is handled). */
  function record(req, res) {
    if (req.method !== 'GET' || !shareable(req)) return
    // An answer begun before a content change may hold the old file: it is not kept.
    const startedAt = changeCount()
    const chunks = []
    let size = 0
    let tooLarge = false
    const collect = (chunk, encoding) => {
      if (tooLarge || chunk === undefined || chunk === null || typeof chunk === 'function') return
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
      size += bytes.length
      if (size > maxFileBytes) tooLarge = true
      else chunks.push(bytes)
    }
    const write = res.write.bind(res)
    const end = res.end.bind(res)
    res.write = (chunk, encoding, callback) => {
      collect(chunk, encoding)
      return write(chunk, encoding, callback)
    }
    res.end = (chunk, encoding, callback) => {
      collect(chunk, encoding)
      checkGeneration()
      if (!tooLarge && res.statusCode === 200 && !res.getHeader('set-cookie') && startedAt === generation) {
        const headers = KEPT_HEADERS.flatMap((name) => (res.getHeader(name) === undefined ? [] : [[name, res.getHeader(name)]]))
        keep(req.url, headers, Buffer.concat(chunks))
      }
      return end(chunk, encoding, callback)
    }
  }

  return { serve, record, stats: () => ({ files: entries.size, bytes: totalBytes }) }
}
