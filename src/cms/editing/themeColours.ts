import type { TextField } from 'payload'

import { AA_TEXT, contrastRatio, isHexColour } from '../../shared/ui/colourContrast'

/**
 * A brand's colours, picked with a colour picker beside the hex code (admin/ColourField.tsx) and checked
 * against each other before they are saved: every pair the site sets text in must reach WCAG AA (4.5:1).
 */
type ThemeColour = 'colorPrimary' | 'colorOnPrimary' | 'colorAccent' | 'colorBackground' | 'colorSurface' | 'colorText' | 'colorMuted'

/** The text-on-colour pairs the site draws, with how the message names them. */
const TEXT_PAIRS: { text: ThemeColour; on: ThemeColour; name: string }[] = [
  { text: 'colorText', on: 'colorBackground', name: 'Text on the background' },
  { text: 'colorText', on: 'colorSurface', name: 'Text on the surface colour' },
  { text: 'colorMuted', on: 'colorBackground', name: 'Muted text on the background' },
  { text: 'colorOnPrimary', on: 'colorPrimary', name: 'Text on the primary colour' },
]

const ratio = (value: number) => `${Math.floor(value * 10) / 10}:1`

/** What is wrong with this colour among its brand's others, or true. */
export function checkThemeColour(name: ThemeColour, value: unknown, theme: Partial<Record<ThemeColour, unknown>>): true | string {
  if (!isHexColour(value)) return 'Use a colour code such as #0b2a5b (pick one with the swatch).'
  for (const pair of TEXT_PAIRS.filter((p) => p.text === name || p.on === name)) {
    const other = pair.text === name ? theme[pair.on] : theme[pair.text]
    if (!isHexColour(other)) continue
    const contrast = contrastRatio(value, other)
    if (contrast < AA_TEXT) return `${pair.name}: ${ratio(contrast)}. WCAG AA needs at least 4.5:1 for text: make one of the two darker or lighter.`
  }
  return true
}

export const themeColourField = (name: ThemeColour, label: string, description: string): TextField => ({
  name,
  type: 'text',
  label,
  required: true,
  admin: { description, components: { Field: '/cms/admin/ColourField#ColourField' } },
  validate: (value: unknown, { siblingData }: { siblingData: unknown }) =>
    checkThemeColour(name, value, (siblingData ?? {}) as Partial<Record<ThemeColour, unknown>>),
})
