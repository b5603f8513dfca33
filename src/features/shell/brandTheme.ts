import type { CSSProperties } from 'react'

import { contrastRatio, luminance } from '@/shared/ui/colourContrast'

import type { Brand } from './data'

/**
 * The colours of the site's buttons on this theme's pages: the primary colour when it stands out from the
 * background by 3:1 (WCAG's non-text contrast), else the accent, else the text colour; the label in
 * whichever of the theme's colours reads best on that fill. (A dark theme's primary can be its background.)
 */
export function buttonColours(t: Pick<Brand['theme'], 'colorPrimary' | 'colorOnPrimary' | 'colorAccent' | 'colorBackground' | 'colorText'>) {
  const fill = [t.colorPrimary, t.colorAccent, t.colorText].find((colour) => contrastRatio(colour, t.colorBackground) >= 3) ?? t.colorText
  const label = [t.colorOnPrimary, t.colorPrimary, t.colorBackground, t.colorText].sort((a, b) => contrastRatio(b, fill) - contrastRatio(a, fill))[0]!
  return { fill, label }
}

/** Error text readable on the brand's background: the default dark red, or a light red on dark themes. */
const errorColourOn = (background: string) => (luminance(background) < 0.2 ? '#ff9a9a' : '#b00020')

/** A brand's theme tokens as the CSS custom properties of tokens.css. */
export function brandThemeStyle(brand: Pick<Brand, 'theme'>): CSSProperties {
  const t = brand.theme
  const button = buttonColours(t)
  return {
    '--color-button': button.fill,
    '--color-on-button': button.label,
    '--color-primary': t.colorPrimary,
    '--color-on-primary': t.colorOnPrimary,
    '--color-accent': t.colorAccent,
    '--color-background': t.colorBackground,
    '--color-surface': t.colorSurface,
    '--color-text': t.colorText,
    '--color-muted': t.colorMuted,
    '--color-error': errorColourOn(t.colorBackground),
  } as CSSProperties
}
