import { createHmac } from 'node:crypto'

import { beforeEach, describe, expect, it, vi } from 'vitest'

import { REVALIDATE_PATH, REVALIDATE_SIGNATURE_HEADER } from '@/shared/serverContract.mjs'

const revalidateTag = vi.fn()
vi.mock('next/cache', () => ({ revalidateTag }))

process.env.PAYLOAD_SECRET = 'a-secret-the-instances-share-for-tests'
const { POST } = await import('./route')

const sign = (body: string, secret = process.env.PAYLOAD_SECRET!) => createHmac('sha256', secret).update(`revalidate\n${body}`).digest('base64url')
const post = (body: string, signature?: string) =>
  POST(
    new Request(new URL(REVALIDATE_PATH, 'http://127.0.0.1'), { method: 'POST', body, headers: signature ? { [REVALIDATE_SIGNATURE_HEADER]: signature } : {} }),
  )

beforeEach(() => revalidateTag.mockClear())

describe("another instance's change, revalidated here (POST /api/revalidate)", () => {
  it('revalidates each tag once, expiring at once, when signed with the shared secret', async () => {
    const body = JSON.stringify({ tags: ['products', 'products:fusion5', 'products'] })
    const response = await post(body, sign(body))
    expect(response.status).toBe(204)
    expect(revalidateTag.mock.calls).toEqual([
      ['products', { expire: 0 }],
      ['products:fusion5', { expire: 0 }],
    ])
  })

  it('refuses an unsigned request, a wrong secret and an altered body with 401, and drops nothing', async () => {
    const body = JSON.stringify({ tags: ['pages'] })
    for (const response of [await post(body), await post(body, sign(body, 'someone-else')), await post(JSON.stringify({ tags: ['brands'] }), sign(body))]) {
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ message: 'Not allowed.' })
    }
    expect(revalidateTag).not.toHaveBeenCalled()
  })

  it('answers a signed but malformed body with 400 and a message', async () => {
    for (const body of ['not json', JSON.stringify({ tags: [] }), JSON.stringify({ tags: [42] })]) {
      const response = await post(body, sign(body))
      expect(response.status).toBe(400)
      expect((await response.json()).message).toMatch(/tags/)
    }
    expect(revalidateTag).not.toHaveBeenCalled()
  })
})
