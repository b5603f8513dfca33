#!/usr/bin/env node
/**
 * Runs a TypeScript script (`node scripts/run-ts.mjs scripts/setup.ts [args]`): esbuild bundles the
 * script and our own sources into one ES module (packages stay external) and Node imports it as plain
 * JavaScript, with no loader hooks.
 *
 * Why this and not tsx: on Node 20, loading Payload's config intermittently hangs or exits with code 13
 * ("unsettled top-level await"), seen here about one run in three. The cause is Lexical: each @lexical/*
 * package's Node entry is a module that awaits a dynamic import at its top level, and Node 20 mishandles
 * several such modules evaluating together in one graph. Loading them one by one first, as below,
 * avoids it (ten runs out of ten here, against six out of ten without).
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { build } from 'esbuild'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const [entry, ...args] = process.argv.slice(2)
if (!entry) {
  console.error('usage: node scripts/run-ts.mjs <script.ts> [args…]')
  process.exit(2)
}

/** `import 'server-only'` marks modules Next must keep out of the browser; scripts are server code. */
const serverOnly = {
  name: 'server-only',
  setup(builder) {
    builder.onResolve({ filter: /^server-only$/ }, () => ({ path: path.join(root, 'node_modules', 'server-only', 'empty.js') }))
  },
}

/**
 * `next/cache` and Next's other subpath modules have no `exports` map, so Node's ESM loader needs the
 * file name (`next/cache.js`); Next's own bundler and TypeScript take the bare name the sources use.
 */
const nextSubpaths = {
  name: 'next-subpaths',
  setup(builder) {
    builder.onResolve({ filter: /^next\/[a-z-]+$/ }, ({ path: request }) => ({ path: `${request}.js`, external: true }))
  },
}

const outfile = path.join(root, 'node_modules', '.cache', 'site-scripts', `${path.basename(entry, path.extname(entry))}.mjs`)
await build({
  entryPoints: [path.resolve(root, entry)],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: path.join(root, 'tsconfig.json'),
  sourcemap: 'inline',
  logLevel: 'error',
  plugins: [serverOnly, nextSubpaths],
})

for (const name of fs.readdirSync(path.join(root, 'node_modules', '@lexical'))) {
  try {
    await import(`@lexical/${name}`)
  } catch {
    // a package without a Node entry point (React-only subpaths): nothing to preload
  }
}

process.argv = [process.argv[0], path.resolve(root, entry), ...args]
await import(pathToFileURL(outfile).href)
