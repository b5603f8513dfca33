/**
 * Fair service under a crowd (scripts/server.mjs): the requests that reach Next's handler are served at
 * most `maxActive` at a time, the others wait in arrival order, and a request that would wait longer than
 * `maxWaitMs` is told at once that the site is busy (503 with Retry-After) instead of being held.
 *
 * Why: the process has one thread and two cores to share with the database. Two hundred requests inside
 * Next at once all progress a little at a time (each await lets another in), so every answer slows, the
 * unluckiest by tens of seconds, while memory and garbage collection grow with the crowd. Served a few at
 * a time in order of arrival, each answer takes what its own work takes plus its place in the queue, which
 * is bounded; past the bound the visitor hears so at once (the form says 'Please try submitting the form
 * again', an API client gets its error envelope) and nothing half-done is stored.
 *
 * The wait is estimated as the queue's length times the recent time per request (an exponentially
 * weighted mean), divided by `maxActive`; a request still queued when the bound has passed (the estimate
 * was low: a slower spell) is answered 503 then. The back office, the CMS API and the build's files are
 * not queued, so editors and operators keep working through a crowd; nor are the site's own requests to
 * itself (`isInternal`).
 */

const SERVER_ERROR = 'Please try submitting the form again' // src/shared/forms/formState.ts
const BUSY_PAGE = 'The site is very busy right now. Please try again in a few seconds.'
const NOT_QUEUED = /^\/(?:admin|cms-api|_next)(?:\/|$)/
// Shed first: a Core Web Vitals beacon is worth nothing to the visitor, so it never waits in the queue.
const SHED_FIRST = /^\/api\/vitals$/
const SMOOTHING = 0.2

/** What a visitor, a form, a reviews client or an API client reads when the site is too busy. */
export function writeBusy(req, res, retryAfterSeconds) {
  const pathname = (req.url ?? '/').split('?')[0]
  res.statusCode = 503
  res.setHeader('Retry-After', String(retryAfterSeconds))
  res.setHeader('Cache-Control', 'no-store')
  if (pathname.startsWith('/api/reviews/')) {
    // The reviews provider's error envelope (Conversations API), as the service's own errors
    // (src/features/reviews/api/envelope.ts `failure`).
    res.setHeader('Content-Type', 'application/json; charset=utf-8')
    res.end(
      JSON.stringify({
        Limit: null,
        Offset: null,
        TotalResults: null,
        Locale: 'en_AU',
        Results: [],
        Includes: {},
        HasErrors: true,
        Errors: [{ Code: 'ERROR_REQUEST_LIMIT_REACHED', Message: SERVER_ERROR }],
      }),
    )
  } else if (pathname.startsWith('/api/')) {
    res.setHeader('Content-Type', 'application/json; charset=utf-8')
    res.end(JSON.stringify({ status: 'error', message: SERVER_ERROR }))
  } else {
    const message = req.method === 'GET' || req.method === 'HEAD' ? BUSY_PAGE : SERVER_ERROR
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.end(
      `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${message}</title></head><body><main><h1>${message}</h1><p><a href="${pathname.replace(/[^\w/.-]/g, '')}">Try again</a></p></main></body></html>`,
    )
  }
}

/**
 * @param {{ maxActive: number, maxWaitMs: number, isInternal?: (req) => boolean, now?: () => number }} options
 *   `isInternal`: the site's own requests (its list of addresses, another instance's revalidation), which
 *   must never be refused
 * @returns {{ admit(req, res, run: () => void): void, stats(): { active: number, queued: number, busy: number, serviceMs: number } }}
 */
export function createAdmission({ maxActive, maxWaitMs, isInternal = () => false, now = Date.now }) {
  let active = 0
  let busy = 0
  let waiting = 0
  let serviceMs = 100 // a first guess, replaced by measurement after a few requests
  const queue = [] // { req, res, run, timer, done }: entries answered busy at their deadline stay until skipped
  const retryAfter = () => Math.max(1, Math.ceil(maxWaitMs / 1000))

  const refuse = (req, res) => {
    busy += 1
    writeBusy(req, res, retryAfter())
  }

  const start = (req, res, run) => {
    active += 1
    const started = now()
    let done = false
    const finish = () => {
      if (done) return
      done = true
      active -= 1
      serviceMs += SMOOTHING * (now() - started - serviceMs)
      next()
    }
    res.once('finish', finish)
    res.once('close', finish)
    // Started at the loop's next turn, not inside the callback that read it: the database driver answers
    // synchronously, so a request's whole work is one unbroken chain of microtasks and would finish before
    // the next socket's callback. Run there, each request of a crowd's burst ran to its end in turn inside
    // one poll of the event loop, never counted as active at once, while the queue's deadline timers and
    // new connections waited for the whole burst (so no 503 came in time; bench:load's writes showed it).
    // Started here, at most `maxActive` run per turn and the loop polls in between.
    setImmediate(run)
  }

  function next() {
    while (active < maxActive && queue.length) {
      const entry = queue.shift()
      if (entry.done) continue // answered busy at its deadline
      entry.done = true
      waiting -= 1
      clearTimeout(entry.timer)
      if (entry.res.destroyed || entry.res.writableEnded) continue // the visitor left while waiting
      start(entry.req, entry.res, entry.run)
    }
  }

  return {
    admit(req, res, run) {
      const pathname = (req.url ?? '/').split('?')[0]
      if (NOT_QUEUED.test(pathname) || isInternal(req)) return run()
      if (active < maxActive && waiting === 0) return start(req, res, run)
      if (SHED_FIRST.test(pathname)) return refuse(req, res)
      if (((waiting + 1) * serviceMs) / maxActive > maxWaitMs) return refuse(req, res)
      const entry = { req, res, run, done: false }
      // A request whose turn has not come by its deadline hears so then, whatever the estimate said.
      entry.timer = setTimeout(() => {
        if (entry.done) return
        entry.done = true
        waiting -= 1
        refuse(req, res)
      }, maxWaitMs)
      entry.timer.unref?.()
      waiting += 1
      queue.push(entry)
    },
    stats: () => ({ active, queued: waiting, busy, serviceMs }),
  }
}
