/**
 * What only the browser tests use stays out of a production build: the test hooks (SITE_TEST_HOOKS) live
 * in routes named `*.test-route.tsx`, which next.config.ts builds only with SITE_TEST_ROUTES=1 (the test
 * runner's .next-test build), so no other build has them or a branch that checks for them.
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

const sources = files(path.join(root, 'src')).filter((file) => /\.(?:tsx?|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file))
const testRoutes = sources.filter((file) => file.endsWith('.test-route.tsx'))

describe('test-only routes', () => {
  it('are the only app code that reads SITE_TEST_HOOKS', () => {
    const readers = sources.filter((file) => /env(?:\.|\[['"])SITE_TEST_HOOKS/.test(fs.readFileSync(path.join(root, file), 'utf8')))
    expect(testRoutes.length).toBeGreaterThan(0)
    expect(readers.filter((file) => !file.endsWith('.test-route.tsx'))).toEqual([])
  })

  it('are route files of the app (page or layout), where the extension decides whether they are built', () => {
    expect(testRoutes.filter((file) => !/^src\/app\/.*\/(?:page|layout)\.test-route\.tsx$/.test(file.split(path.sep).join('/')))).toEqual([])
  })
})
