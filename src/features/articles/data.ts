import 'server-only'

import { payloadClient } from '@/cms/payload'
import { PUBLISHED } from '@/cms/published'
import { docs, isDoc } from '@/cms/relations'
import type { Article, ArticleSection as SectionDoc, Keyword } from '@/payload-types'
import { collectionTag } from '@/shared/cache/cacheTags'
import { cachedRead } from '@/shared/cache/cachedRead'
import { articleSectionUrl, articleUrl } from '@/shared/routing/urls'

import type { ArticleSection, ArticleSummary, SearchableArticle } from './model'

/**
 * The articles' data boundary: published articles only. An article's URL holds its section's slug, so
 * reads of articles are tagged with sections too.
 */
const articleTags = () => [collectionTag('articles'), collectionTag('article-sections')]

const urlOf = (article: Pick<Article, 'slug' | 'section'>) =>
  articleUrl({ slug: article.slug, sectionSlug: isDoc<SectionDoc>(article.section) ? article.section.slug : undefined })

export const findArticles = cachedRead(
  'articles.list',
  async ({ section, limit = 12 }: { section?: number; limit?: number }): Promise<ArticleSummary[]> => {
    const payload = await payloadClient()
    const { docs: found } = await payload.find({
      collection: 'articles',
      where: { ...PUBLISHED, ...(section ? { section: { equals: section } } : {}) },
      sort: '-createdAt',
      depth: 1,
      limit,
      overrideAccess: false,
      select: { title: true, slug: true, shortDescription: true, image: true, section: true },
      populate: { 'article-sections': { slug: true } },
    })
    return found.map((article) => ({
      id: article.id,
      title: article.title,
      slug: article.slug,
      shortDescription: article.shortDescription,
      image: article.image,
      url: urlOf(article),
    }))
  },
  articleTags,
)

/** Every published article by title, for the sitemap page. */
export const listArticles = cachedRead(
  'articles.all',
  async (): Promise<Pick<ArticleSummary, 'id' | 'title' | 'url'>[]> => {
    const payload = await payloadClient()
    const { docs: found } = await payload.find({
      collection: 'articles',
      where: PUBLISHED,
      sort: 'title',
      depth: 1,
      pagination: false,
      overrideAccess: false,
      select: { title: true, slug: true, section: true },
      populate: { 'article-sections': { slug: true } },
    })
    return found.map((article) => ({ id: article.id, title: article.title, url: urlOf(article) }))
  },
  articleTags,
)

export const findArticleSections = cachedRead(
  'articles.sections',
  async (): Promise<ArticleSection[]> => {
    const payload = await payloadClient()
    const { docs: found } = await payload.find({ collection: 'article-sections', sort: 'title', pagination: false, depth: 0, overrideAccess: false })
    return found.map(({ id, title, slug }) => ({ id, title, slug, url: articleSectionUrl({ slug }) }))
  },
  () => [collectionTag('article-sections')],
)

/** Every published article as search records need it, newest first (the articles index's order). */
export const listSearchableArticles = cachedRead(
  'articles.searchable',
  async (): Promise<SearchableArticle[]> => {
    const payload = await payloadClient()
    const { docs: found } = await payload.find({
      collection: 'articles',
      where: PUBLISHED,
      select: { title: true, slug: true, section: true, shortDescription: true, image: true, body: true, meta: true, keywords: true },
      populate: { keywords: { title: true }, 'article-sections': { slug: true } },
      depth: 1,
      sort: '-createdAt',
      pagination: false,
      overrideAccess: false,
    })
    return found.map((article) => ({
      id: article.id,
      title: article.title,
      url: urlOf(article),
      shortDescription: article.shortDescription,
      image: article.image,
      body: article.body ?? null,
      meta: {
        ...(article.meta?.title ? { title: article.meta.title } : {}),
        ...(article.meta?.description ? { description: article.meta.description } : {}),
        ...(article.meta?.keywords ? { keywords: article.meta.keywords } : {}),
      },
      keywords: docs<Keyword>(article.keywords).map((keyword) => keyword.title),
    }))
  },
  () => [...articleTags(), collectionTag('keywords')],
)
