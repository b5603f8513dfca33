/**
 * After results arrive, the articles tab is selected unless there are no articles
 * and some products; show-more is visible while the tab's page number is below its page count minus one.
 */
export type SearchTab = 'products' | 'articles'

export const initialTab = (productHits: number, articleHits: number): SearchTab => (articleHits === 0 && productHits > 0 ? 'products' : 'articles')

export const showMoreVisible = (page: number, nbPages: number) => page < nbPages - 1
