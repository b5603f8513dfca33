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
 * Requests are started from the queue at most `perTurn` per turn of the event loop (below, `turn`), so
 * the loop accepts new connections and fires timers between starts. The wait is estimated as the queue's
 * length times the recent time between two starts while requests wait (an exponentially weighted mean:
 * it follows whichever limit holds, free slots or the loop's turns); a request still queued when the
 * bound has passed (the estimate was low: a slower spell) is answered 503 then. The back office, the CMS API and the build's files are
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
 * @param {{ maxActive: number, maxWaitMs: number, perTurn?: number, isInternal?: (req) => boolean, now?: () => number }} options
 *   `perTurn`: the most requests started in one turn of the event loop
 *   `isInternal`: the site's own requests (its list of addresses, another instance's revalidation), which
 *   must never be refused
 * @returns {{ admit(req, res, run: () => void): void, stats(): { active: number, queued: number, busy: number, startMs: number } }}
 */
export function createAdmission({ maxActive, maxWaitMs, perTurn = 1, isInternal = () => false, now = () => performance.now() }) {
  let active = 0
  let busy = 0
  let waiting = 0
  let startMs = 10 // the time between two starts while requests wait: a first guess, replaced by measurement
  let lastStartAt = -Infinity
  let turnScheduled = false
  const queue = [] // { req, res, run, queuedAt, timer, done }: entries answered busy at their deadline stay until skipped
  const retryAfter = () => Math.max(1, Math.ceil(maxWaitMs / 1000))

  const refuse = (req, res) => {
    busy += 1
    writeBusy(req, res, retryAfter())
  }

  const start = (entry) => {
    active += 1
    const startedAt = now()
    // Waiting since before the previous start, it measures how fast the queue moves (slots, or turns).
    if (entry.queuedAt <= lastStartAt) startMs += SMOOTHING * (startedAt - lastStartAt - startMs)
    lastStartAt = startedAt
    let done = false
    const finish = () => {
      if (done) return
      done = true
      active -= 1
      schedule()
    }
    entry.res.once('finish', finish)
    entry.res.once('close', finish)
    entry.run()
  }

  // Starts at most `perTurn` waiting requests in this turn of the event loop, and asks for the next turn
  // while more wait. The database driver answers synchronously, so a request's work is much of one
  // unbroken chain: started many in one turn, the turn lasts their sum, and the loop neither fires the
  // queue's deadlines nor accepts new connections meanwhile (a new visitor then waits in the kernel's
  // accept queue, unseen by this queue, while kept-alive readers are served). Paced, the loop polls
  // between a few starts, so a new connection joins the queue in its arrival order; the server accepts
  // more connections per turn than it starts (scripts/server/listen.mjs). One start per turn would cap the
  // rate at the loop's turns a second, which a slow machine's long turns make a few dozen.
  function turn() {
    turnScheduled = false
    let started = 0
    while (started < perTurn && active < maxActive && queue.length) {
      const entry = queue.shift()
      if (entry.done) continue // answered busy at its deadline
      entry.done = true
      waiting -= 1
      clearTimeout(entry.timer)
      if (entry.res.destroyed || entry.res.writableEnded) continue // the visitor left while waiting
      start(entry)
      started += 1
    }
    schedule()
  }

  function schedule() {
    if (turnScheduled || active >= maxActive || waiting === 0) return
    turnScheduled = true
    setImmediate(turn)
  }

  return {
    admit(req, res, run) {
      const pathname = (req.url ?? '/').split('?')[0]
      if (NOT_QUEUED.test(pathname) || isInternal(req)) return run()
      // Real-user measurements are the first to go when every slot is taken: nothing a visitor waits for.
      // (Not whenever something is queued: every request waits its one turn there, and beacons would be
      // refused under any load at all, leaving the measurements to the quiet hours.)
      if (SHED_FIRST.test(pathname) && active >= maxActive) return refuse(req, res)
      if ((waiting + 1) * startMs > maxWaitMs) return refuse(req, res)
      const entry = { req, res, run, queuedAt: now(), done: false }
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
      schedule()
    },
    stats: () => ({ active, queued: waiting, busy, startMs }),
  }
}
