/**
 * Variant selection: choosing a variant enables it;
 * choosing the same variant again clears it, restores the default gtin and hides the message; reset
 * clears all; trying to buy with no enabled variant shows the message. A variant the page already shows
 * chosen (`shown`: ticked before the scripts ran) is enabled, never cleared.
 */
export interface SelectedVariant {
  gtin: string
  heroImage: string
  iconImage: string
  variantName: string
  enable: boolean
}

export interface VariantOption {
  gtin: string
  heroImage: string
  iconImage: string
  variantName: string
}

export interface VariantState {
  selected: SelectedVariant
  showMessage: boolean
}

export type VariantAction = { type: 'choose'; variant: VariantOption } | { type: 'shown'; variant: VariantOption } | { type: 'reset' } | { type: 'buy' }

/** Shown when Buy Now is pressed before a variant is chosen; the variant buttons' group label. */
export const CHECK_VARIANT_MESSAGE = 'Please check variant'
export const SELECT_VARIANT_LABEL = 'Select variant'

export interface ProductDefaults {
  gtin: string
  heroImage: string
  iconImage: string
}

const cleared = (defaults: ProductDefaults): SelectedVariant => ({ ...defaults, variantName: '', enable: false })

/** Nothing chosen, except that a product with a single variant starts with it chosen. */
export function initialVariantState(defaults: ProductDefaults, variants: VariantOption[]): VariantState {
  const only = variants.length === 1 ? variants[0] : undefined
  return { selected: only ? { ...only, enable: true } : cleared(defaults), showMessage: false }
}

export function variantReducer(defaults: ProductDefaults) {
  return (state: VariantState, action: VariantAction): VariantState => {
    switch (action.type) {
      case 'choose':
        if (state.selected.enable && state.selected.gtin === action.variant.gtin) return { selected: cleared(defaults), showMessage: false }
        return { selected: { ...action.variant, enable: true }, showMessage: false }
      // The page shows it chosen (chosen before the scripts ran): it is the chosen one, never cleared.
      case 'shown':
        if (state.selected.enable && state.selected.gtin === action.variant.gtin) return state
        return { selected: { ...action.variant, enable: true }, showMessage: false }
      case 'reset':
        return { selected: cleared(defaults), showMessage: false }
      case 'buy':
        return state.selected.enable ? state : { ...state, showMessage: true }
    }
  }
}
