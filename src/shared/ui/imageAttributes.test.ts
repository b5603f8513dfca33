import { describe, expect, it } from 'vitest'

import type { Picture } from '@/shared/media/picture'

import { imageAttributes } from './imageAttributes'

const widths = {
  320: '/cms-api/media/file/a-320x180.webp',
  640: '/cms-api/media/file/a-640x360.webp',
  960: '/cms-api/media/file/a-960x540.webp',
  1280: '/cms-api/media/file/a-1280x720.webp',
  1600: '/cms-api/media/file/a-1600x900.webp',
}
const photo: Picture = { src: '/cms-api/media/file/a.jpg', alt: 'A razor on a shelf', width: 1600, height: 900, vector: false, widths }
const drawing: Picture = { src: '/cms-api/media/file/a.svg', alt: 'A drawing', width: 600, height: 600, vector: true }

describe('imageAttributes', () => {
  it('links an SVG as it is, at the box size, lazily', () => {
    expect(imageAttributes(drawing, { width: 300, height: 300 })).toEqual({ src: drawing.src, width: 300, height: 300, alt: 'A drawing', loading: 'lazy' })
  })

  it("names a photo's sizes stored at upload: the box's 1x and 2x, or every width for a box that follows the screen", () => {
    // (The site's next.config.ts asks for exactly the stored widths; outside the build Next's defaults
    // apply, and each width maps to the next stored one.)
    const stored = Object.values(widths)
    const fixed = imageAttributes(photo, { width: 300, height: 300, alt: '' })
    expect(fixed.srcSet).toMatch(/ 1x, .* 2x$/)
    for (const candidate of fixed.srcSet!.split(', ')) expect(stored).toContain(candidate.split(' ')[0])
    expect(fixed).toMatchObject({ width: 300, height: 300, alt: '', loading: 'lazy', decoding: 'async' })
    expect(stored).toContain(fixed.src)
    const fluid = imageAttributes(photo, { width: 1200, height: 675, sizes: '100vw' })
    expect(fluid.sizes).toBe('100vw')
    for (const candidate of fluid.srcSet!.split(', ')) {
      const [url, descriptor] = candidate.split(' ')
      const asked = Number(descriptor!.slice(0, -1))
      const expected = Object.entries(widths).find(([width]) => Number(width) >= asked)?.[1] ?? photo.src
      expect(url, candidate).toBe(expected)
    }
    // A photo stored before its sizes were (or smaller than a width) falls back to the original file.
    expect(imageAttributes({ ...photo, widths: undefined }, { width: 300, height: 300 }).srcSet).toBe(`${photo.src} 1x, ${photo.src} 2x`)
  })

  it("keeps the picture's own proportions when the box has no height of its own", () => {
    expect(imageAttributes(drawing, { width: 600 })).toMatchObject({ width: 600, height: 600 })
    expect(imageAttributes({ ...drawing, width: 240, height: 60 }, { width: 600 })).toMatchObject({ width: 600, height: 150 })
  })

  it('fetches the largest paint first and keeps the focal point in view', () => {
    const hero = imageAttributes({ ...photo, focal: { x: 20, y: 70 } }, { width: 600, height: 600, priority: true })
    expect(hero).toMatchObject({ loading: 'eager', fetchPriority: 'high', style: { objectPosition: '20% 70%' } })
    expect(imageAttributes(photo, { width: 64, height: 64, eager: true })).not.toHaveProperty('fetchPriority')
  })
})
