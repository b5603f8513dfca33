/**
 * The production build refuses to be served without the site's own server (src/instrumentation.ts,
 * src/shared/serverContract.mjs): `next start` on it stops at once with the command to use, and serves no
 * page, while the same start with what scripts/server.mjs sets before Next starts comes up.
 *
 * Runs against the browser tests' build (.next-test, `npm test` makes it after this suite, so a first run on a
 * fresh machine skips) and never builds: skipped when there is no build, or when the build is older than
 * the start-up check.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { freePort } from '../support/services'

import { INTERNAL_ORIGIN_ENV, NONCE_PLACEHOLDER_ENV, SERVER_ENV, SERVER_KEY_ENV } from '../../src/shared/serverContract.mjs'

const root = path.resolve(__dirname, '../..')
const distDir = '.next-test'
const buildId = path.join(root, distDir, 'BUILD_ID')
const hook = path.join(root, 'src/instrumentation.ts')
const mtime = (file: string) => fs.statSync(file).mtimeMs

const skipReason = !fs.existsSync(buildId)
  ? `no build in ${distDir} (npm test builds it after the unit suites; run npm test once)`
  : mtime(buildId) < mtime(hook)
    ? `the build in ${distDir} is older than src/instrumentation.ts (rebuild it: npm test, or NEXT_DIST_DIR=${distDir} SITE_TEST_ROUTES=1 next build)`
    : undefined
if (skipReason) console.warn(`servedByServer.test.ts skipped: ${skipReason}`)

let child: ChildProcess | undefined
const dataDirs: string[] = []
afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL')
  child = undefined
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** A Node process run on the build (`args`), with only the environment given (nothing of this process's). */
function startOnBuild(args: string[], extra: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-served-'))
  dataDirs.push(dataDir)
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: os.tmpdir(),
    NODE_ENV: 'production',
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: dataDir,
    ...extra,
  } as NodeJS.ProcessEnv
  const started = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  child = started
  let output = ''
  started.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  started.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => started.on('exit', (code) => resolve(code)))
  return { exited, output: () => output }
}

/** `next start` on the build. */
async function nextStart(extra: Record<string, string>) {
  const port = await freePort()
  const nextBin = path.join(root, 'node_modules/next/dist/bin/next')
  return { port, ...startOnBuild([nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], { SITE_URL: `http://127.0.0.1:${port}`, ...extra }) }
}

describe.skipIf(Boolean(skipReason))("the site's server on a port another process holds", () => {
  it('stops at once with a line saying so, and leaves the other process serving', async () => {
    const port = await freePort()
    const holder = net.createServer((socket) => socket.end('held'))
    await new Promise<void>((resolve) => holder.listen(port, resolve))
    try {
      const { exited, output } = startOnBuild([path.join(root, 'scripts/server.mjs')], { PORT: String(port) })
      const code = await exited
      expect(code, output()).toBe(1)
      expect(output()).toContain(`✖ Port ${port} is in use by another process: stop it, or set PORT.`)
      expect(output()).not.toContain('    at ')
      const answer = await new Promise<string>((resolve) => net.connect(port, '127.0.0.1').on('data', (data) => resolve(data.toString())))
      expect(answer).toBe('held')
    } finally {
      await new Promise<void>((resolve) => holder.close(() => resolve()))
    }
  }, 90_000)
})

describe.skipIf(Boolean(skipReason))('the production build without its server', () => {
  it('refuses `next start`: exits non-zero with the command to use, and serves no page', async () => {
    const { port, exited, output } = await nextStart({})
    // A visitor asking while it starts gets no page (Next holds requests until its start-up is done).
    const visit = fetch(`http://127.0.0.1:${port}/en-au/`, { signal: AbortSignal.timeout(60_000) }).then(
      (response) => ({ served: response.status }),
      () => exited.then((code) => ({ exited: code })),
    )
    const outcome = await Promise.race([
      exited.then((code) => ({ exited: code })),
      visit,
      new Promise<{ stillRunning: true }>((resolve) => setTimeout(() => resolve({ stillRunning: true }), 60_000)),
    ])
    expect(outcome, output()).toEqual({ exited: expect.any(Number) })
    expect(await exited).not.toBe(0)
    expect(output()).toContain('This app must be served by `npm start` (scripts/server.mjs)')
    expect(output()).toContain(SERVER_ENV.join(', '))
    expect(await visit).not.toHaveProperty('served')
  })

  it('starts with what scripts/server.mjs sets before Next starts (the check is what refused it)', async () => {
    const { port, exited, output } = await nextStart({
      [SERVER_KEY_ENV]: 'a-test-key',
      [NONCE_PLACEHOLDER_ENV]: 'aTestPlaceholder0123456',
      [INTERNAL_ORIGIN_ENV]: 'http://127.0.0.1:1',
    })
    // A file of the build: answered only once Next's start-up (the check included) is done.
    const chunk = fs.readdirSync(path.join(root, distDir, 'static/chunks')).find((name) => name.endsWith('.js'))
    const deadline = Date.now() + 90_000
    let status: number | undefined
    while (status === undefined && Date.now() < deadline) {
      status = await fetch(`http://127.0.0.1:${port}/_next/static/chunks/${chunk}`).then(
        (response) => response.status,
        () => undefined,
      )
      if (status === undefined) {
        if (child?.exitCode !== null) break
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    }
    expect(status, output()).toBe(200)
    expect(child?.exitCode).toBeNull()
    child?.kill('SIGTERM')
    await exited
  })
})
