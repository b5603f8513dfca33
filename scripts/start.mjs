#!/usr/bin/env node
/**
 * `npm start`: prepare the database (migrate, first account, seed), build when no build exists,
 * then serve the production build on PORT (default 3000).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { checkNode } from './node-check.mjs'

checkNode()

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
const distDir = process.env.NEXT_DIST_DIR || '.next'

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' })
    const forward = (signal) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

// Canonical URLs, Open Graph, JSON-LD, sitemap.xml, robots.txt and links in emails are built on
// SITE_URL. Its default only suits this machine: a public deployment must set it.
if (!process.env.SITE_URL?.trim()) {
  console.warn(
    `WARNING: SITE_URL is not set: absolute links (canonical, sitemap.xml, emails) point at http://localhost:${process.env.PORT || 3000}. Set SITE_URL to the public origin for a public deployment.`,
  )
}

let code = await run(process.execPath, ['scripts/run-ts.mjs', 'scripts/setup.ts'])
if (code !== 0) process.exit(code)

if (!fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  console.log('No production build found: building (about a minute)…')
  code = await run(bin('next'), ['build'])
  if (code !== 0) process.exit(code)
}

// The site's server (scripts/server.mjs): Next's handler with what Next cannot do (CSP nonces, admission).
process.exit(await run(process.execPath, ['scripts/server.mjs']))
