import type { Article, ArticleSection } from '@/payload-types'
import { payloadClient } from '@/cms/payload'
import { isDoc } from '@/cms/relations'

export type ArticleSummary = Pick<Article, 'id' | 'title' | 'slug' | 'shortDescription' | 'image'> & { url: string }

/** Article URL by the URL contract: /en-au/articles/{section}/{slug}. */
export const articleUrl = (article: Pick<Article, 'slug' | 'section'>) =>
  `/en-au/articles/${isDoc<ArticleSection>(article.section) ? article.section.slug : 'all'}/${article.slug}`

export async function findArticles({ section, limit = 12 }: { section?: number; limit?: number }): Promise<ArticleSummary[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'articles',
    where: { _status: { equals: 'published' }, ...(section ? { section: { equals: section } } : {}) },
    sort: '-createdAt',
    depth: 1,
    limit,
    overrideAccess: false,
    select: { title: true, slug: true, shortDescription: true, image: true, section: true },
  })
  return docs.map((article) => ({ ...article, url: articleUrl(article) }))
}

export async function findArticleSections(): Promise<ArticleSection[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'article-sections', sort: 'title', limit: 50, pagination: false, depth: 0 })
  return docs
}
