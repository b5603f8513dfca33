import { execFile } from 'node:child_process'

export interface BurstAnswer {
  /** The response's status, 0 when the connection failed. */
  status: number
  /** From the request's start to its response's end. */
  ms: number
}

/**
 * `count` requests to `url` sent at once from another process, each on a new connection (no agent), as a
 * crowd of new visitors arrives: their statuses and times, in order. Another process, so that a server
 * in this one may hold its event loop while the crowd connects. With `connectedFile`, that file is
 * written once every connection is made.
 */
export function burstFromAnotherProcess(url: string, count: number, options: { method?: string; connectedFile?: string } = {}): Promise<BurstAnswer[]> {
  const script = `
    const [url, count, method, connectedFile] = process.argv.slice(1)
    const http = require('node:http')
    let connections = 0
    const one = () => new Promise((resolve) => {
      const started = performance.now()
      const done = (status) => resolve({ status, ms: performance.now() - started })
      const request = http.request(url, { method, agent: false }, (response) => {
        response.resume()
        response.on('end', () => done(response.statusCode))
      })
      request.on('socket', (socket) => socket.on('connect', () => {
        if (++connections === Number(count) && connectedFile) require('node:fs').writeFileSync(connectedFile, '')
      }))
      request.on('error', () => done(0))
      request.end()
    })
    Promise.all(Array.from({ length: Number(count) }, one)).then((answers) => process.stdout.write(JSON.stringify(answers)))
  `
  const args = ['-e', script, url, String(count), options.method ?? 'GET', options.connectedFile ?? '']
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout) as BurstAnswer[])))
  })
}
