import fs from 'node:fs'
import type http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { burstFromAnotherProcess } from '../../tests/support/burst'
import { freePort } from '../../tests/support/services'

import { closeAll, listenShared } from './listen.mjs'

/**
 * `count` requests from another process, each on a new connection, while this process's event loop is held:
 * the kernel completes every connection before the server may accept one, so the server finds them all
 * waiting at once (as a crowd arriving during a long turn of the loop). Their statuses.
 */
async function burstWhileBusy(port: number, count: number): Promise<number[]> {
  const connected = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'listen-test-')), 'connected')
  const answered = burstFromAnotherProcess(`http://127.0.0.1:${port}/`, count, { connectedFile: connected })
  // Held without a turn of the loop until every connection is made (or 10 s).
  const until = performance.now() + 10_000
  while (!fs.existsSync(connected) && performance.now() < until) {
    /* busy */
  }
  expect(fs.existsSync(connected)).toBe(true)
  fs.rmSync(path.dirname(connected), { recursive: true, force: true })
  return (await answered).map((answer) => answer.status)
}

let open: (http.Server | net.Server)[] = []
afterEach(async () => {
  await closeAll(open)
  open = []
})

/**
 * Serves a burst of new connections that all wait to be accepted, each request holding the thread 20 ms (a
 * page rendered from SQLite's synchronous driver), and returns the turn of the event loop at which each
 * connection was accepted.
 */
async function acceptTurns(sockets: number): Promise<number[]> {
  let turn = 0
  let counting = true
  const count = () => {
    turn += 1
    if (counting) setImmediate(count)
  }
  const turns: number[] = []
  const port = await freePort()
  const servers = await listenShared(
    (_req, res) => {
      const until = performance.now() + 20
      while (performance.now() < until) {
        /* busy */
      }
      res.end('ok')
    },
    { port, host: '127.0.0.1', backlog: 511, sockets },
  )
  open.push(...servers)
  for (const server of servers) server.on('connection', () => turns.push(turn))
  setImmediate(count)
  const statuses = await burstWhileBusy(port, 32)
  counting = false
  expect(statuses).toEqual(Array(32).fill(200))
  return turns
}

describe('listening sockets: a crowd of new connections accepted as it arrives', () => {
  it('one socket accepts one connection per turn of the event loop (libuv), so a busy loop accepts a crowd slowly', async () => {
    // The behaviour listen.mjs answers: if an upgrade of Node's libuv accepts several per turn again, the
    // several sockets are no longer needed.
    const turns = await acceptTurns(1)
    expect(new Set(turns).size).toBe(turns.length)
  })

  it('several sockets on the port accept several new connections in one turn', async () => {
    const turns = await acceptTurns(8)
    const perTurn = turns.reduce((counts, at) => counts.set(at, (counts.get(at) ?? 0) + 1), new Map<number, number>())
    expect(Math.max(...perTurn.values())).toBeGreaterThan(1)
  })

  it('refuses a port another process holds (EADDRINUSE), rather than share it', async () => {
    const port = await freePort()
    const holder = net.createServer()
    await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve))
    open.push(holder)
    await expect(listenShared(() => undefined, { port, host: '127.0.0.1', backlog: 511, sockets: 8 })).rejects.toMatchObject({ code: 'EADDRINUSE' })
  })

  it('leaves no way in for a second server on its port: a plain socket, or a second copy of the site', async () => {
    const port = await freePort()
    open.push(...(await listenShared(() => undefined, { port, host: '127.0.0.1', backlog: 511, sockets: 8 })))
    const plain = net.createServer()
    await expect(new Promise((resolve, reject) => plain.once('error', reject).listen(port, '127.0.0.1', () => resolve(plain)))).rejects.toMatchObject({
      code: 'EADDRINUSE',
    })
    // A second copy of the site started on the same port fails at its first, plain bind.
    await expect(listenShared(() => undefined, { port, host: '127.0.0.1', backlog: 511, sockets: 8 })).rejects.toMatchObject({ code: 'EADDRINUSE' })
  })
})
