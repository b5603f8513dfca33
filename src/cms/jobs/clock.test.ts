import { createHmac } from 'node:crypto'

import { describe, expect, it, vi } from 'vitest'

import { JOBS_RUN_PATH, JOBS_SIGNATURE_HEADER, JOBS_SIGNED_MESSAGE } from '@/shared/serverContract.mjs'

import { startJobQueueClock } from './clock'

describe("the job queue's clock", () => {
  it('asks the app to run the queue, signed with the shared secret, one run at a time', async () => {
    let release: () => void = () => {}
    const fetchImpl = vi.fn(() => new Promise<Response>((resolve) => (release = () => resolve(new Response(null, { status: 204 })))))
    const clock = startJobQueueClock({ origin: 'http://127.0.0.1:1', secret: () => 'shh', everyMs: 60_000, fetchImpl: fetchImpl as unknown as typeof fetch })
    try {
      const first = clock.tick()
      await clock.tick() // the first run is still going: no second request
      expect(fetchImpl).toHaveBeenCalledTimes(1)
      const [url, init] = fetchImpl.mock.calls[0] as unknown as [URL, RequestInit]
      expect(String(url)).toBe(`http://127.0.0.1:1${JOBS_RUN_PATH}`)
      expect(init.method).toBe('POST')
      expect((init.headers as Record<string, string>)[JOBS_SIGNATURE_HEADER]).toBe(createHmac('sha256', 'shh').update(JOBS_SIGNED_MESSAGE).digest('base64url'))
      release()
      await first
      void clock.tick()
      expect(fetchImpl).toHaveBeenCalledTimes(2)
      release()
    } finally {
      clock.stop()
    }
  })
})
