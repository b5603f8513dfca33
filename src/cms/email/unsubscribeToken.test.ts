import { beforeAll, describe, expect, it } from 'vitest'

beforeAll(() => {
  process.env.PAYLOAD_SECRET ??= 'a-test-secret-for-unsubscribe-tokens'
})

describe('unsubscribe tokens', () => {
  it('stand for the address they were made for, whatever its case', async () => {
    const { emailOfUnsubscribeToken, unsubscribeToken } = await import('./unsubscribeToken')
    expect(emailOfUnsubscribeToken(unsubscribeToken('Sam@Example.com'))).toBe('sam@example.com')
  })

  it('refuse forged, altered and malformed tokens', async () => {
    const { emailOfUnsubscribeToken, unsubscribeToken } = await import('./unsubscribeToken')
    const token = unsubscribeToken('sam@example.com')
    const [, signature] = token.split('.')
    expect(emailOfUnsubscribeToken(`${Buffer.from('eve@example.com').toString('base64url')}.${signature}`)).toBeUndefined()
    for (const bad of ['', 'x', 'a.b', `${token}x`, '.'.repeat(3), 'a'.repeat(700), undefined, null]) expect(emailOfUnsubscribeToken(bad)).toBeUndefined()
  })
})
