/**
 * bench:load's open-loop mode (`BENCH_RATES=2,4,8,…`): new visitors arrive at a fixed rate whatever the
 * site's answers (a closed loop of N clients slows its own arrivals when the site slows, and hides the
 * queue). Each visitor makes a short journey on a connection of its own: three page views, a search and
 * one submission (a newsletter sign-up, a review or a helpful vote, in turn). For each rate it prints
 * page and submission p50/p99, busy answers (503), errors, and requests unanswered within 30 s, then the
 * highest rate at which page p99 < 1 s and submission p99 < 2 s with nothing lost or unanswered.
 */

import { percentile, visitorAddress } from './stats.mjs'
import { reviewBody, voteBody } from './submissions.mjs'

const PAGE_P99_MS = 1000
const SUBMISSION_P99_MS = 2000
const JOURNEY_PAGES = ['/en-au/', '/en-au/products', '/en-au/products/fusion5', '/en-au/products/mach3', '/en-au/articles', '/en-au/razors']
const QUERIES = ['razor', 'blades', 'gel', 'fusion', 'sensitive', 'beard']
const PRODUCTS = ['fusion5', 'mach3', 'proglide', 'proshield']

const percentileOf = (values, p) => percentile(values, p) ?? 0

/**
 * @param {{ request: Function, http: typeof import('node:http'), rates: number[], seconds: number, run: string, reviewIds: string[] }} options
 *   `request(method, path, { headers, body, agent })` resolves `{ status, ms, text, error }` (status 0: no answer)
 */
export async function arrivals({ request, http, rates, seconds, run, reviewIds }) {
  const rows = []
  let visitorNumber = 0
  for (const rate of rates) {
    const row = { rate, pages: [], submissions: [], busy: 0, errors: 0, unanswered: 0, visitors: 0, accepted: { newsletter: [], review: [] } }
    const journeys = []
    const started = Date.now()
    for (let index = 0; Date.now() - started < seconds * 1000; index += 1) {
      const due = started + (index * 1000) / rate
      const wait = due - Date.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      row.visitors += 1
      journeys.push(journey(visitorNumber++, row))
    }
    await Promise.all(journeys)
    rows.push(row)
    const pageP99 = percentileOf(row.pages, 99)
    const submissionP99 = percentileOf(row.submissions, 99)
    process.stderr.write(
      `${rate} visitors/s: page p99 ${Math.round(pageP99)} ms, submission p99 ${Math.round(submissionP99)} ms, busy ${row.busy}, errors ${row.errors}, unanswered ${row.unanswered}\n`,
    )
  }

  async function journey(number, row) {
    const headers = { 'x-forwarded-for': `10.${(number >> 16) & 255}.${(number >> 8) & 255}.${number & 255}` }
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: visitorAddress(number) })
    const send = (method, path, options = {}) => request(method, path, { ...options, headers: { ...headers, ...options.headers }, agent })
    const note = (list, response) => {
      if (response.status === 0) row.unanswered += 1
      else if (response.status === 503) row.busy += 1
      else if (response.status >= 500) row.errors += 1
      else list.push(response.ms)
    }
    try {
      for (let step = 0; step < 3; step += 1) note(row.pages, await send('GET', JOURNEY_PAGES[(number + step) % JOURNEY_PAGES.length]))
      const search = JSON.stringify({ requests: [{ indexName: 'en_AU_products', params: `query=${QUERIES[number % QUERIES.length]}&hitsPerPage=5` }] })
      note(row.pages, await send('POST', '/api/search/1/indexes/*/queries', { headers: { 'content-type': 'application/json' }, body: search }))
      const kind = number % 3
      if (kind === 0) {
        const email = `${run}-a${number}@example.com`
        const response = await send('POST', '/api/forms/newsletter', {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Arrival', email, consent: 'on' }),
        })
        note(row.submissions, response)
        if (response.status === 200) row.accepted.newsletter.push(email)
      } else if (kind === 1) {
        const nickname = `${run}a${number}`.replace(/[^A-Za-z0-9]/g, '').slice(0, 20)
        const body = reviewBody({
          nickname,
          product: PRODUCTS[number % PRODUCTS.length],
          fp: `${run}-a${number}`,
          title: 'Arrival review',
          text: 'A review written by the open-loop benchmark, one per arriving visitor.',
        })
        const response = await send('POST', '/api/reviews/data/submitreview.json?apiversion=5.4', {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        })
        note(row.submissions, response)
        if (response.status === 200 && !JSON.parse(response.text || '{}').HasErrors) row.accepted.review.push(nickname)
      } else {
        const body = voteBody({ id: reviewIds[number % reviewIds.length], fp: `${run}-a${number}` })
        note(
          row.submissions,
          await send('POST', '/api/reviews/data/submitfeedback.json?apiversion=5.4', {
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body,
          }),
        )
      }
    } finally {
      agent.destroy()
    }
  }

  console.log(
    `\nOpen-loop arrivals: ${seconds} s per rate; a visitor = 3 page views, a search, 1 submission. Budget: page p99 < ${PAGE_P99_MS} ms, submission p99 < ${SUBMISSION_P99_MS} ms, 0 errors, 0 unanswered.\n`,
  )
  console.log('| visitors/s | visitors | page p50 | page p99 | submission p50 | submission p99 | busy (503) | errors | unanswered | within budget |')
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|:---|')
  let best = null
  for (const row of rows) {
    const ok =
      percentileOf(row.pages, 99) < PAGE_P99_MS &&
      percentileOf(row.submissions, 99) < SUBMISSION_P99_MS &&
      row.errors === 0 &&
      row.unanswered === 0 &&
      row.busy === 0
    if (ok) best = row.rate
    const ms = (values, p) => `${Math.round(percentileOf(values, p))} ms`
    console.log(
      `| ${row.rate} | ${row.visitors} | ${ms(row.pages, 50)} | ${ms(row.pages, 99)} | ${ms(row.submissions, 50)} | ${ms(row.submissions, 99)} | ${row.busy} | ${row.errors} | ${row.unanswered} | ${ok ? 'yes' : 'no'} |`,
    )
  }
  console.log(`\nHighest rate within the budget: ${best === null ? 'none of those tried' : `${best} visitors/s`}`)
  return {
    rows,
    accepted: {
      newsletter: rows.flatMap((row) => row.accepted.newsletter),
      review: rows.flatMap((row) => row.accepted.review),
    },
  }
}
