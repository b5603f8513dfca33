/**
 * bench:load's crowd mode (`BENCH_MODE=crowd`): a campaign's crowd of new visitors beside the site's
 * regular readers. The crowd arrives at `BENCH_CROWD_RATE` newsletter sign-ups a second whatever the site's
 * answers (an open loop); each sign-up comes on a new connection from a new address (its own loopback
 * source address and X-Forwarded-For), as a visitor following a campaign's link would. Beside it, `clients`
 * readers view pages on kept-alive connections, each asking again when answered. First, the readers ask
 * a near-empty route handler for a few seconds: the machine's speed in this run.
 *
 * Prints accepted sign-ups a second, sign-up and reader p50/p99, busy answers (503), errors and
 * unanswered requests; the target is 150 accepted a second with both p99 under 2 s.
 */

import { percentile, visitorAddress } from './stats.mjs'

const PAGES = ['/en-au/', '/en-au/products', '/en-au/products/fusion5', '/en-au/articles', '/en-au/razors']
const REFERENCE_PATH = '/api/site-paths'
const REFERENCE_SECONDS = 5
const TARGET_PER_SECOND = 150
const P99_MS = 2000
// Crowd visitors' source addresses start past the readers' (stats.mjs visitorAddress).
const CROWD_ADDRESSES = 1 << 16

/**
 * @param {{ request: Function, http: typeof import('node:http'), clients: number, rate: number, seconds: number, run: string }} options
 *   `request(method, path, { headers, body, agent, localAddress })` resolves `{ status, ms, text, error }` (status 0: no answer)
 * @returns {Promise<{ accepted: string[], unanswered: Set<string>, errors: number }>}
 */
export async function crowd({ request, http, clients, rate, seconds, run }) {
  const readerAgents = Array.from({ length: clients }, (_, client) => new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: visitorAddress(client) }))
  const readerHeaders = (client) => ({ 'x-forwarded-for': `10.200.${(client >> 8) & 255}.${client & 255}` })

  async function readers(until, path, times, statuses) {
    await Promise.all(
      readerAgents.map(async (agent, client) => {
        for (let step = 0; Date.now() < until; step += 1) {
          const response = await request('GET', path(client, step), { agent, headers: readerHeaders(client) })
          times.push(response.ms)
          statuses[response.status] = (statuses[response.status] ?? 0) + 1
        }
      }),
    )
  }

  const reference = { times: [], statuses: {} }
  const referenceStarted = Date.now()
  await readers(referenceStarted + REFERENCE_SECONDS * 1000, () => REFERENCE_PATH, reference.times, reference.statuses)
  const referencePerSecond = (reference.statuses[200] ?? 0) / ((Date.now() - referenceStarted) / 1000)

  const read = { times: [], statuses: {} }
  const signUps = { times: [], statuses: {}, accepted: [], unanswered: new Set() }
  const started = Date.now()
  const until = started + seconds * 1000
  const reading = readers(until, (client, step) => PAGES[(client + step) % PAGES.length], read.times, read.statuses)
  const arrivals = []
  for (let number = 0; Date.now() < until; number += 1) {
    const wait = started + (number * 1000) / rate - Date.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    const address = CROWD_ADDRESSES + number
    const email = `${run}-c${number}@example.com`
    arrivals.push(
      request('POST', '/api/forms/newsletter', {
        // A new connection for each (no agent keeps it), closed after its answer.
        agent: false,
        localAddress: visitorAddress(address),
        headers: {
          'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
          'content-type': 'application/json',
          connection: 'close',
        },
        body: JSON.stringify({ name: 'Crowd', email, consent: 'on' }),
      }).then((response) => {
        signUps.times.push(response.ms)
        signUps.statuses[response.status] = (signUps.statuses[response.status] ?? 0) + 1
        if (response.status === 200) signUps.accepted.push(email)
        if (response.status === 0) signUps.unanswered.add(email)
      }),
    )
  }
  await Promise.all([reading, ...arrivals])
  const elapsed = (Date.now() - started) / 1000
  for (const agent of readerAgents) agent.destroy()

  const count = (statuses, test) => Object.entries(statuses).reduce((sum, [status, n]) => sum + (test(Number(status)) ? n : 0), 0)
  const ms = (values, p) => `${Math.round(percentile(values, p) ?? 0)} ms`
  const acceptedPerSecond = signUps.accepted.length / elapsed
  const errors = count(signUps.statuses, (s) => s >= 500 && s !== 503) + count(read.statuses, (s) => s >= 500 && s !== 503)
  console.log(
    `\nmachine: the near-empty handler (GET ${REFERENCE_PATH}) answered ${referencePerSecond.toFixed(1)} a second to ${clients} kept-alive clients (p50 ${ms(reference.times, 50)})`,
  )
  console.log(
    `crowd: ${rate} sign-ups a second offered for ${seconds} s, each on a new connection from a new address; ${clients} kept-alive readers beside it\n`,
  )
  console.log('|  | answered 200 a second | p50 | p99 | busy (503) | other >= 500 | unanswered |')
  console.log('|---|---:|---:|---:|---:|---:|---:|')
  console.log(
    `| sign-ups (new connections) | ${acceptedPerSecond.toFixed(1)} | ${ms(signUps.times, 50)} | ${ms(signUps.times, 99)} | ${signUps.statuses[503] ?? 0} | ${count(signUps.statuses, (s) => s >= 500 && s !== 503)} | ${signUps.statuses[0] ?? 0} |`,
  )
  console.log(
    `| readers (kept alive) | ${((read.statuses[200] ?? 0) / elapsed).toFixed(1)} | ${ms(read.times, 50)} | ${ms(read.times, 99)} | ${read.statuses[503] ?? 0} | ${count(read.statuses, (s) => s >= 500 && s !== 503)} | ${read.statuses[0] ?? 0} |`,
  )
  const within =
    acceptedPerSecond >= TARGET_PER_SECOND && (percentile(signUps.times, 99) ?? 0) < P99_MS && (percentile(read.times, 99) ?? 0) < P99_MS && errors === 0
  console.log(`\ntarget: ${TARGET_PER_SECOND} accepted a second, sign-up and reader p99 < ${P99_MS} ms: ${within ? 'met' : 'not met'}`)
  return { accepted: signUps.accepted, unanswered: signUps.unanswered, errors: errors + (signUps.statuses[0] ?? 0) + (read.statuses[0] ?? 0) }
}
