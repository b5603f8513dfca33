/**
 * Each feature's entries keep their promise beyond what the lint rule sees in one file: nothing its
 * `index` reaches (value imports, followed through the feature's and other features' modules) is marked
 * `server-only`; its `server` entry is marked so itself; its `pageTypes` takes values only from its own
 * modules that import nothing (next.config.ts loads it).
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
const featuresDir = path.join(root, 'src/features')
const features = fs
  .readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

function resolveModule(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(root, 'src', specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined
  if (!base) return undefined
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find((file) => fs.existsSync(file) && fs.statSync(file).isFile())
}

/** A module's value imports and re-exports (type-only ones are erased). */
function valueImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8')
  return [...source.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'";]*?from\s+)?['"]([^'"]+)['"]/gms)].filter((match) => !match[1]).map((match) => match[2]!)
}

const serverOnly = (file: string) => valueImports(file).includes('server-only')
/** A server action's module: the browser gets a reference to it, never its code. */
const serverActions = (file: string) => /^['"]use server['"]/m.test(fs.readFileSync(file, 'utf8'))

/** The chain of imports from `entry` to each server-only module it reaches. */
function serverOnlyChains(entry: string): string[] {
  const parent = new Map<string, string | null>([[entry, null]])
  const queue = [entry]
  const chains: string[] = []
  const chainTo = (file: string) => {
    const chain: string[] = []
    for (let at: string | null | undefined = file; at; at = parent.get(at)) chain.unshift(path.relative(root, at))
    return chain.join(' > ')
  }
  while (queue.length) {
    const file = queue.shift()!
    if (serverOnly(file)) {
      chains.push(chainTo(file))
      continue
    }
    if (serverActions(file)) continue
    for (const specifier of valueImports(file)) {
      const next = resolveModule(file, specifier)
      if (next && /\.tsx?$/.test(next) && !parent.has(next)) {
        parent.set(next, file)
        queue.push(next)
      }
    }
  }
  return chains
}

describe("features' entries", () => {
  it('index: browser-safe (reaches no server-only module)', () => {
    for (const name of features) {
      const index = resolveModule(path.join(featuresDir, 'x'), `./${name}/index`)
      if (index) expect(serverOnlyChains(index), name).toEqual([])
    }
  })

  it('server: marked server-only', () => {
    for (const name of features) {
      const server = resolveModule(path.join(featuresDir, 'x'), `./${name}/server`)
      if (server) expect(serverOnly(server), path.relative(root, server)).toBe(true)
    }
  })

  it('pageTypes: pure data, values only from its own modules that import nothing', () => {
    for (const name of features) {
      const pageTypes = resolveModule(path.join(featuresDir, 'x'), `./${name}/pageTypes`)
      if (!pageTypes) continue
      for (const specifier of valueImports(pageTypes)) {
        expect(specifier.startsWith('./'), `${name}/pageTypes imports ${specifier}`).toBe(true)
        const imported = resolveModule(pageTypes, specifier)!
        expect(valueImports(imported), `${name}/pageTypes > ${specifier}`).toEqual([])
      }
    }
  })
})
