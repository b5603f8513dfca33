import { describe, expect, it } from 'vitest'

import { withPayloadField } from './multipartFields'

const url = 'http://localhost/cms-api/media'

describe('withPayloadField', () => {
  it("gathers plain form fields into Payload's `_payload` field and keeps the file", async () => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'dot.png')
    form.append('alt', 'A dot')
    const rewritten = await withPayloadField(new Request(url, { method: 'POST', body: form }))
    const fields = await rewritten.formData()
    expect(JSON.parse(String(fields.get('_payload')))).toEqual({ alt: 'A dot' })
    const file = fields.get('file') as File
    expect(file.name).toBe('dot.png')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]))
    expect(fields.has('alt')).toBe(false)
  })

  it('leaves the back office’s own requests, JSON and empty forms as they are', async () => {
    const own = new FormData()
    own.append('_payload', JSON.stringify({ alt: 'Own' }))
    const request = new Request(url, { method: 'POST', body: own })
    expect(await withPayloadField(request)).toBe(request)
    const json = new Request(url, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })
    expect(await withPayloadField(json)).toBe(json)
    const fileOnly = new FormData()
    fileOnly.append('file', new Blob(['x']), 'x.png')
    const bare = new Request(url, { method: 'POST', body: fileOnly })
    expect(await withPayloadField(bare)).toBe(bare)
  })
})
