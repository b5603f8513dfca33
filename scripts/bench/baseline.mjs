/**
 * An earlier commit of the site, built and served beside the current one so that a benchmark can print
 * "before" and "after" measured in the same run (BENCH_BASELINE=<git ref>). The commit is checked out in a
 * temporary git worktree (nothing in the project's own checkout changes), with a hard-linked copy of the
 * project's node_modules (Turbopack does not follow a node_modules link out of the project's root; the
 * copy takes no space and a second or two), its own database in its own data folder, built into
 * .next-bench and started with its own scripts/server.mjs, as `npm start` served it then.
 *
 * The commit must install with today's node_modules (same Next.js, Payload and React), which holds for
 * the commits of this repository since those were pinned.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')

function run(command, args, options, what) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'], ...options })
  if (result.status !== 0) throw new Error(`baseline: ${what} failed`)
}

/**
 * Checks `ref` out into a temporary worktree, sets up its database and builds it to be served on `port`
 * (its SITE_URL, in canonical links and the sitemap, is fixed at build time). Returns what
 * `startBaseline` and `removeBaseline` need; throws when a step fails (after removing what it made).
 */
export function prepareBaseline(ref, baseEnv, port) {
  const commit = spawnSync('git', ['rev-parse', '--short', `${ref}^{commit}`], { cwd: root, encoding: 'utf8' }).stdout?.trim()
  if (!commit) throw new Error(`baseline: ${ref} is not a commit of this repository`)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-baseline-'))
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-baseline-data-'))
  const baseline = { ref, commit, dir, dataDir, port, env: { ...baseEnv, DATA_DIR: dataDir, SITE_URL: `http://127.0.0.1:${port}` } }
  try {
    run('git', ['worktree', 'add', '--detach', '--force', dir, commit], { cwd: root }, `checking out ${ref}`)
    run('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')], {}, 'linking node_modules')
    run(process.execPath, ['scripts/run-ts.mjs', 'scripts/setup.ts'], { cwd: dir, env: baseline.env }, `database setup of ${ref}`)
    const started = process.hrtime.bigint()
    run(path.join(dir, 'node_modules', '.bin', 'next'), ['build'], { cwd: dir, env: baseline.env }, `build of ${ref}`)
    baseline.buildSeconds = Number(process.hrtime.bigint() - started) / 1e9
    return baseline
  } catch (error) {
    removeBaseline(baseline)
    throw error
  }
}

/** Starts the baseline's own server on the port it was built for; returns the child process. */
export function startBaseline(baseline) {
  return spawn(process.execPath, ['scripts/server.mjs'], {
    cwd: baseline.dir,
    env: { ...baseline.env, PORT: String(baseline.port), HOSTNAME: '127.0.0.1' },
    stdio: 'ignore',
  })
}

/** Removes the worktree (and git's record of it) and the baseline's data. */
export function removeBaseline(baseline) {
  if (!baseline) return
  spawnSync('git', ['worktree', 'remove', '--force', baseline.dir], { cwd: root, stdio: 'ignore' })
  spawnSync('git', ['worktree', 'prune'], { cwd: root, stdio: 'ignore' })
  fs.rmSync(baseline.dir, { recursive: true, force: true })
  fs.rmSync(baseline.dataDir, { recursive: true, force: true })
}
