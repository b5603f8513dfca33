import 'server-only'

import { payloadClient } from '@/cms/payload'
import { PUBLISHED } from '@/cms/published'
import { MEDIA_FIELDS, pictureOf } from '@/cms/media'
import { idOf } from '@/cms/relations'
import type { Page } from '@/payload-types'
import { collectionTag, documentTag } from '@/shared/cache/cacheTags'
import { cachedRead } from '@/shared/cache/cachedRead'
import { pageUrl } from '@/shared/routing/urls'

import type { ContentPage, PageListing } from './model'

/** The content pages' data boundary: published pages only, as content/model.ts defines them. */

function toContentPage(page: Page): ContentPage {
  const headerStyle = page.headerStyle === 'transparent' || page.headerStyle === 'white' ? page.headerStyle : undefined
  return {
    id: page.id,
    title: page.title,
    slug: page.slug,
    path: page.path ?? '',
    url: pageUrl(page.path),
    pageType: page.pageType,
    brandId: idOf(page.brand)!,
    ...(headerStyle ? { headerStyle } : {}),
    breadcrumbPosition: page.breadcrumbPosition ?? 'top',
    ...(idOf(page.category) ? { categoryId: idOf(page.category) } : {}),
    ...(page.intro ? { intro: page.intro } : {}),
    // Passed on as stored: each block's owner maps it (blocks/defineBlock.tsx, src/app/blockViews.ts).
    blocks: page.blocks ?? [],
    meta: {
      ...(page.meta?.title ? { title: page.meta.title } : {}),
      ...(page.meta?.description ? { description: page.meta.description } : {}),
      ...(pictureOf(page.meta?.image) ? { shareImage: pictureOf(page.meta?.image)!.src } : {}),
    },
  }
}

/** The page at /en-au/{path} ('' for the home page): published, or for an editor's preview its newest saved version. */
async function readPage(path: string, draft: boolean): Promise<ContentPage | undefined> {
  const payload = await payloadClient()
  const published = draft ? {} : PUBLISHED
  const { docs } = await payload.find({
    collection: 'pages',
    where:
      path === ''
        ? { or: [{ path: { equals: '' } }, { path: { exists: false } }], slug: { equals: 'home' }, ...published }
        : { path: { equals: path }, ...published },
    // Depth 1 for the blocks' images; the other relations are used by id only.
    depth: 1,
    populate: { media: MEDIA_FIELDS, products: { slug: true }, categories: { slug: true }, brands: { key: true }, 'article-sections': { slug: true } },
    limit: 1,
    // A draft is never public: only the preview route, which checks the editor, turns draft mode on.
    overrideAccess: draft,
    draft,
  })
  return docs[0] ? toContentPage(docs[0]) : undefined
}

/** The published page at /en-au/{path} ('' for the home page); undefined when none. */
export const findPageByPath = cachedRead(
  'content.pageByPath',
  (path: string) => readPage(path, false),
  (path) => [documentTag('pages', path), collectionTag('media')],
)

/** A page's newest saved version, draft or published, for an editor's preview: never cached. */
export const findPageDraft = (path: string) => readPage(path, true)

/** Every published page, by title. */
export const listPages = cachedRead(
  'content.pages',
  async (): Promise<PageListing[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: PUBLISHED,
      select: { title: true, path: true, pageType: true, updatedAt: true },
      sort: 'title',
      depth: 0,
      pagination: false,
      overrideAccess: false,
    })
    return docs.map((page) => ({ title: page.title, path: page.path ?? '', url: pageUrl(page.path), pageType: page.pageType, updatedAt: page.updatedAt }))
  },
  () => [collectionTag('pages')],
)
