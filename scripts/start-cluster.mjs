#!/usr/bin/env node
/**
 * `npm run start:cluster`: the production topology on one machine (docs/DEPLOYMENT.md). Migrates and seeds
 * once, builds when no build exists, then starts CLUSTER_INSTANCES (default 2) instances of the site's
 * server on PORT+1 … PORT+N (127.0.0.1) behind nginx on PORT, whose configuration it writes (upstream with
 * passive health checks: an instance that fails is skipped for 10 s, and a request it could not answer is
 * tried on the next). Needs DATABASE_URL (PostgreSQL) and REDIS_URL, which the instances share, and nginx
 * (Debian's package). Every instance gets the same PAYLOAD_SECRET (the setting, or one generated into
 * DATA_DIR once). Uploaded media go to the S3 bucket the S3_* settings name; without S3_BUCKET a local
 * S3-compatible server (s3rver, files under DATA_DIR/s3) starts on CLUSTER_S3_PORT (default PORT+20)
 * for them, since each instance's own disk would not be shared. Stops everything on SIGINT/SIGTERM; an
 * instance that exits is not restarted (the balancer skips it), so a rehearsal can kill one and watch.
 *
 * Prints one line per part and `cluster ready on http://…` once the balancer answers.
 */
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startLocalS3 } from './cluster/localS3.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const port = Number(process.env.PORT || 3000)
const instances = Number(process.env.CLUSTER_INSTANCES || 2)
const distDir = process.env.NEXT_DIST_DIR || '.next'
const dataDir = path.resolve(root, process.env.DATA_DIR?.trim() || 'data')

function fail(message) {
  console.error(`✖ ${message}`)
  process.exit(1)
}

if (!/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? ''))
  fail("DATABASE_URL must name a PostgreSQL database: every instance shares it (SQLite is one process's file).")
if (!/^rediss?:\/\//.test(process.env.REDIS_URL ?? ''))
  fail('REDIS_URL must be set: the instances share form limits and the news of content changes through Redis.')
if (!Number.isInteger(instances) || instances < 1 || instances > 16) fail('CLUSTER_INSTANCES must be a whole number from 1 to 16.')
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file))
if (!nginx) fail("nginx is not installed: apt-get install nginx-light (Debian's package).")

function sharedSecret() {
  if (process.env.PAYLOAD_SECRET?.trim()) return process.env.PAYLOAD_SECRET.trim()
  const file = path.join(dataDir, '.payload-secret')
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true })
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  return fs.readFileSync(file, 'utf8').trim()
}

const siteUrl = process.env.SITE_URL?.trim() || `http://127.0.0.1:${port}`
const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PAYLOAD_SECRET: sharedSecret(), SITE_URL: siteUrl, DATA_DIR: dataDir }

// Media storage every instance shares: the S3 bucket set, or a local S3-compatible server.
let localS3
if (!process.env.S3_BUCKET?.trim()) {
  const s3Port = Number(process.env.CLUSTER_S3_PORT || port + 20)
  const directory = path.join(dataDir, 's3')
  fs.mkdirSync(directory, { recursive: true })
  try {
    localS3 = await startLocalS3({ port: s3Port, directory, bucket: 'site-media' })
  } catch (error) {
    fail(`the local S3 server could not start on port ${s3Port} (${error.message}): set CLUSTER_S3_PORT, or S3_BUCKET and the other S3 settings`)
  }
  Object.assign(env, localS3.settings)
  console.log(`local S3 (127.0.0.1:${s3Port}, bucket site-media, files in ${directory})`)
}

/** Runs a step to its end without blocking this process (the local S3 server answers from it meanwhile). */
const step = (command, args) => new Promise((resolve) => spawn(command, args, { cwd: root, env, stdio: 'inherit' }).on('exit', (code) => resolve(code)))

// Once, before any instance starts: Payload 3.90 has no migration lock.
if ((await step(process.execPath, ['scripts/run-ts.mjs', 'scripts/setup.ts'])) !== 0) fail('database setup failed')
if (!fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  console.log('No production build found: building…')
  if ((await step(bin('next'), ['build'])) !== 0) fail('build failed')
}

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'site-cluster-'))
const ports = Array.from({ length: instances }, (_, i) => port + 1 + i)

/** nginx in the foreground with everything it writes in `folder`. */
function nginxConfig() {
  return `daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
worker_rlimit_nofile 16384;
# Each visitor holds two connections (theirs and the upstream's): room for a crowd of thousands.
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  client_max_body_size 20m;
  upstream site {
    least_conn;
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A request an instance could not take (refused, reset, no answer) goes to the next one. Forms may
      # be retried too: each submission is stored once (its dedupe key), however often it arrives. An
      # instance's 503 is its answer, passed on: it says the site is busy (or its database away), which
      # the next instance shares; retried, a crowd's load would double, and counted as a failure
      # (max_fails) it would take every busy instance out and leave the balancer nothing to answer with.
      proxy_next_upstream error timeout http_502 non_idempotent;
      proxy_next_upstream_tries ${instances};
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_buffering off;
    }
  }
}
`
}

const children = []
let stopping = false

function start(label, command, args, extraEnv = {}) {
  const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', 'inherit', 'inherit'] })
  child.on('exit', (code, signal) => {
    if (!stopping) console.log(`${label} exited (${signal ?? code})${label === 'nginx' ? ': stopping' : ': the balancer skips it'}`)
    if (label === 'nginx' && !stopping) stop(1)
  })
  children.push(child)
  console.log(`${label}: pid ${child.pid}`)
  return child
}

function stop(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
    fs.rmSync(folder, { recursive: true, force: true })
    localS3?.server.close()
    process.exit(code)
  }, 3000).unref()
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5000) })).ok
  } catch {
    return false
  }
}

ports.forEach((p, i) => start(`instance ${i + 1} (127.0.0.1:${p})`, process.execPath, ['scripts/server.mjs'], { PORT: String(p), HOSTNAME: '127.0.0.1' }))
for (const p of ports) {
  for (let tries = 0; !(await answers(`http://127.0.0.1:${p}/en-au/`)); tries += 1) {
    if (tries > 240 || stopping) {
      console.error(`✖ the instance on port ${p} never answered`)
      stop(1)
      await new Promise(() => {})
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
fs.writeFileSync(path.join(folder, 'nginx.conf'), nginxConfig())
const check = spawnSync(nginx, ['-t', '-q', '-p', folder, '-c', path.join(folder, 'nginx.conf')], { encoding: 'utf8' })
if (check.status !== 0) {
  console.error(`✖ nginx refused its configuration: ${check.stderr.trim()}`)
  stop(1)
} else {
  start('nginx', nginx, ['-p', folder, '-c', path.join(folder, 'nginx.conf')])
  for (let tries = 0; !(await answers(`http://127.0.0.1:${port}/en-au/`)); tries += 1) {
    if (tries > 40) {
      console.error('✖ the balancer never answered')
      stop(1)
      break
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  if (!stopping) console.log(`cluster ready on http://127.0.0.1:${port}/en-au/ (${instances} instance${instances > 1 ? 's' : ''} on ${ports.join(', ')})`)
}
