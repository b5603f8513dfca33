/** A provider value as words: 'NormalThick' → 'Normal Thick'. */
export const words = (value: string) => value.replace(/([a-z])([A-Z])/g, '$1 $2')
