import { PassThrough } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { noncePlaceholder, swapAsItStreams } from './nonce.mjs'

/** A response-like stream whose written bytes are collected. */
function collecting() {
  const chunks: Buffer[] = []
  const res = new PassThrough()
  res.on('data', (chunk: Buffer) => chunks.push(chunk))
  return { res: res as unknown as { write: (chunk: unknown) => boolean; end: (chunk?: unknown) => void }, text: () => Buffer.concat(chunks).toString() }
}

describe("each response's own nonce", () => {
  const placeholder = noncePlaceholder('secret')
  const nonce = 'N'.repeat(placeholder.length)

  it('replaces the placeholder wherever the chunks split it, and keeps every other byte', async () => {
    const page = `<script nonce="${placeholder}">a</script>é<script nonce="${placeholder}"></script>`
    for (let cut = 1; cut < page.length; cut += 1) {
      const { res, text } = collecting()
      swapAsItStreams(res, Buffer.from(placeholder), Buffer.from(nonce))
      const bytes = Buffer.from(page)
      res.write(bytes.subarray(0, cut))
      res.end(bytes.subarray(cut))
      await new Promise((resolve) => setImmediate(resolve))
      expect(text(), `cut at ${cut}`).toBe(page.replaceAll(placeholder, nonce))
    }
  })

  it('is 22 characters like the placeholder, which comes from the secret and is the same on every instance', () => {
    expect(placeholder).toMatch(/^[\w-]{22}$/)
    expect(noncePlaceholder('secret')).toBe(placeholder)
    expect(noncePlaceholder('other')).not.toBe(placeholder)
  })
})
