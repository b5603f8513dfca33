import type { CSSProperties } from 'react'

import type { Brand } from './data'

/** A brand's theme tokens as the CSS custom properties of tokens.css. */
export function brandThemeStyle(brand: Pick<Brand, 'theme'>): CSSProperties {
  const t = brand.theme
  return {
    '--color-primary': t.colorPrimary,
    '--color-on-primary': t.colorOnPrimary,
    '--color-accent': t.colorAccent,
    '--color-background': t.colorBackground,
    '--color-surface': t.colorSurface,
    '--color-text': t.colorText,
    '--color-muted': t.colorMuted,
  } as CSSProperties
}
