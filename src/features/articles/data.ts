import 'server-only'

import type { Where } from 'payload'

import { payloadClient } from '@/cms/payload'
import { PUBLISHED } from '@/cms/published'
import { MEDIA_FIELDS, pictureOf, thumbnailOf } from '@/cms/media'
import { docs, isDoc } from '@/cms/relations'
import type { Article, ArticleSection as SectionDoc, Keyword, Topic } from '@/payload-types'
import { collectionTag } from '@/shared/cache/cacheTags'
import { cachedRead } from '@/shared/cache/cachedRead'
import { articleSectionUrl, articleUrl } from '@/shared/routing/urls'

import type { ArticleDetails, ArticlePage, ArticleSection, ArticleSummary, SearchableArticle } from './model'
import { readingMinutes } from './readingTime'

/**
 * The articles' data boundary: published articles only. An article's URL holds its section's slug, so
 * reads of articles are tagged with sections too.
 */
const articleTags = () => [collectionTag('articles'), collectionTag('article-sections'), collectionTag('topics'), collectionTag('media')]

const urlOf = (article: Pick<Article, 'slug' | 'section'>) =>
  articleUrl({ slug: article.slug, sectionSlug: isDoc<SectionDoc>(article.section) ? article.section.slug : undefined })

/** An article's card, from the fields every list reads. */
const summaryOf = (doc: Pick<Article, 'id' | 'title' | 'slug' | 'shortDescription' | 'image' | 'section'>): ArticleSummary => {
  const image = pictureOf(doc.image)
  return { id: doc.id, title: doc.title, slug: doc.slug, shortDescription: doc.shortDescription, ...(image ? { image } : {}), url: urlOf(doc) }
}

export const findArticles = cachedRead(
  'articles.list',
  async ({ section, ids, limit = 12 }: { section?: number; ids?: number[]; limit?: number }): Promise<ArticleSummary[]> => {
    const payload = await payloadClient()
    const { docs: found } = await payload.find({
      collection: 'articles',
      where: { ...PUBLISHED, ...(section ? { section: { equals: section } } : {}), ...(ids ? { id: { in: ids } } : {}) },
      sort: '-createdAt',
      depth: 1,
      limit,
      overrideAccess: false,
      select: { title: true, slug: true, shortDescription: true, image: true, section: true },
      populate: { 'article-sections': { slug: true }, media: MEDIA_FIELDS },
    })
    return found.map(summaryOf)
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
      populate: { keywords: { title: true }, 'article-sections': { slug: true }, media: MEDIA_FIELDS },
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
      image: thumbnailOf(article.image) ?? '',
      body: article.body ?? null,
      meta: {
        ...(article.meta?.title ? { title: article.meta.title } : {}),
        ...(article.meta?.description ? { description: article.meta.description } : {}),
      },
      keywords: docs<Keyword>(article.keywords).map((keyword) => keyword.title),
    }))
  },
  () => [...articleTags(), collectionTag('keywords')],
)

type ArticleAddress = { section: string; slug: string }

/**
 * An article by its section's slug and its own (null when either does not match): the published version,
 * or for an editor's preview (`draft`) the newest saved version, draft or not. Related reads are always
 * published ones.
 */
async function readArticle({ section, slug }: ArticleAddress, draft: boolean): Promise<ArticleDetails | null> {
  const payload = await payloadClient()
  const { docs: found } = await payload.find({
    collection: 'articles',
    where: draft ? { slug: { equals: slug } } : { ...PUBLISHED, slug: { equals: slug } },
    depth: 1,
    limit: 1,
    // A draft is never public: only the preview route, which checks the editor, turns draft mode on.
    overrideAccess: draft,
    draft,
    populate: { 'article-sections': { slug: true, title: true }, media: MEDIA_FIELDS },
  })
  const article = found[0]
  if (!article) return null
  const sectionDoc = isDoc<SectionDoc>(article.section) ? article.section : null
  if ((sectionDoc?.slug ?? 'all') !== section) return null
  const topicIds = (article.topics ?? []).map((t) => (typeof t === 'number' ? t : t.id))
  const relatedWhere = async (where: Where) =>
    (
      await payload.find({
        collection: 'articles',
        where: { ...PUBLISHED, id: { not_equals: article.id }, ...where },
        sort: '-createdAt',
        depth: 1,
        limit: 3,
        overrideAccess: false,
        select: { title: true, slug: true, shortDescription: true, image: true, section: true },
        populate: { 'article-sections': { slug: true }, media: MEDIA_FIELDS },
      })
    ).docs.map(summaryOf)
  const sameTopic = topicIds.length ? await relatedWhere({ topics: { in: topicIds } }) : []
  const sameSection = sectionDoc ? await relatedWhere({ section: { equals: sectionDoc.id } }) : []
  const related = [...sameTopic, ...sameSection].filter((a, i, all) => all.findIndex((b) => b.id === a.id) === i).slice(0, 3)
  return {
    ...summaryOf(article),
    section: sectionDoc ? { id: sectionDoc.id, title: sectionDoc.title, slug: sectionDoc.slug, url: articleSectionUrl(sectionDoc) } : null,
    body: (article.body as ArticleDetails['body']) ?? null,
    ...(article.meta?.title ? { metaTitle: article.meta.title } : {}),
    ...(article.meta?.description ? { metaDescription: article.meta.description } : {}),
    ...(pictureOf(article.meta?.image) ? { shareImage: pictureOf(article.meta?.image)!.src } : {}),
    ...(article.author ? { author: article.author } : {}),
    datePublished: article.createdAt,
    dateModified: article.updatedAt,
    readingMinutes: readingMinutes(article.body),
    related,
  }
}

/** One published article (cached, tagged). */
export const findArticle = cachedRead('articles.one', (address: ArticleAddress) => readArticle(address, false), articleTags)

/** An article's newest version, draft or published, for an editor's preview: never cached. */
export const findArticleDraft = (address: ArticleAddress) => readArticle(address, true)

export const ARTICLES_PER_PAGE = 12

/** A page of every section's articles, newest first (the article list page), 12 a page as a section's. */
export const findLatestArticles = cachedRead(
  'articles.latest',
  async ({ page = 1 }: { page?: number }): Promise<{ page: number; totalPages: number; articles: ArticleSummary[] }> => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'articles',
      where: PUBLISHED,
      sort: '-createdAt',
      depth: 1,
      limit: ARTICLES_PER_PAGE,
      page,
      overrideAccess: false,
      select: { title: true, slug: true, shortDescription: true, image: true, section: true },
      populate: { 'article-sections': { slug: true }, media: MEDIA_FIELDS },
    })
    return { page: found.page ?? 1, totalPages: found.totalPages, articles: found.docs.map(summaryOf) }
  },
  articleTags,
)

/**
 * A section's page of articles, newest first, optionally one topic's; with the topics its articles have
 * (the chips). Null when the section does not exist.
 */
export const findSectionArticles = cachedRead(
  'articles.section',
  async ({ section, topic, page = 1 }: { section: string; topic?: string; page?: number }): Promise<ArticlePage | null> => {
    const payload = await payloadClient()
    const sectionDoc = (await payload.find({ collection: 'article-sections', where: { slug: { equals: section } }, limit: 1, depth: 0, overrideAccess: false }))
      .docs[0]
    if (!sectionDoc) return null
    const all = await payload.find({
      collection: 'articles',
      where: { ...PUBLISHED, section: { equals: sectionDoc.id } },
      depth: 1,
      pagination: false,
      overrideAccess: false,
      select: { topics: true },
      populate: { topics: { title: true, slug: true } },
    })
    const topics = new Map<string, { slug: string; title: string }>()
    for (const article of all.docs) for (const t of docs<Topic>(article.topics)) topics.set(t.slug, { slug: t.slug, title: t.title })
    const topicDoc = topic
      ? (await payload.find({ collection: 'topics', where: { slug: { equals: topic } }, limit: 1, depth: 0, overrideAccess: false })).docs[0]
      : undefined
    if (topic && !topicDoc) return null
    const found = await payload.find({
      collection: 'articles',
      where: { ...PUBLISHED, section: { equals: sectionDoc.id }, ...(topicDoc ? { topics: { contains: topicDoc.id } } : {}) },
      sort: '-createdAt',
      depth: 1,
      limit: ARTICLES_PER_PAGE,
      page,
      overrideAccess: false,
      select: { title: true, slug: true, shortDescription: true, image: true, section: true },
      populate: { 'article-sections': { slug: true }, media: MEDIA_FIELDS },
    })
    return {
      section: { id: sectionDoc.id, title: sectionDoc.title, slug: sectionDoc.slug, url: articleSectionUrl(sectionDoc) },
      topic: topicDoc ? { slug: topicDoc.slug, title: topicDoc.title } : null,
      topics: [...topics.values()].sort((a, b) => a.title.localeCompare(b.title)),
      page: found.page ?? 1,
      totalPages: found.totalPages,
      articles: found.docs.map(summaryOf),
    }
  },
  articleTags,
)
