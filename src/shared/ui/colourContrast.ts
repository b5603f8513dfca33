/**
 * WCAG's colour arithmetic, shared by the brand themes (the buttons' colours) and the back office's
 * colour fields (a brand's colours are checked against each other before they are saved).
 */
export const isHexColour = (value: unknown): value is string => typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value.trim())

/** Relative luminance of a #rrggbb colour (WCAG), 1 when it cannot be read. */
export function luminance(hex: string): number {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim())
  if (!match) return 1
  const channel = (at: number) => {
    const value = parseInt(match[1]!.slice(at, at + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
}

/** The contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m)
  return (x! + 0.05) / (y! + 0.05)
}

/** WCAG 2.2 AA for text (4.5:1). */
export const AA_TEXT = 4.5
