import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { monitorEventLoopDelay } from 'node:perf_hooks'

import { afterEach, describe, expect, it } from 'vitest'

import { burstFromAnotherProcess } from '../../tests/support/burst'

import { createAdmission } from './admission.mjs'

/** Work that holds the thread, as rendering and the database driver do, with awaits between its steps. */
async function render(steps: number) {
  for (let step = 0; step < steps; step += 1) {
    const until = performance.now() + 1
    while (performance.now() < until) {
      /* busy */
    }
    await new Promise((resolve) => setImmediate(resolve))
  }
}

let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function start(admission: ReturnType<typeof createAdmission>) {
  server = http.createServer((req, res) => {
    admission.admit(req, res, () => {
      // Pages take many steps (a streamed render), submissions a few; `/en-au/long` holds its slot a while.
      void render(req.url === '/en-au/long' ? 400 : req.url?.startsWith('/en-au/') ? 40 : 3).then(() => res.end('ok'))
    })
  })
  server.keepAliveTimeout = 10_000
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** `clients` visitors, each with its own connection, asking again as soon as they are answered. */
async function crowd(origin: string, clients: number, seconds: number) {
  const answers: { status: number; ms: number }[] = []
  const until = Date.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: clients }, async (_, index) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
      for (let step = 0; Date.now() < until; step += 1) {
        const path = (index + step) % 3 === 0 ? '/api/forms/newsletter' : '/en-au/products'
        const started = performance.now()
        const status = await new Promise<number>((resolve) => {
          const request = http.request(`${origin}${path}`, { agent, method: path.startsWith('/api') ? 'POST' : 'GET' }, (response) => {
            response.resume()
            response.on('end', () => resolve(response.statusCode ?? 0))
          })
          request.on('error', () => resolve(0))
          request.end()
        })
        answers.push({ status, ms: performance.now() - started })
        // Told the site is busy, a visitor (or the form) tries again a little later, not at once.
        if (status === 503) await new Promise((resolve) => setTimeout(resolve, 1000))
      }
      agent.destroy()
    }),
  )
  return answers
}

describe('admission: fair service under a crowd', () => {
  it('answers every one of 200 concurrent visitors within a bound: served in turn, or told at once that the site is busy', async () => {
    // A crowd past what the process can do (a page holds the thread for about 40 ms). Let in all at once,
    // every page progresses a step per round of all 200, and each takes twice the bound below.
    const origin = await start(createAdmission({ maxActive: 8, maxWaitMs: 1000 }))
    const answers = await crowd(origin, 200, 3)
    expect(answers.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true)
    // Waiting is bounded: the bound, one request's own work, and room for a slow machine.
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(4000)
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(50)
  }, 20_000)

  it("keeps the event loop turning when each request's work never yields (SQLite's driver answers synchronously): timers fire, and the wait is bounded", async () => {
    // Each request holds the thread for 20 ms without an await. Run from the callback that read it, each
    // finished before the next socket's callback and none was ever counted waiting: a burst of 200 ran
    // back to back inside one poll of the loop (4 s) while every timer, the queue's deadlines included, waited.
    const admission = createAdmission({ maxActive: 4, maxWaitMs: 500 })
    server = http.createServer((req, res) => {
      admission.admit(req, res, () => {
        const until = performance.now() + 20
        while (performance.now() < until) {
          /* busy */
        }
        res.end('ok')
      })
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    // The crowd from another process, as real visitors: sharing this loop, it could only send as the server let it.
    let timerLate = 0
    let last = performance.now()
    const ticking = setInterval(() => {
      timerLate = Math.max(timerLate, performance.now() - last - 50)
      last = performance.now()
    }, 50)
    const answers = await burstFromAnotherProcess(`${origin}/api/forms/newsletter`, 200, { method: 'POST' })
    clearInterval(ticking)
    expect(timerLate).toBeLessThan(1000)
    expect(answers.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true)
    // The queue's deadlines fire: those it could not serve in time hear so, and nobody waits seconds on.
    expect(answers.some((answer) => answer.status === 503)).toBe(true)
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(4000)
  }, 20_000)

  it('starts at most `perTurn` requests per turn of the event loop, so the loop polls (accepts new connections, fires timers) between a few starts', async () => {
    // Sixteen slots and a burst of 48 requests, each 40 ms of work that never yields (a page rendered from
    // SQLite). Started sixteen in one turn, a turn lasted 640 ms, during which no connection was accepted:
    // new visitors waited in the kernel's accept queue, and past its length their connections were dropped
    // and tried again seconds later, while kept-alive readers were served.
    const admission = createAdmission({ maxActive: 16, maxWaitMs: 10_000, perTurn: 4 })
    const turns: number[] = []
    let turn = 0
    let counting = true
    const count = () => {
      turn += 1
      if (counting) setImmediate(count)
    }
    server = http.createServer((req, res) => {
      admission.admit(req, res, () => {
        turns.push(turn)
        const until = performance.now() + 40
        while (performance.now() < until) {
          /* busy */
        }
        res.end('ok')
      })
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const delay = monitorEventLoopDelay({ resolution: 5 })
    delay.enable()
    setImmediate(count)
    const answers = await burstFromAnotherProcess(`${origin}/api/forms/newsletter`, 48, { method: 'POST' })
    counting = false
    delay.disable()
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    const startsPerTurn = turns.reduce((counts, at) => counts.set(at, (counts.get(at) ?? 0) + 1), new Map<number, number>())
    expect(Math.max(...startsPerTurn.values())).toBeLessThanOrEqual(4)
    // The longest the loop went without polling: four requests' work (sixteen: 640 ms), with room for a slow machine.
    expect(delay.max / 1e6).toBeLessThan(400)
  }, 20_000)

  it('says at once that the site is busy when the queue is longer than the bound, with Retry-After and the form message', async () => {
    const admission = createAdmission({ maxActive: 1, maxWaitMs: 100 })
    const origin = await start(admission)
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        fetch(`${origin}/api/forms/newsletter`, { method: 'POST' }).then(async (response) => ({
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body: await response.text(),
        })),
      ),
    )
    const busy = answers.filter((answer) => answer.status === 503)
    expect(busy.length).toBeGreaterThan(0)
    expect(busy[0]!.retryAfter).toBe('1')
    expect(JSON.parse(busy[0]!.body)).toEqual({ status: 'error', message: 'Please try submitting the form again' })
    expect(admission.stats().busy).toBe(busy.length)
  })

  it('answers a reviews client in the provider envelope, and leaves the back office and the CMS API unqueued', async () => {
    const admission = createAdmission({ maxActive: 1, maxWaitMs: 1 })
    const origin = await start(admission)
    const answers = await Promise.all(Array.from({ length: 10 }, () => fetch(`${origin}/api/reviews/data/submitreview.json`, { method: 'POST' })))
    const busy = answers.find((answer) => answer.status === 503)
    expect(busy).toBeDefined()
    const envelope = (await busy!.json()) as { HasErrors: boolean; Errors: { Code: string }[] }
    expect(envelope.HasErrors).toBe(true)
    expect(envelope.Errors[0]!.Code).toBe('ERROR_REQUEST_LIMIT_REACHED')
    const backOffice = await Promise.all(Array.from({ length: 10 }, () => fetch(`${origin}/cms-api/users/me`)))
    expect(backOffice.every((answer) => answer.status === 200)).toBe(true)
  })

  it('refuses a Core Web Vitals beacon at once rather than queue it', async () => {
    const admission = createAdmission({ maxActive: 1, maxWaitMs: 10_000 })
    const origin = await start(admission)
    const page = fetch(`${origin}/en-au/long`)
    await expect.poll(() => admission.stats().active, { interval: 5 }).toBe(1)
    const beacons = await Promise.all(Array.from({ length: 3 }, () => fetch(`${origin}/api/vitals`, { method: 'POST' })))
    expect(beacons.map((answer) => answer.status)).toEqual([503, 503, 503])
    expect((await page).status).toBe(200)
    expect((await fetch(`${origin}/api/vitals`, { method: 'POST' })).status).toBe(200)
  })

  it("never refuses the site's own requests to itself", async () => {
    const origin = await start(createAdmission({ maxActive: 1, maxWaitMs: 1, isInternal: (req) => req.headers['x-site-internal'] === '1' }))
    const answers = await Promise.all(Array.from({ length: 10 }, () => fetch(`${origin}/api/site-paths`, { headers: { 'x-site-internal': '1' } })))
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
  })
})
