/** US spellings in the provider's values, as an en-AU site writes them. */
const EN_AU: [RegExp, string][] = [
  [/\bColor/g, 'Colour'],
  [/\bcolor/g, 'colour'],
]

/**
 * A provider value as words, spelt for en-AU: 'NormalThick' → 'Normal Thick', 'ColorTreated' → 'Colour
 * Treated'. Only what the page shows: the values sent and filtered on stay as the provider has them.
 */
export const words = (value: string) => EN_AU.reduce((text, [us, au]) => text.replace(us, au), value.replace(/([a-z])([A-Z])/g, '$1 $2'))
