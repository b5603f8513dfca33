import { describe, expect, it } from 'vitest'

import { words } from './words'

describe('provider values shown as words', () => {
  it('splits the words and spells them for en-AU, leaving the value itself to the provider', () => {
    expect(words('NormalThick')).toBe('Normal Thick')
    expect(words('ColorTreated')).toBe('Colour Treated')
    expect(words('HairType')).toBe('Hair Type')
  })
})
