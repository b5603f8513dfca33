import { describe, expect, it } from 'vitest'

import { initialVariantState, variantReducer, type VariantOption } from './variantSelection'

const defaults = { gtin: '00000000000017', heroImage: '/p.svg', iconImage: '/p-icon.svg' }
const blue: VariantOption = { gtin: '00000000000024', heroImage: '/blue.svg', iconImage: '/blue-icon.svg', variantName: 'Blue' }
const red: VariantOption = { gtin: '00000000000031', heroImage: '/red.svg', iconImage: '/red-icon.svg', variantName: 'Red' }
const reduce = variantReducer(defaults)

describe('variant selection: choose, choose again, reset, buy without a choice', () => {
  it('starts with nothing enabled, on the default gtin', () => {
    expect(initialVariantState(defaults, [blue, red])).toEqual({ selected: { ...defaults, variantName: '', enable: false }, showMessage: false })
  })

  it('a product with one variant starts with it enabled', () => {
    expect(initialVariantState(defaults, [blue]).selected).toEqual({ ...blue, enable: true })
  })

  it('choosing sets the variant enabled; another choice replaces it', () => {
    const chosen = reduce(initialVariantState(defaults, [blue, red]), { type: 'choose', variant: blue })
    expect(chosen.selected).toEqual({ ...blue, enable: true })
    expect(reduce(chosen, { type: 'choose', variant: red }).selected).toEqual({ ...red, enable: true })
  })

  it('buying without an enabled variant shows the message; choosing the same variant again clears it, the default gtin and the message', () => {
    let state = reduce(initialVariantState(defaults, [blue, red]), { type: 'buy' })
    expect(state.showMessage).toBe(true)
    state = reduce(state, { type: 'choose', variant: blue })
    state = reduce({ ...state, showMessage: true }, { type: 'choose', variant: blue })
    expect(state).toEqual({ selected: { ...defaults, variantName: '', enable: false }, showMessage: false })
  })

  it('buying with an enabled variant shows no message; reset clears all', () => {
    const chosen = reduce(initialVariantState(defaults, [blue, red]), { type: 'choose', variant: red })
    expect(reduce(chosen, { type: 'buy' }).showMessage).toBe(false)
    expect(reduce({ ...chosen, showMessage: true }, { type: 'reset' })).toEqual(initialVariantState(defaults, [blue, red]))
  })

  it('a variant the page shows chosen (ticked before the scripts ran) is enabled, and stays so when shown again', () => {
    const shown = reduce({ ...initialVariantState(defaults, [blue, red]), showMessage: true }, { type: 'shown', variant: blue })
    expect(shown).toEqual({ selected: { ...blue, enable: true }, showMessage: false })
    expect(reduce(shown, { type: 'shown', variant: blue })).toBe(shown)
  })
})
