import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))

const { vitalsSchema } = await import('./store')

const schema = vitalsSchema(new Set(['Product', 'Home']))
const beacon = { pageType: 'Product', device: 'phone', navigation: 'navigate', connection: '4g', metrics: [{ name: 'LCP', value: 1200 }] }

describe('a vitals beacon', () => {
  it('is taken whole when every part is possible', () => {
    expect(schema.safeParse(beacon).success).toBe(true)
    expect(
      schema.safeParse({
        ...beacon,
        metrics: [
          { name: 'CLS', value: 0.02 },
          { name: 'INP', value: 80 },
        ],
      }).success,
    ).toBe(true)
  })

  it('is refused whole for a malformed or impossible part', () => {
    for (const bad of [
      { ...beacon, pageType: 'Nowhere' },
      { ...beacon, device: 'watch' },
      { ...beacon, navigation: 'teleport' },
      { ...beacon, connection: '5g' },
      { ...beacon, metrics: [] },
      { ...beacon, metrics: [{ name: 'LCP', value: -1 }] },
      { ...beacon, metrics: [{ name: 'LCP', value: 10_000_000 }] },
      { ...beacon, metrics: [{ name: 'CLS', value: 1000 }] },
      { ...beacon, metrics: [{ name: 'LCP', value: '12' }] },
      { ...beacon, metrics: [{ name: 'FID', value: 12 }] },
      {
        ...beacon,
        metrics: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      },
      { ...beacon, userAgent: 'Mozilla' },
    ])
      expect(schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
  })
})
