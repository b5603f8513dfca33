import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { isAcceptedImage } from './imageContent'

describe('isAcceptedImage (by the bytes, not the name)', () => {
  it('takes JPEG, PNG, WebP and SVG documents', async () => {
    const square = sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })
    for (const bytes of [await square.clone().jpeg().toBuffer(), await square.clone().png().toBuffer(), await square.clone().webp().toBuffer()]) {
      expect(await isAcceptedImage(bytes)).toBe(true)
    }
    expect(await isAcceptedImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>'))).toBe(true)
    expect(await isAcceptedImage(Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe(true)
  })

  it('refuses text, HTML, other XML, PDFs and programs, whatever they are called', async () => {
    for (const text of [
      'just some words',
      '<html><body><svg></svg></body></html>',
      '<?xml version="1.0"?><rss></rss>',
      '%PDF-1.7\n',
      'MZ\x90\x00\x03\x00\x00\x00',
    ]) {
      expect(await isAcceptedImage(Buffer.from(text, 'latin1')), text).toBe(false)
    }
  })
})
