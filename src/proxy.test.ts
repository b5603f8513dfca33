import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { foreignBackOfficeOrigin, proxy } from './proxy'

const request = (method: string, path: string, headers: Record<string, string>) => new NextRequest(new URL(path, 'http://localhost:3000'), { method, headers })

describe('back-office changes from another address of the site', () => {
  afterEach(() => vi.unstubAllEnvs())
  const signedIn = { cookie: 'payload-token=abc', origin: 'http://shop.example:3000' }

  it("are refused with the address to use; the site's own origins, its loopback names and API clients pass", async () => {
    vi.stubEnv('SITE_URL', 'http://localhost:3000')
    const refused = await proxy(request('PATCH', '/cms-api/pages/1', signedIn))
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({
      errors: [
        {
          message:
            "Changes are saved only from the site's own address: open the back office at http://localhost:3000/admin (this page is at http://shop.example:3000).",
        },
      ],
    })
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
      expect(foreignBackOfficeOrigin(request('PATCH', '/cms-api/pages/1', { ...signedIn, origin })), origin).toBeUndefined()
    // A token in the Authorization header is not a browser's session: Payload checks it itself.
    expect(foreignBackOfficeOrigin(request('PATCH', '/cms-api/pages/1', { ...signedIn, authorization: 'JWT x' }))).toBeUndefined()
    expect(foreignBackOfficeOrigin(request('GET', '/cms-api/pages/1', signedIn))).toBeUndefined()
    expect(foreignBackOfficeOrigin(request('POST', '/admin/collections/pages/1', signedIn))).toBe('http://shop.example:3000')
  })
})
