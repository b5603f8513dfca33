import type { CSSProperties } from 'react'

import type { Brand } from './data'

/** Relative luminance of a #rrggbb colour (WCAG), 1 when it cannot be read. */
function luminance(hex: string): number {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim())
  if (!match) return 1
  const channel = (at: number) => {
    const value = parseInt(match[1]!.slice(at, at + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
}

/** Error text readable on the brand's background: the default dark red, or a light red on dark themes. */
const errorColourOn = (background: string) => (luminance(background) < 0.2 ? '#ff9a9a' : '#b00020')

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
    '--color-error': errorColourOn(t.colorBackground),
  } as CSSProperties
}
