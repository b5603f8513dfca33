/** Small helpers for tests that start or reach services of their own (databases, Redis, extra instances). */
import net from 'node:net'

/** Whether something accepts connections at a URL's host and port (`defaultPort` when it names none). */
export function isListening(url: string, defaultPort?: number): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort) })
    socket.setTimeout(1000)
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
  })
}

/** Polls `check` every 250 ms until it is true (a throw counts as false); fails naming `what` after `seconds`. */
export async function waitFor(check: () => Promise<boolean>, seconds: number, what: string): Promise<void> {
  const until = Date.now() + seconds * 1000
  for (;;) {
    if (await check().catch(() => false)) return
    if (Date.now() > until) throw new Error(`${what}: not within ${seconds} s`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** A port on loopback that nothing listens on at the moment asked. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}
