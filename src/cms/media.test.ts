import { describe, expect, it } from 'vitest'

import { pictureOf, thumbnailOf } from './media'

const doc = {
  url: 'http://localhost:3000/cms-api/media/file/photo.jpg',
  alt: 'A photo',
  width: 1600,
  height: 900,
  mimeType: 'image/jpeg',
  focalX: 50,
  focalY: 50,
}

describe('pictureOf', () => {
  it('maps a populated media document to a site path with its size and alt text', () => {
    expect(pictureOf(doc)).toEqual({ src: '/cms-api/media/file/photo.jpg', alt: 'A photo', width: 1600, height: 900, vector: false })
    expect(pictureOf({ ...doc, url: 'http://localhost:3000/cms-api/media/file/logo.svg', mimeType: 'image/svg+xml' })?.vector).toBe(true)
  })

  it("keeps an editor's focal point, not the centre everyone starts with", () => {
    expect(pictureOf({ ...doc, focalX: 30, focalY: 80 })?.focal).toEqual({ x: 30, y: 80 })
  })

  it('has nothing for an empty field, an id that was not populated, or a document without a file', () => {
    expect(pictureOf(null)).toBeUndefined()
    expect(pictureOf(12)).toBeUndefined()
    expect(pictureOf({ ...doc, url: null })).toBeUndefined()
  })

  it('keeps the stored sizes that are the width they are named for (a small original is not enlarged)', () => {
    const sizes = {
      w320: { url: 'http://localhost:3000/cms-api/media/file/photo-320x180.webp', width: 320 },
      w640: { url: 'http://localhost:3000/cms-api/media/file/photo-640x360.webp', width: 640 },
      w960: { url: 'http://localhost:3000/cms-api/media/file/photo-800x450.webp', width: 800 },
    }
    expect(pictureOf({ ...doc, sizes })?.widths).toEqual({ 320: '/cms-api/media/file/photo-320x180.webp', 640: '/cms-api/media/file/photo-640x360.webp' })
    expect(pictureOf({ ...doc, mimeType: 'image/svg+xml', sizes })?.widths).toBeUndefined()
  })

  it('links the small version when there is one, the file otherwise', () => {
    expect(thumbnailOf({ ...doc, sizes: { w320: { url: 'http://localhost:3000/cms-api/media/file/photo-320x180.webp' } } })).toBe(
      '/cms-api/media/file/photo-320x180.webp',
    )
    expect(thumbnailOf({ ...doc, sizes: { w320: { url: null } } })).toBe('/cms-api/media/file/photo.jpg')
  })
})
