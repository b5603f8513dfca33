/** The compare page's query parameter: `?products=a,b,c`. A module without imports: next.config.ts
 * loads it (pageTypes.ts). */
export const COMPARE_KEY = 'products'
