#!/usr/bin/env node
/**
 * `npm run bench:load`: many concurrent visitors against a running site (`npm start`, on SQLite by default
 * or PostgreSQL with DATABASE_URL), then a check through the CMS API that nothing was lost or doubled.
 *
 * Each virtual client loops over a mix: page views (home, listing, product, article list), each followed by
 * its Core Web Vitals beacon (/api/vitals), searches
 * (the built-in Algolia-compatible endpoint), review submissions and helpful votes (the reviews API),
 * newsletter sign-ups (/api/forms/newsletter) and sampling applications to the seeded campaign
 * (/api/forms/sampling; one in two sent twice at once, as a double click). Each client has its own address (X-Forwarded-For, which the
 * site trusts from loopback only), so per-address rate limits apply per client as for real visitors.
 * Afterwards it reports requests/s and p50/p99 per kind, counts the site's busy answers (503 with
 * Retry-After: scripts/server/admission.mjs), other responses >= 500 and dropped connections,
 * and checks that every accepted sign-up, application and review is stored exactly once (0 lost, 0 duplicated).
 *
 *   BENCH_URL (default http://127.0.0.1:3000, loopback only)   BENCH_CLIENTS (200)   BENCH_SECONDS (60)
 *   BENCH_RATES   comma list of arrival rates (new visitors a second): the open-loop mode instead
 *                 (scripts/bench/arrivals.mjs), BENCH_SECONDS per rate
 *   BENCH_MODE=writes   a near-empty route handler, then submissions only, with the same clients
 *                 (scripts/bench/writeRate.mjs): accepted submissions a second and their ratio to it
 *   BENCH_MODE=crowd    sign-ups at BENCH_CROWD_RATE (200) a second, each on a new connection from a new
 *                 address, beside BENCH_CLIENTS kept-alive readers (scripts/bench/crowd.mjs)
 *   ADMIN_API_KEY                  an administrator's API key, to count the stored records through /cms-api
 *
 * A benchmark: exits 1 only when a response was >= 500 (a busy 503 aside), a connection dropped, or a record
 * was lost or doubled.
 */
import http from 'node:http'

import { arrivals } from './bench/arrivals.mjs'
import { crowd } from './bench/crowd.mjs'
import { visitorAddress } from './bench/stats.mjs'
import { applicationBody, reviewBody, voteBody } from './bench/submissions.mjs'
import { writeRate } from './bench/writeRate.mjs'

const base = new URL(process.env.BENCH_URL ?? 'http://127.0.0.1:3000')
if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(base.hostname)) {
  console.error(`BENCH_URL: loopback only (got ${base.hostname})`)
  process.exit(2)
}
const clients = Number(process.env.BENCH_CLIENTS ?? 200)
const seconds = Number(process.env.BENCH_SECONDS ?? 60)
const run = `load${Date.now().toString(36)}`
/** For the setup and the checks afterwards; each virtual client has a connection of its own, as a visitor would. */
const sharedAgent = new http.Agent({ keepAlive: true, maxSockets: 8 })

function request(method, path, { headers = {}, body, agent = sharedAgent, localAddress } = {}) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint()
    const req = http.request({ host: base.hostname, port: base.port || 80, method, path, headers, agent, localAddress, timeout: 60_000 }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6, text: Buffer.concat(chunks).toString('utf8') }),
      )
    })
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', (error) => resolve({ status: 0, ms: Number(process.hrtime.bigint() - started) / 1e6, text: '', error: error.code ?? error.message }))
    if (body) req.write(body)
    req.end()
  })
}

const PAGES = ['/en-au/', '/en-au/products', '/en-au/products/fusion5', '/en-au/products/mach3', '/en-au/articles', '/en-au/razors']
const QUERIES = ['razor', 'blades', 'gel', 'fusion', 'sensitive', 'beard']
const PRODUCTS = ['fusion5', 'mach3', 'proglide', 'proshield']
const stats = {}
const accepted = { newsletter: [], application: [], review: [] }
// Submissions whose answer never came (the client gave up): stored or not, they are neither lost nor doubled.
const unanswered = { newsletter: new Set(), application: new Set(), review: new Set() }
let serverErrors = 0
let busy = 0
let dropped = 0
/** Why connections dropped: the client's timeout, a reset, a refused connection. */
const droppedWhy = {}
let reviewIds = []

let beaconsStored = 0
const DEVICES = ['phone', 'tablet', 'desktop']
/** A plausible beacon: values spread as real visits' are, so the histogram's buckets fill as they would. */
function beaconBody(index, step) {
  const spread = ((index * 31 + step * 17) % 100) / 100
  return JSON.stringify({
    pageType: 'Product',
    device: DEVICES[(index + step) % DEVICES.length],
    navigation: 'navigate',
    connection: '4g',
    metrics: [
      { name: 'LCP', value: Math.round(800 + spread * 3200) },
      { name: 'FCP', value: Math.round(500 + spread * 2000) },
      { name: 'TTFB', value: Math.round(80 + spread * 900) },
      { name: 'CLS', value: Math.round(spread * 25) / 100 },
      { name: 'INP', value: Math.round(40 + spread * 400) },
    ],
  })
}

function record(kind, response) {
  const entry = (stats[kind] ??= { count: 0, times: [], statuses: {} })
  entry.count += 1
  entry.times.push(response.ms)
  entry.statuses[response.status] = (entry.statuses[response.status] ?? 0) + 1
  // 503 is the site saying at once that it is too busy (scripts/server/admission.mjs): nothing was stored.
  if (response.status === 503) busy += 1
  else if (response.status >= 500) serverErrors += 1
  if (response.status === 0) {
    dropped += 1
    droppedWhy[response.error] = (droppedWhy[response.error] ?? 0) + 1
  }
}

async function client(index, until) {
  const address = `10.${Math.floor(index / 250)}.${index % 250}.${1 + (index % 200)}`
  const headers = { 'x-forwarded-for': address }
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: visitorAddress(index) })
  // A double click's second request leaves on a connection of its own, at the same moment as the first.
  const twinAgent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: visitorAddress(index) })
  const send = (method, path, options) => request(method, path, { ...options, agent })
  for (let step = 0; Date.now() < until; step += 1) {
    const roll = (index * 7 + step * 13) % 20
    if (roll < 10) {
      record('page', await send('GET', PAGES[(index + step) % PAGES.length], { headers }))
      // A visit's Core Web Vitals leave as one beacon when the page is hidden (src/features/vitals).
      const beacon = beaconBody(index, step)
      const answer = await send('POST', '/api/vitals', { headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8' }, body: beacon })
      record('beacon', answer)
      if (answer.status === 204 || answer.status === 200) beaconsStored += 1
    } else if (roll < 14) {
      const body = JSON.stringify({ requests: [{ indexName: 'en_AU_products', params: `query=${QUERIES[step % QUERIES.length]}&hitsPerPage=5` }] })
      record('search', await send('POST', '/api/search/1/indexes/*/queries', { headers: { ...headers, 'content-type': 'application/json' }, body }))
    } else if (roll < 15 || (roll === 15 && step % 2 === 1)) {
      const email = `${run}-n${index}-${step}@example.com`
      const body = JSON.stringify({ name: 'Load', email, consent: 'on' })
      const response = await send('POST', '/api/forms/newsletter', { headers: { ...headers, 'content-type': 'application/json' }, body })
      record('newsletter', response)
      if (response.status === 200) accepted.newsletter.push(email)
      if (response.status === 0) unanswered.newsletter.add(email)
    } else if (roll === 15) {
      // A sampling application; one in two sent twice at once (a double click): stored once either way.
      const email = `${run}-s${index}-${step}@example.com`
      const body = applicationBody({ email })
      const post = () => send('POST', '/api/forms/sampling', { headers: { ...headers, 'content-type': 'application/json' }, body })
      const responses =
        step % 4 === 0
          ? await Promise.all([
              post(),
              request('POST', '/api/forms/sampling', { headers: { ...headers, 'content-type': 'application/json' }, body, agent: twinAgent }),
            ])
          : [await post()]
      for (const response of responses) record('sampling', response)
      if (responses.some((response) => response.status === 200)) accepted.application.push(email)
      else if (responses.some((response) => response.status === 0)) unanswered.application.add(email)
    } else if (roll < 18) {
      const nickname = `${run}${index}x${step}`.replace(/[^A-Za-z0-9]/g, '').slice(0, 20)
      const body = reviewBody({
        nickname,
        product: PRODUCTS[step % PRODUCTS.length],
        fp: `${run}-${index}`,
        rating: '5',
        title: 'Load test review',
        text: 'A review written by the load benchmark to check that nothing is lost or stored twice.',
        birthMonth: '5',
        birthYear: '1980',
      })
      const response = await send('POST', '/api/reviews/data/submitreview.json?apiversion=5.4', {
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body,
      })
      record('review', response)
      if (response.status === 0) unanswered.review.add(nickname)
      try {
        const answer = JSON.parse(response.text)
        if (!answer.HasErrors) accepted.review.push(nickname)
      } catch {
        /* counted by status */
      }
    } else {
      const id = reviewIds[(index + step) % reviewIds.length]
      const body = voteBody({ id, fp: `${run}-${index}` })
      record(
        'vote',
        await send('POST', '/api/reviews/data/submitfeedback.json?apiversion=5.4', {
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          body,
        }),
      )
    }
  }
  agent.destroy()
  twinAgent.destroy()
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

/**
 * The administrator's API key: a script cannot answer the second factor a password sign-in asks for
 * (ADMIN_API_KEY, which `npm start`'s setup gives the first account when it creates it).
 */
async function adminToken() {
  const key = process.env.ADMIN_API_KEY
  if (!key) return undefined
  const response = await request('GET', '/cms-api/users/me', { headers: { authorization: `users API-Key ${key}` } })
  return response.status === 200 && JSON.parse(response.text).user ? key : undefined
}

/**
 * How many stored records carry each value of `field` (records whose field starts with `prefix`). In id order:
 * the intake may still be storing, and new records then come last instead of shifting the pages read.
 */
async function storedCounts(token, collection, field, prefix) {
  const counts = new Map()
  for (let page = 1; ; page += 1) {
    const response = await request(
      'GET',
      `/cms-api/${collection}?limit=500&page=${page}&sort=id&depth=0&where[${field}][like]=${encodeURIComponent(prefix)}&select[${field}]=true`,
      { headers: { authorization: `users API-Key ${token}` } },
    )
    const body = JSON.parse(response.text)
    for (const doc of body.docs ?? []) counts.set(doc[field], (counts.get(doc[field]) ?? 0) + 1)
    if (!body.hasNextPage) return counts
  }
}

/** How many records the collection holds, whoever sent them. */
async function collectionSize(token, collection) {
  const response = await request('GET', `/cms-api/${collection}?limit=1&depth=0&select[id]=true`, { headers: { authorization: `users API-Key ${token}` } })
  return JSON.parse(response.text).totalDocs ?? 0
}

/**
 * The counts once the site has stored what it accepted: under a crowd it answers first and stores moments
 * later (the intake, src/cms/intake), oldest first, so an earlier run's backlog is stored before this one's.
 * Waits until `expected` are stored or the collection stopped growing for 15 s (at most 10 minutes), and
 * says how long that took.
 */
async function settledCounts(token, collection, field, prefix, expected) {
  const started = Date.now()
  let counts = await storedCounts(token, collection, field, prefix)
  let last = -1
  let movedAt = Date.now()
  const total = () => [...counts.values()].reduce((a, b) => a + b, 0)
  while (total() < expected && Date.now() - started < 600_000 && Date.now() - movedAt < 15_000) {
    const size = await collectionSize(token, collection)
    if (size !== last) {
      last = size
      movedAt = Date.now()
    }
    await new Promise((resolve) => setTimeout(resolve, 2000))
    counts = await storedCounts(token, collection, field, prefix)
  }
  console.log(`${collection}: ${total()} stored ${((Date.now() - started) / 1000).toFixed(0)} s after the run`)
  return counts
}

/** Each accepted value stored exactly once; anything else stored must be an unanswered submission. */
function compare(acceptedValues, unansweredValues, counts) {
  let lost = 0
  let doubled = 0
  for (const value of acceptedValues) {
    const stored = counts.get(value) ?? 0
    if (stored === 0) lost += 1
    if (stored > 1) doubled += stored - 1
  }
  for (const [value, stored] of counts) {
    if (!acceptedValues.includes(value) && !unansweredValues.has(value)) doubled += stored
    else if (unansweredValues.has(value) && stored > 1) doubled += stored - 1
  }
  return { lost, doubled, stored: [...counts.values()].reduce((a, b) => a + b, 0) }
}

const listing = JSON.parse((await request('GET', '/api/reviews/data/reviews.json?apiversion=5.4&Limit=100')).text)
reviewIds = (listing.Results ?? []).map((review) => review.Id)
if (reviewIds.length === 0) {
  console.error('bench:load: the site has no approved reviews to vote on (is it seeded?)')
  process.exit(1)
}
if (process.env.BENCH_RATES) {
  const rates = process.env.BENCH_RATES.split(',')
    .map(Number)
    .filter((rate) => rate > 0)
  console.log(`bench:load, open loop: ${rates.join(', ')} new visitors a second, ${seconds} s each, against ${base.origin} (run ${run})`)
  const result = await arrivals({ request, http, rates, seconds, run, reviewIds })
  const token = await adminToken()
  if (!token) {
    console.log('stored-once check skipped: set ADMIN_API_KEY to an API key of an administrator')
    process.exit(0)
  }
  const signUps = compare(
    result.accepted.newsletter,
    new Set(),
    await settledCounts(token, 'subscribers', 'email', `${run}-a`, result.accepted.newsletter.length),
  )
  const reviews = compare(result.accepted.review, new Set(), await settledCounts(token, 'reviews', 'userNickname', run, result.accepted.review.length))
  console.log(
    `sign-ups: ${result.accepted.newsletter.length} accepted, ${signUps.stored} stored; reviews: ${result.accepted.review.length} accepted, ${reviews.stored} stored; lost: ${signUps.lost + reviews.lost}; duplicated: ${signUps.doubled + reviews.doubled}`,
  )
  process.exit(signUps.lost + reviews.lost + signUps.doubled + reviews.doubled ? 1 : 0)
}
if (process.env.BENCH_MODE === 'crowd') {
  const rate = Number(process.env.BENCH_CROWD_RATE ?? 200)
  console.log(`bench:load, crowd: ${rate} new visitors a second beside ${clients} kept-alive readers, ${seconds} s, against ${base.origin} (run ${run})`)
  const result = await crowd({ request, http, clients, rate, seconds, run })
  const token = await adminToken()
  if (!token) {
    console.log('stored-once check skipped: set ADMIN_API_KEY to an API key of an administrator')
    process.exit(result.errors ? 1 : 0)
  }
  const signUps = compare(result.accepted, result.unanswered, await settledCounts(token, 'subscribers', 'email', `${run}-c`, result.accepted.length))
  console.log(
    `sign-ups: ${result.accepted.length} accepted, ${result.unanswered.size} unanswered, ${signUps.stored} stored; lost: ${signUps.lost}; duplicated: ${signUps.doubled}`,
  )
  process.exit(result.errors || signUps.lost || signUps.doubled ? 1 : 0)
}
if (process.env.BENCH_MODE === 'writes') {
  console.log(`bench:load, writes: ${clients} clients, ${seconds} s of the reference then ${seconds} s of submissions, against ${base.origin} (run ${run})`)
  const result = await writeRate({ request, http, clients, seconds, run, reviewIds })
  const token = await adminToken()
  if (!token) {
    console.log('stored-once check skipped: set ADMIN_API_KEY to an API key of an administrator')
    process.exit(result.errors || result.dropped ? 1 : 0)
  }
  const signUps = compare(
    result.accepted.newsletter,
    result.unanswered.newsletter,
    await settledCounts(token, 'subscribers', 'email', `${run}-w`, result.accepted.newsletter.length),
  )
  const reviews = compare(
    result.accepted.review,
    result.unanswered.review,
    await settledCounts(token, 'reviews', 'userNickname', run, result.accepted.review.length),
  )
  console.log(
    `sign-ups: ${result.accepted.newsletter.length} accepted, ${signUps.stored} stored; reviews: ${result.accepted.review.length} accepted, ${reviews.stored} stored; lost: ${signUps.lost + reviews.lost}; duplicated: ${signUps.doubled + reviews.doubled}`,
  )
  process.exit(result.errors || result.dropped || signUps.lost + reviews.lost + signUps.doubled + reviews.doubled ? 1 : 0)
}
console.log(`bench:load: ${clients} clients for ${seconds} s against ${base.origin} (run ${run})`)
const started = Date.now()
const until = started + seconds * 1000
await Promise.all(Array.from({ length: clients }, (_, index) => client(index, until)))
const elapsed = (Date.now() - started) / 1000

let total = 0
console.log('\nkind        requests   req/s    p50 ms    p99 ms   statuses')
for (const [kind, entry] of Object.entries(stats)) {
  total += entry.count
  const sorted = entry.times.sort((a, b) => a - b)
  console.log(
    `${kind.padEnd(10)} ${String(entry.count).padStart(9)} ${(entry.count / elapsed).toFixed(1).padStart(7)} ${percentile(sorted, 50).toFixed(1).padStart(9)} ${percentile(sorted, 99).toFixed(1).padStart(9)}   ${JSON.stringify(entry.statuses)}`,
  )
}
console.log(`all        ${String(total).padStart(9)} ${(total / elapsed).toFixed(1).padStart(7)}`)
console.log(
  `busy (503, Retry-After): ${busy}; other responses >= 500: ${serverErrors}; dropped connections: ${dropped}${dropped ? ` ${JSON.stringify(droppedWhy)}` : ''}`,
)

let lost = 0
let doubled = 0
const token = await adminToken()
if (!token) {
  console.log('stored-once check skipped: set ADMIN_API_KEY to an API key of an administrator')
} else {
  // Beacons are aggregated (a histogram per day, page type, device and metric): rows grow with the buckets
  // filled, not with the visits.
  const rows = await collectionSize(token, 'vitals')
  console.log(
    `vitals: ${beaconsStored} beacons stored as ${rows} histogram rows in all (${((rows / Math.max(1, beaconsStored)) * 100_000).toFixed(0)} per 100,000 beacons at this run's size)`,
  )
  const signUps = compare(
    accepted.newsletter,
    unanswered.newsletter,
    await settledCounts(token, 'subscribers', 'email', `${run}-n`, accepted.newsletter.length),
  )
  const applications = compare(
    accepted.application,
    unanswered.application,
    await settledCounts(token, 'sampling-applications', 'email', `${run}-s`, accepted.application.length),
  )
  const reviews = compare(accepted.review, unanswered.review, await settledCounts(token, 'reviews', 'userNickname', run, accepted.review.length))
  lost = signUps.lost + applications.lost + reviews.lost
  doubled = signUps.doubled + applications.doubled + reviews.doubled
  console.log(
    `sign-ups: ${accepted.newsletter.length} accepted, ${unanswered.newsletter.size} unanswered, ${signUps.stored} stored; sampling applications: ${accepted.application.length} accepted, ${unanswered.application.size} unanswered, ${applications.stored} stored; reviews: ${accepted.review.length} accepted, ${unanswered.review.size} unanswered, ${reviews.stored} stored`,
  )
  console.log(`lost: ${lost}; duplicated: ${doubled}`)
}
process.exit(serverErrors || dropped || lost || doubled ? 1 : 0)
