/**
 * The build's scripts and stylesheets (/_next/static/…) answered compressed from memory. Their names carry
 * their content's hash, so a file never changes while this build runs, yet every request compressed it
 * again: every page load spent the server's CPU compressing the same few hundred KB of scripts, on the
 * main thread, competing with the pages being rendered (and, on a small machine, with the browser loading
 * them). Now each file is read and compressed once, off the main thread (libuv's pool), at the best ratio
 * (brotli 11, too slow to run per request; gzip 9 for the browsers without brotli), while its first
 * requests are answered as before (by Next, compressed on the fly); later ones are written from memory.
 *
 * Only what a shared cache may answer is answered here: GET and HEAD without Range, for a browser that
 * takes brotli or gzip; anything else (and any file not yet compressed, not a text type, missing or over
 * the limits) goes to Next as before. Up to 64 MB in all (well above a build's own files), the least
 * recently used going first.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

export const STATIC_PREFIX = '/_next/static/'
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
// What compresses: Next's own scripts, stylesheets and manifests (fonts and images arrive compressed).
const TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=UTF-8',
}
// A file's path below /_next/static/: no dot-segments, no encoded characters, no query.
const SAFE_PATH = /^(?:[\w-]+\/)*[\w-][\w.-]*$/
const IMMUTABLE = 'public, max-age=31536000, immutable'

/** The encoding to answer with: brotli when the browser takes it, else gzip, else none (q=0 refuses). */
export function chooseEncoding(acceptEncoding) {
  const accepted = new Set(
    String(acceptEncoding ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param)))
      .map(([name]) => name.trim()),
  )
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip'
  return null
}

/** @param {{ staticDir: string, maxBytes?: number, maxFileBytes?: number }} options */
export function createStaticAssets({ staticDir, maxBytes = 64 * 1024 * 1024, maxFileBytes = 8 * 1024 * 1024 }) {
  /** relative path -> { type, etag, br, gzip }, in order of last use. */
  const entries = new Map()
  /** relative path -> the promise of its reading and compressing, while it runs. */
  const pending = new Map()
  let totalBytes = 0
  const root = path.resolve(staticDir)

  function forget(file) {
    const entry = entries.get(file)
    if (!entry) return
    entries.delete(file)
    totalBytes -= entry.br.length + entry.gzip.length
  }

  async function make(file) {
    const type = TYPES[path.extname(file)]
    const full = path.resolve(root, file)
    if (!type || !full.startsWith(root + path.sep)) return
    let raw
    try {
      const stat = await fs.stat(full)
      if (!stat.isFile() || stat.size > maxFileBytes) return
      raw = await fs.readFile(full)
    } catch {
      return // not in this build: Next answers 404
    }
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length }
    const [br, gz] = await Promise.all([brotli(raw, { params }), gzip(raw, { level: 9 })])
    const etag = `"${createHash('sha256').update(raw).digest('base64url').slice(0, 22)}"`
    forget(file)
    entries.set(file, { type, etag, br, gzip: gz })
    totalBytes += br.length + gz.length
    for (const [oldest] of entries) {
      if (totalBytes <= maxBytes) break
      forget(oldest)
    }
  }

  /** Starts reading and compressing a file (once); the promise settles when it is kept (or refused). */
  function prepare(file) {
    if (entries.has(file)) return Promise.resolve()
    let job = pending.get(file)
    if (!job) {
      job = make(file)
        .catch((error) => console.error(`static file ${file} not kept: ${error?.message ?? error}`))
        .finally(() => pending.delete(file))
      pending.set(file, job)
    }
    return job
  }

  /**
   * Answers a request for one of the build's static files from memory: true when it did. A file not kept
   * yet is read and compressed in the background for the next request, and this one is left to Next.
   */
  function serve(req, res) {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || typeof req.url !== 'string' || !req.url.startsWith(STATIC_PREFIX)) return false
    const file = req.url.slice(STATIC_PREFIX.length)
    if (!SAFE_PATH.test(file) || req.headers.range) return false
    const encoding = chooseEncoding(req.headers['accept-encoding'])
    if (!encoding) return false
    const entry = entries.get(file)
    if (!entry) {
      void prepare(file)
      return false
    }
    entries.delete(file) // most recently used last
    entries.set(file, entry)
    res.setHeader('Vary', 'Accept-Encoding')
    res.setHeader('Cache-Control', IMMUTABLE)
    res.setHeader('ETag', entry.etag)
    if (req.headers['if-none-match'] === entry.etag) {
      res.statusCode = 304
      res.end()
      return true
    }
    const body = entry[encoding === 'br' ? 'br' : 'gzip']
    res.statusCode = 200
    res.setHeader('Content-Type', entry.type)
    res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', body.length)
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }

  return { serve, prepare, size: () => ({ files: entries.size, bytes: totalBytes }) }
}
