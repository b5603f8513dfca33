/** The article list page's query parameter, its page number. A module without imports: next.config.ts loads it (pageTypes.ts). */
export const ARTICLE_LIST_PAGE_KEY = 'page'
