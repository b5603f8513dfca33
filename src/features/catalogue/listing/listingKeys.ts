/** The listing's query parameters. A module without imports: next.config.ts loads it (pageTypes.ts). */
export const LISTING_KEYS = { page: 'page', sort: 'sort', filter: 'filter' } as const
