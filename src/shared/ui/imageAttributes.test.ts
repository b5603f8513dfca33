import { describe, expect, it } from 'vitest'

import type { Picture } from '@/shared/media/picture'

import { imageAttributes } from './imageAttributes'

const photo: Picture = { src: '/cms-api/media/file/a.jpg', alt: 'A razor on a shelf', width: 1600, height: 900, vector: false }
const drawing: Picture = { src: '/cms-api/media/file/a.svg', alt: 'A drawing', width: 600, height: 600, vector: true }

describe('imageAttributes', () => {
  it('links an SVG as it is, at the box size, lazily', () => {
    expect(imageAttributes(drawing, { width: 300, height: 300 })).toEqual({ src: drawing.src, width: 300, height: 300, alt: 'A drawing', loading: 'lazy' })
  })

  it("sends a photo through next/image's optimizer: the box's 1x and 2x, or every width for a fluid box", () => {
    const fixed = imageAttributes(photo, { width: 300, height: 300, alt: '' })
    expect(fixed.src).toMatch(/^\/_next\/image\?url=%2Fcms-api%2Fmedia%2Ffile%2Fa\.jpg&w=\d+&q=75$/)
    expect(fixed.srcSet).toMatch(/ 1x, .* 2x$/)
    expect(fixed).toMatchObject({ width: 300, height: 300, alt: '', loading: 'lazy', decoding: 'async' })
    const fluid = imageAttributes(photo, { width: 1200, height: 675, sizes: '100vw' })
    expect(fluid.sizes).toBe('100vw')
    expect(fluid.srcSet?.split(', ').every((candidate) => / \d+w$/.test(candidate))).toBe(true)
  })

  it('fetches the largest paint first and keeps the focal point in view', () => {
    const hero = imageAttributes({ ...photo, focal: { x: 20, y: 70 } }, { width: 600, height: 600, priority: true })
    expect(hero).toMatchObject({ loading: 'eager', fetchPriority: 'high', style: { objectPosition: '20% 70%' } })
    expect(imageAttributes(photo, { width: 64, height: 64, eager: true })).not.toHaveProperty('fetchPriority')
  })
})
