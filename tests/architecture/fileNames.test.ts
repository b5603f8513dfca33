/**
 * No two files whose names differ only by case (`tagManager.ts` beside `TagManager.tsx`): on a
 * case-insensitive file system they collide, and bundlers that cache folder listings case-insensitively
 * (esbuild) resolve one for the other.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? files(full) : [path.relative(root, full)]
  })
}

describe('file names', () => {
  it('never differ only by case', () => {
    const all = ['src', 'scripts', 'tests'].flatMap((dir) => files(path.join(root, dir)))
    const byLowerCase = new Map<string, string[]>()
    for (const file of all) {
      const stem = file.replace(/\.(tsx?|mjs|js|css)$/, '').toLowerCase()
      byLowerCase.set(stem, [...(byLowerCase.get(stem) ?? []), file])
    }
    const clashes = [...byLowerCase.values()].filter((group) => new Set(group.map((file) => file.replace(/\.(tsx?|mjs|js|css)$/, ''))).size > 1)
    expect(clashes).toEqual([])
  })
})
