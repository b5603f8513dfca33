// A crowd of new visitors beside kept-alive readers (issue 42 §4): each sign-up comes on a new connection
// from a new address (its own loopback source address and X-Forwarded-For, which the site believes from
// loopback), as a visitor following a campaign's link, while readers view pages on kept-alive connections.
// Every answer comes within 2 s, and every accepted sign-up is stored exactly once, none refused stored.
// The admission starts one waiting request per turn of the event loop (scripts/server/admission.mjs), so new
// connections are accepted between starts; started many per turn, new visitors waited seconds in the
// kernel's accept queue while the readers were served.
// QUIET: it runs alone, after every other test (playwright.config.ts), so the bound is the site's own.
import http from 'node:http'

import { expect, QUIET, test } from './fixtures'

const RATE = Number(process.env.CROWD_RATE ?? 30) // new visitors a second
const SECONDS = Number(process.env.CROWD_SECONDS ?? 5)
const READERS = 4
const BOUND_MS = 2000
const PAGES = ['/en-au/', '/en-au/products', '/en-au/products/fusion5', '/en-au/articles', '/en-au/razors']

interface Answer {
  status: number
  ms: number
}

function send(url: string, options: http.RequestOptions, body?: string): Promise<Answer> {
  return new Promise((resolve) => {
    const started = performance.now()
    const request = http.request(url, { ...options, timeout: 30_000 }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }))
    })
    request.on('timeout', () => request.destroy(new Error('timeout')))
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }))
    request.end(body)
  })
}

test(
  'a crowd of new visitors, a new connection and address each, is served within 2 s beside kept-alive readers, each accepted sign-up stored once',
  { tag: QUIET },
  async ({ baseURL, editor }) => {
    test.setTimeout(90_000)
    const run = `crowd${Date.now().toString(36)}`
    const until = Date.now() + SECONDS * 1000

    const pageViews: Answer[] = []
    const reading = Promise.all(
      Array.from({ length: READERS }, async (_, reader) => {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
        for (let step = 0; Date.now() < until; step += 1) {
          pageViews.push(await send(`${baseURL}${PAGES[(reader + step) % PAGES.length]}`, { agent, headers: { 'x-forwarded-for': `10.43.0.${reader + 1}` } }))
        }
        agent.destroy()
      }),
    )

    const signUps: (Answer & { email: string })[] = []
    const arrivals: Promise<void>[] = []
    const started = Date.now()
    for (let number = 0; Date.now() < until; number += 1) {
      const wait = started + (number * 1000) / RATE - Date.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      const email = `${run}-${number}@example.com`
      arrivals.push(
        send(
          `${baseURL}/api/forms/newsletter`,
          {
            method: 'POST',
            agent: false, // a new connection, closed after the answer
            localAddress: `127.42.${(number >> 8) & 255}.${1 + ((number & 255) % 254)}`,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.42.${(number >> 8) & 255}.${number & 255}`, connection: 'close' },
          },
          JSON.stringify({ name: 'Crowd', email, consent: 'on' }),
        ).then((answer) => void signUps.push({ ...answer, email })),
      )
    }
    await Promise.all([reading, ...arrivals])

    const slowest = (answers: Answer[]) => Math.round(Math.max(...answers.map((answer) => answer.ms)))
    const accepted = signUps.filter((answer) => answer.status === 200)
    const summary = `${signUps.length} sign-ups (${accepted.length} accepted, ${signUps.length - accepted.length} refused), slowest ${slowest(signUps)} ms; ${pageViews.length} page views, slowest ${slowest(pageViews)} ms`
    console.log(`crowd: ${summary}`)
    // The site answers each: served, or told at once that it is busy (503: nothing stored).
    expect(
      signUps.every((answer) => answer.status === 200 || answer.status === 503),
      summary,
    ).toBe(true)
    expect(
      pageViews.every((answer) => answer.status === 200 || answer.status === 503),
      summary,
    ).toBe(true)
    expect(slowest(signUps), `every sign-up answered within ${BOUND_MS} ms: ${summary}`).toBeLessThan(BOUND_MS)
    expect(slowest(pageViews), `every page view answered within ${BOUND_MS} ms: ${summary}`).toBeLessThan(BOUND_MS)
    // A crowd this size is within what the site serves: nearly all are accepted, not turned away.
    expect(accepted.length, summary).toBeGreaterThanOrEqual(signUps.length * 0.9)

    // Stored moments later through the intake (src/cms/intake): each accepted one once, none refused.
    const storedCounts = async () => {
      const response = await editor.get(`/cms-api/subscribers?where[email][like]=${run}&depth=0&select[email]=true&pagination=false`)
      expect(response.status()).toBe(200)
      const counts = new Map<string, number>()
      for (const doc of ((await response.json()) as { docs: { email: string }[] }).docs) counts.set(doc.email, (counts.get(doc.email) ?? 0) + 1)
      return counts
    }
    await expect
      .poll(async () => [...(await storedCounts()).values()].reduce((sum, count) => sum + count, 0), { timeout: 45_000 })
      .toBeGreaterThanOrEqual(accepted.length)
    const counts = await storedCounts()
    expect(accepted.filter((answer) => counts.get(answer.email) !== 1).map((answer) => answer.email)).toEqual([])
    expect([...counts.keys()].filter((email) => !accepted.some((answer) => answer.email === email))).toEqual([])
  },
)
