import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ERRORS, failure } from './envelope'

const fixture = (name: string) =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../../tests/fixtures/conversations', name), 'utf8')) as Record<string, unknown>

/** Each key of the provider's answer, with the JSON types it may hold (a recorded null stands for "or null"). */
function shapeOf(answers: Record<string, unknown>[]) {
  const types = new Map<string, Set<string>>()
  const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value)
  for (const answer of answers) for (const [key, value] of Object.entries(answer)) types.set(key, (types.get(key) ?? new Set()).add(typeOf(value)))
  return { types, typeOf }
}

describe("the reviews service's error answers have the provider's shape", () => {
  const recorded = [fixture('conversations_errors.json'), fixture('display_bv_errors.json')]
  const { types, typeOf } = shapeOf(recorded)

  it.each([
    ['an invalid pass key', ERRORS.invalidKey()],
    ['a missing version', ERRORS.missingVersion()],
    ['an invalid filter', ERRORS.invalidFilter('roductId')],
    ['a duplicate submission', failure('ERROR_DUPLICATE_SUBMISSION', 'Already submitted.', { FormErrors: {} })],
  ])('%s: every key the provider sends, of a type it sends there', async (_, response) => {
    const answer = (await response.json()) as Record<string, unknown>
    for (const [key, allowed] of types) {
      expect(answer, key).toHaveProperty(key)
      const type = typeOf(answer[key])
      // A key the provider recorded as null there and as a value elsewhere may be either.
      expect(allowed.has(type) || (allowed.has('null') && allowed.size === 1 && ['string', 'number'].includes(type)), `${key}: ${type}`).toBe(true)
    }
    expect(answer.HasErrors).toBe(true)
    expect((answer.Errors as { Code: string; Message: string }[])[0]).toEqual({ Code: expect.any(String), Message: expect.any(String) })
  })
})
