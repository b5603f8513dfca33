#!/usr/bin/env node
/**
 * `npm run test:fuzz`: malformed requests against a running server on loopback (scripts/fuzz/cases.mjs),
 * by default 10,000 from 8 clients at once. Reports the responses >= 500 and the dropped connections
 * (both must be 0) and exits 1 when there are any.
 *
 *   FUZZ_URL (default http://127.0.0.1:3000)   FUZZ_REQUESTS (10000)   FUZZ_SEED (1)   FUZZ_CONCURRENCY (8)
 */
import http from 'node:http'

import { fuzzCase, random } from './fuzz/cases.mjs'

const target = new URL(process.env.FUZZ_URL ?? 'http://127.0.0.1:3000')
if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(target.hostname)) {
  console.error(`FUZZ_URL: loopback only (got ${target.hostname})`)
  process.exit(2)
}
const total = Number(process.env.FUZZ_REQUESTS ?? 10_000)
const concurrency = Number(process.env.FUZZ_CONCURRENCY ?? 8)
const rand = random(Number(process.env.FUZZ_SEED ?? 1))
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })

/** One request with the path sent exactly as generated (fetch would normalise or refuse it). */
export function send({ method, path, headers, data }) {
  return new Promise((resolve) => {
    let request
    try {
      request = http.request({ host: target.hostname, port: target.port || 80, method, path, headers, agent, timeout: 30_000 }, (response) => {
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode }))
        response.on('error', (error) => resolve({ dropped: error.code ?? error.message }))
      })
    } catch (error) {
      resolve({ skipped: error.code ?? error.message }) // a path Node itself refuses to send
      return
    }
    request.on('timeout', () => request.destroy(new Error('timeout')))
    request.on('error', (error) => resolve({ dropped: error.code ?? error.message }))
    request.end(data)
  })
}

const started = Date.now()
const counts = { sent: 0, serverErrors: 0, dropped: 0, skipped: 0 }
const byStatus = new Map()
const samples = []
let next = 0
async function client() {
  while (next < total) {
    next += 1
    const item = fuzzCase(rand)
    const result = await send(item)
    if (result.skipped) {
      counts.skipped += 1
      continue
    }
    counts.sent += 1
    if (result.dropped) counts.dropped += 1
    else byStatus.set(result.status, (byStatus.get(result.status) ?? 0) + 1)
    if (result.dropped || result.status >= 500) {
      if (result.status >= 500) counts.serverErrors += 1
      if (samples.length < 15)
        samples.push(`${result.dropped ?? result.status} ${item.method} ${item.path.slice(0, 160)} ${item.headers['content-type'] ?? ''}`)
    }
  }
}
await Promise.all(Array.from({ length: concurrency }, client))
agent.destroy()

const seconds = (Date.now() - started) / 1000
console.log(`fuzz: ${counts.sent} requests to ${target.origin} in ${seconds.toFixed(1)} s (${counts.skipped} not sendable, skipped)`)
console.log(
  `statuses: ${[...byStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ')}`,
)
console.log(`responses >= 500: ${counts.serverErrors}; dropped connections: ${counts.dropped}`)
for (const line of samples) console.log(`  ${line}`)
process.exit(counts.serverErrors || counts.dropped ? 1 : 0)
