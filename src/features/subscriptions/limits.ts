/** Field limits the pages show (maxLength) and the schemas enforce; no imports, so forms stay light. */
export const LIMITS = { name: 80, street: 120, suburb: 60 } as const
