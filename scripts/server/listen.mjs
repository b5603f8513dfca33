/**
 * Several listening sockets on one port (SO_REUSEPORT), so a crowd of new visitors is accepted as it
 * arrives: libuv accepts one connection per socket and turn of the event loop (libuv/libuv#3696), and under
 * a crowd a turn lasts as long as its work. A plain socket is bound first and closed, so a port another
 * process holds is still an error (EADDRINUSE), not silently shared; where the system does not spread
 * connections (ENOTSUP: macOS, Windows), and on port 0, the site listens on one socket.
 */
import http from 'node:http'
import net from 'node:net'

const close = (server) => new Promise((resolve) => server.close(() => resolve()))

function listenOn(server, options) {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options, () => {
      server.off('error', reject)
      resolve(server)
    })
  })
}

/**
 * @param {http.RequestListener} handler
 * @param {{ port: number, host?: string, backlog: number, sockets: number }} options
 * @returns {Promise<http.Server[]>} the servers, one per socket, each calling `handler`
 */
export async function listenShared(handler, { port, host, backlog, sockets }) {
  const one = (extra = {}) => listenOn(http.createServer(handler), { port, host, backlog, ...extra })
  if (!port || sockets <= 1) return [await one()]
  await close(await listenOn(net.createServer(), { port, host, exclusive: true }))
  const servers = []
  try {
    for (let index = 0; index < sockets; index += 1) servers.push(await one({ reusePort: true }))
    return servers
  } catch (error) {
    await Promise.all(servers.map(close))
    if (error.code !== 'ENOTSUP') throw error
    return [await one()]
  }
}

export const closeAll = (servers) => Promise.all(servers.map(close))
