import type { Picture } from '@/shared/media/picture'

/** Articles as the site uses them (built from the CMS documents in data.ts). */
export interface ArticleSummary {
  id: number
  title: string
  slug: string
  shortDescription: string
  /** undefined when its image was deleted in the back office */
  image?: Picture
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
  /** The image's small version, a site path; '' when none. */
  image: string
  body: { root?: unknown } | null
  meta: { title?: string; description?: string }
  keywords: string[]
}

/** One published article as its page shows it. `body` is the Lexical rich-text value as stored. */
export interface ArticleDetails extends ArticleSummary {
  section: ArticleSection | null
  body: { root?: unknown } | null
  metaTitle?: string
  metaDescription?: string
  /** the editor's share image (SEO), a site path */
  shareImage?: string
  /** the editor's byline; absent = the brand */
  author?: string
  datePublished: string
  dateModified: string
  readingMinutes: number
  /** up to 3: same topic first, then same section */
  related: ArticleSummary[]
}

/** A section's page of articles (12 a page), optionally filtered to one topic. */
export interface ArticlePage {
  section: ArticleSection
  topic: { slug: string; title: string } | null
  topics: { slug: string; title: string }[]
  page: number
  totalPages: number
  articles: ArticleSummary[]
}
