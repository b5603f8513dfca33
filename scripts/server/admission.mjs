/**
 * Fair service under a crowd: at most `maxActive` requests inside Next's handler, the others in arrival
 * order, and a 503 with Retry-After at once when the wait would pass `maxWaitMs` (docs/ARCHITECTURE.md,
 * "The HTTP server"). Served all at once, two hundred requests would each progress a little at a time and
 * the unluckiest wait tens of seconds; in order, each waits its work plus its bounded place in the queue.
 * The back office, the CMS API, the build's files and the site's own requests are never queued.
 */

const SERVER_ERROR = 'Please try submitting the form again' // src/shared/forms/formState.ts
const BUSY_PAGE = 'The site is very busy right now. Please try again in a few seconds.'
const NOT_QUEUED = /^\/(?:admin|cms-api|_next)(?:\/|$)/
// Shed first: a Core Web Vitals beacon is worth nothing to the visitor, so it never waits in the queue.
const SHED_FIRST = /^\/api\/vitals$/
const SMOOTHING = 0.2

/** What a visitor, a form, a reviews client or an API client reads when the site is too busy: [type, body]. */
function busyAnswer(req, pathname) {
  if (pathname.startsWith('/api/reviews/')) {
    // The reviews provider's error envelope, as the service's own errors (src/features/reviews/api/envelope.ts).
    const envelope = { Limit: null, Offset: null, TotalResults: null, Locale: 'en_AU', Results: [], Includes: {}, HasErrors: true }
    return ['application/json', JSON.stringify({ ...envelope, Errors: [{ Code: 'ERROR_REQUEST_LIMIT_REACHED', Message: SERVER_ERROR }] })]
  }
  if (pathname.startsWith('/api/')) return ['application/json', JSON.stringify({ status: 'error', message: SERVER_ERROR })]
  const message = req.method === 'GET' || req.method === 'HEAD' ? BUSY_PAGE : SERVER_ERROR
  const head = `<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${message}</title>`
  const main = `<main><h1>${message}</h1><p><a href="${pathname.replace(/[^\w/.-]/g, '')}">Try again</a></p></main>`
  return ['text/html', `<!doctype html><html lang="en-AU"><head>${head}</head><body>${main}</body></html>`]
}

function writeBusy(req, res, retryAfterSeconds) {
  const [type, body] = busyAnswer(req, (req.url ?? '/').split('?')[0])
  res.writeHead(503, { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store', 'Content-Type': `${type}; charset=utf-8` })
  res.end(body)
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
    // A response emits 'close' once, whether it finished or the visitor left.
    entry.res.once('close', () => {
      active -= 1
      schedule()
    })
    entry.run()
  }

  // At most `perTurn` starts per turn of the event loop: SQLite's driver answers synchronously, so a turn
  // that started many would last their sum without accepting connections or firing the deadlines; one per
  // turn would cap the starts at the loop's turns a second.
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
      // Real-user measurements go first when every slot is taken (not whenever something waits: then
      // beacons would be refused under any load, and measured only in the quiet hours).
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
