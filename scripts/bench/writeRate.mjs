/**
 * bench:load's write mode (`BENCH_MODE=writes`): how many submissions a second the site accepts, next to
 * what a near-empty route handler (`GET /api/site-paths`) answers in the same run with the same clients.
 *
 * Phase one: every client on the near-empty handler. Phase two: the same clients for the same time only
 * submit, in turn a newsletter sign-up, a review and a helpful vote, each from an address and device of its
 * own (a campaign crowd: many people, one submission each, so no per-address limit is hit). The target is
 * 150 accepted submissions a second and at least 0.6 of the reference's rate.
 */

import { percentile, visitorAddress } from './stats.mjs'
import { reviewBody, voteBody } from './submissions.mjs'

const PRODUCTS = ['fusion5', 'mach3', 'proglide', 'proshield']
const REFERENCE_PATH = '/api/site-paths'

/**
 * @param {{ request: Function, http: typeof import('node:http'), clients: number, seconds: number, run: string, reviewIds: string[] }} options
 *   `request(method, path, { headers, body, agent })` resolves `{ status, ms, text, error }` (status 0: no answer)
 */
export async function writeRate({ request, http, clients, seconds, run, reviewIds }) {
  const accepted = { newsletter: [], review: [] }
  const unanswered = { newsletter: new Set(), review: new Set() }
  const writes = { kinds: {}, times: [], busy: 0, errors: 0, dropped: 0, refused: {} }

  async function submit(client, step, send) {
    const number = step * clients + client
    const headers = { 'x-forwarded-for': `10.${(number >> 16) & 255}.${(number >> 8) & 255}.${number & 255}` }
    const kind = ['newsletter', 'review', 'vote'][number % 3]
    let response
    let key
    if (kind === 'newsletter') {
      key = `${run}-w${number}@example.com`
      response = await send('POST', '/api/forms/newsletter', {
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Crowd', email: key, consent: 'on' }),
      })
    } else if (kind === 'review') {
      key = `${run}w${number}`.replace(/[^A-Za-z0-9]/g, '').slice(0, 20)
      const body = reviewBody({
        nickname: key,
        product: PRODUCTS[number % PRODUCTS.length],
        fp: `${run}-w${number}`,
        title: 'Crowd review',
        text: 'A review written by the write benchmark, one per visitor of the crowd.',
      })
      response = await send('POST', '/api/reviews/data/submitreview.json?apiversion=5.4', {
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body,
      })
    } else {
      const body = voteBody({ id: reviewIds[number % reviewIds.length], fp: `${run}-w${number}` })
      response = await send('POST', '/api/reviews/data/submitfeedback.json?apiversion=5.4', {
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body,
      })
    }
    const entry = (writes.kinds[kind] ??= { accepted: 0, times: [] })
    entry.times.push(response.ms)
    writes.times.push(response.ms)
    if (response.status === 0) {
      writes.dropped += 1
      if (kind !== 'vote') unanswered[kind].add(key)
      return
    }
    if (response.status === 503) writes.busy += 1
    else if (response.status >= 500) writes.errors += 1
    let ok = response.status === 200
    if (ok && kind !== 'newsletter') ok = !JSON.parse(response.text || '{}').HasErrors
    if (ok) {
      entry.accepted += 1
      if (kind !== 'vote') accepted[kind].push(key)
    } else if (response.status !== 503) {
      writes.refused[`${kind} ${response.status}`] = (writes.refused[`${kind} ${response.status}`] ?? 0) + 1
    }
  }

  async function phase(work) {
    const until = Date.now() + seconds * 1000
    const started = Date.now()
    await Promise.all(
      Array.from({ length: clients }, async (_, client) => {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: visitorAddress(client) })
        const send = (method, path, options = {}) => request(method, path, { ...options, agent })
        for (let step = 0; Date.now() < until; step += 1) await work(client, step, send)
        agent.destroy()
      }),
    )
    return (Date.now() - started) / 1000
  }

  // The reference first: after the submissions the site is still storing what it accepted (the intake).
  const reference = { ok: 0, times: [] }
  const referenceSeconds = await phase(async (client, step, send) => {
    const response = await send('GET', REFERENCE_PATH, { headers: { 'x-forwarded-for': `10.200.${client & 255}.1` } })
    reference.times.push(response.ms)
    if (response.status === 200) reference.ok += 1
  })
  const writeSeconds = await phase(submit)

  const acceptedCount = Object.values(writes.kinds).reduce((sum, entry) => sum + entry.accepted, 0)
  const writesPerSecond = acceptedCount / writeSeconds
  const referencePerSecond = reference.ok / referenceSeconds
  console.log(`\nwrites: ${clients} clients, ${seconds} s each phase`)
  console.log('kind        accepted   per s    p50 ms    p99 ms')
  for (const [kind, entry] of Object.entries(writes.kinds)) {
    console.log(
      `${kind.padEnd(10)} ${String(entry.accepted).padStart(9)} ${(entry.accepted / writeSeconds).toFixed(1).padStart(7)} ${percentile(entry.times, 50).toFixed(1).padStart(9)} ${percentile(entry.times, 99).toFixed(1).padStart(9)}`,
    )
  }
  console.log(
    `all        ${String(acceptedCount).padStart(9)} ${writesPerSecond.toFixed(1).padStart(7)} ${percentile(writes.times, 50).toFixed(1).padStart(9)} ${percentile(writes.times, 99).toFixed(1).padStart(9)}`,
  )
  console.log(
    `reference  ${String(reference.ok).padStart(9)} ${referencePerSecond.toFixed(1).padStart(7)} ${percentile(reference.times, 50).toFixed(1).padStart(9)} ${percentile(reference.times, 99).toFixed(1).padStart(9)}   (GET ${REFERENCE_PATH})`,
  )
  console.log(`accepted writes / reference: ${(writesPerSecond / referencePerSecond).toFixed(2)} (target 0.6; and 150 a second)`)
  console.log(`busy (503): ${writes.busy}; other responses >= 500: ${writes.errors}; unanswered: ${writes.dropped}; refused: ${JSON.stringify(writes.refused)}`)
  return { accepted, unanswered, errors: writes.errors, dropped: writes.dropped }
}
