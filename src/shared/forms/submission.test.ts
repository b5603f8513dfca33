import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

import { runSubmission } from './submission'

const schema = z.object({ email: z.string().pipe(z.email('Please enter a valid email address')) })
const base = {
  schema,
  clientAddress: '192.0.2.1',
  echo: ['email'],
  trapAnswer: { status: 'success', message: 'Thanks' } as const,
}

describe('a form submission', () => {
  it('answers an unreachable store with the server-error text of SPEC.md §8 and HTTP 503, logging no personal data', async () => {
    const log = vi.fn()
    const failure = Object.assign(new Error('duplicate key value (sam@example.com)'), { code: 'ECONNREFUSED' })
    const outcome = await runSubmission({ ...base, form: 'test-store-down', fields: { email: 'sam@example.com' }, log, store: () => Promise.reject(failure) })
    expect(outcome).toEqual({
      code: 503,
      state: { status: 'error', message: 'Please try submitting the form again', fieldErrors: {}, values: { email: 'sam@example.com' } },
    })
    expect(log).toHaveBeenCalledOnce()
    expect(log.mock.calls[0]![0]).toContain('ECONNREFUSED')
    expect(log.mock.calls[0]![0]).not.toContain('sam@example.com')
  })

  it('gives a bot that fills the trap field the normal answer and stores nothing', async () => {
    const store = vi.fn()
    const outcome = await runSubmission({ ...base, form: 'test-trap', fields: { email: 'bot@example.com', website: 'http://spam' }, store })
    expect(outcome).toEqual({ code: 200, state: { status: 'success', message: 'Thanks' } })
    expect(store).not.toHaveBeenCalled()
  })

  it('stops an address that submits too often, before the store', async () => {
    const store = vi.fn(async () => ({ code: 200, state: { status: 'success' as const, message: 'ok' } }))
    const limits = { perAddress: { points: 2, duration: 60 }, perEmail: { points: 10, duration: 60 } }
    const submit = (n: number) => runSubmission({ ...base, form: 'test-limit', limits, fields: { email: `p${n}@example.com` }, store })
    expect((await submit(1)).code).toBe(200)
    expect((await submit(2)).code).toBe(200)
    const third = await submit(3)
    expect(third.code).toBe(429)
    expect(third.state).toMatchObject({ status: 'error', message: expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds and try again\.$/) })
    expect(store).toHaveBeenCalledTimes(2)
  })
})
