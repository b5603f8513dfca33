import { describe, expect, it } from 'vitest'

import { maskEmail } from './maskEmail'

describe('maskEmail', () => {
  it('keeps the first character and the domain only', () => {
    expect(maskEmail('sam.taylor@example.com')).toBe('s***@example.com')
  })
  it('shows nothing of something that is not an address', () => {
    expect(maskEmail('no-at-sign')).toBe('***')
    expect(maskEmail('@example.com')).toBe('***')
  })
})
