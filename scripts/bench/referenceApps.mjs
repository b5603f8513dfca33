/**
 * Reference Next.js apps for the benchmarks, built with the project's own Next.js (and React) so that a
 * figure of the site is always shown against the framework's floor measured in the same run:
 * - the empty page: a heading and a sentence (first-load JS and Lighthouse's reference row);
 * - a bare page of a given HTML size (origin throughput's reference).
 * Each is a folder in the system's temp directory with plain .jsx files (no TypeScript set-up) and a
 * `node_modules` link to the project's; Turbopack's root is `/` so it may follow that link.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
const nextBin = path.join(root, 'node_modules', '.bin', 'next')

const LAYOUT = `export const metadata = { title: 'Reference page', description: 'A page with nothing but what Next.js itself sends.' }
export const viewport = { width: 'device-width', initialScale: 1 }
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
`

const EMPTY_PAGE = `export default function Page() {
  return (
    <main>
      <h1>Empty page</h1>
      <p>A heading and a sentence.</p>
    </main>
  )
}
`

/**
 * A static page whose HTML is about `bytes` long: paragraphs of varied text, like a product page's copy.
 * Compression is most of the work of serving a cached page, so the page must compress as a real one does
 * (about 5 to 1 with gzip; a repeated sentence would compress 30 to 1 and make its cost vanish): sentences
 * of words drawn by a seeded generator, three in ten of them from a small pool of recurring ones, as
 * names, labels and markup recur on a real page.
 */
function barePage(bytes) {
  const words =
    'close comfortable shave starts with sharp blade warm water good lather razor handle grip skin beard stubble sensitive glide strip moisture cartridge pivot trimmer precision edge comb foam gel balm aftershave cool fresh soothing smooth clean face neck jaw chin cheek lip angle stroke pressure rinse dry towel mirror morning evening travel pack refill fit every once week month year men women care routine gentle irritation redness nick cut bump ingrown hair grain against direction light short long thick fine coarse'.split(
      ' ',
    )
  let seed = 20261124
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
  const sentence = () => Array.from({ length: 12 }, () => words[Math.floor(random() * words.length)]).join(' ') + '.'
  const recurring = Array.from({ length: 40 }, sentence)
  const paragraphs = []
  let length = 0
  while (length < bytes) {
    const text = Array.from({ length: 5 }, () => (random() < 0.3 ? recurring[Math.floor(random() * recurring.length)] : sentence())).join(' ')
    paragraphs.push(text)
    length += text.length + 7
  }
  return `const paragraphs = ${JSON.stringify(paragraphs)}
export default function Page() {
  return (
    <main>
      <h1>Bare page</h1>
      {paragraphs.map((text, i) => <p key={i}>{text}</p>)}
    </main>
  )
}
`
}

/** Builds a reference app; returns its folder (remove it with `removeReferenceApp`). */
export function buildReferenceApp(kind, { bytes = 0 } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `site-reference-${kind}-`))
  fs.mkdirSync(path.join(dir, 'app'))
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: `reference-${kind}`, private: true, type: 'module' }))
  fs.writeFileSync(path.join(dir, 'next.config.mjs'), "export default { turbopack: { root: '/' }, poweredByHeader: false }\n")
  fs.writeFileSync(path.join(dir, 'app', 'layout.jsx'), LAYOUT)
  fs.writeFileSync(path.join(dir, 'app', 'page.jsx'), kind === 'bare' ? barePage(bytes) : EMPTY_PAGE)
  const result = spawnSync(nextBin, ['build'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (result.status !== 0) throw new Error(`building the ${kind} reference page failed`)
  return dir
}

export function removeReferenceApp(dir) {
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
}

/** `next start` on the reference app (Next's own server: compression on, as the framework ships). */
export async function startReferenceApp(dir, port) {
  const child = spawn(nextBin, ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '' },
    stdio: 'ignore',
  })
  await waitForOk(`http://127.0.0.1:${port}/`, child)
  return child
}

/** Polls a URL until it answers 200 (or the process behind it exits): false when it never did. */
export async function waitForOk(url, child, tries = 200) {
  for (let i = 0; i < tries && child.exitCode === null && child.signalCode === null; i += 1) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(10_000) })).ok) return true
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  return false
}

/** Stops a server started here, waiting for it to exit. */
export async function stopProcess(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 5000).unref())
  if ((await Promise.race([exited, timeout])) === 'timeout') child.kill('SIGKILL')
}
