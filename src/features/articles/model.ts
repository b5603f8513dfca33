/** Articles as the site uses them (built from the CMS documents in data.ts). */
export interface ArticleSummary {
  id: number
  title: string
  slug: string
  shortDescription: string
  image: string
  url: string
}

export interface ArticleSection {
  id: number
  title: string
  slug: string
  url: string
}

/** What search records are made of. `body` is the Lexical rich-text value as stored. */
export interface SearchableArticle {
  id: number
  title: string
  url: string
  shortDescription: string
  image: string
  body: { root?: unknown } | null
  meta: { title?: string; description?: string; keywords?: string }
  keywords: string[]
}
