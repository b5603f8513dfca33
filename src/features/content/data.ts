import 'server-only'

import { payloadClient } from '@/cms/payload'
import { PUBLISHED } from '@/cms/published'
import { MEDIA_FIELDS, pictureOf } from '@/cms/media'
import { idOf } from '@/cms/relations'
import type { Page } from '@/payload-types'
import { collectionTag, documentTag } from '@/shared/cache/cacheTags'
import { cachedRead } from '@/shared/cache/cachedRead'
import type { Picture } from '@/shared/media/picture'
import { pageUrl } from '@/shared/routing/urls'

import type { ContentPage, PageBlock, PageListing, RichTextContent } from './model'

/** The content pages' data boundary: published pages only, as content/model.ts defines them. */

type Block = NonNullable<Page['blocks']>[number]

/** A block's image, with the block's own alt text when the editor gave one (the image's otherwise). */
const optionalImage = (picture: Picture | undefined, alt?: string | null) => (picture ? { image: alt?.trim() ? { ...picture, alt: alt.trim() } : picture } : {})

function toBlock(block: Block, index: number): PageBlock {
  const id = block.id ?? String(index)
  switch (block.blockType) {
    case 'hero':
      return {
        blockType: 'hero',
        id,
        heading: block.heading,
        ...(block.text ? { text: block.text } : {}),
        ...optionalImage(pictureOf(block.image), block.imageAlt),
        ...(block.cta?.label && block.cta.url ? { cta: { label: block.cta.label, url: block.cta.url } } : {}),
      }
    case 'richText':
      return { blockType: 'richText', id, content: block.content as RichTextContent }
    case 'productGrid':
      return {
        blockType: 'productGrid',
        id,
        heading: block.heading,
        productIds: (block.products ?? []).map(idOf).filter((value): value is number => typeof value === 'number'),
        ...(idOf(block.category) ? { categoryId: idOf(block.category) } : {}),
        ...(idOf(block.brand) ? { brandId: idOf(block.brand) } : {}),
        limit: block.limit ?? 8,
      }
    case 'articleGrid':
      return { blockType: 'articleGrid', id, heading: block.heading, ...(idOf(block.section) ? { sectionId: idOf(block.section) } : {}), limit: block.limit ?? 3 }
    case 'linkCards':
      return {
        blockType: 'linkCards',
        id,
        ...(block.heading ? { heading: block.heading } : {}),
        cards: (block.cards ?? []).map((card) => ({ label: card.label, url: card.url, ...(card.text ? { text: card.text } : {}), ...optionalImage(pictureOf(card.image)) })),
      }
    case 'newsletter':
      return { blockType: 'newsletter', id, ...(block.heading ? { heading: block.heading } : {}), ...(block.text ? { text: block.text } : {}) }
    case 'waitlist': {
      const productId = idOf(block.product)
      return {
        blockType: 'waitlist',
        id,
        ...(block.heading ? { heading: block.heading } : {}),
        ...(block.text ? { text: block.text } : {}),
        ...(typeof productId === 'number' ? { productId } : {}),
      }
    }
  }
}

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
    blocks: (page.blocks ?? []).map(toBlock),
    meta: { ...(page.meta?.title ? { title: page.meta.title } : {}), ...(page.meta?.description ? { description: page.meta.description } : {}) },
  }
}

/** The published page at /en-au/{path} ('' for the home page); undefined when none. */
export const findPageByPath = cachedRead(
  'content.pageByPath',
  async (path: string): Promise<ContentPage | undefined> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: path === '' ? { or: [{ path: { equals: '' } }, { path: { exists: false } }], slug: { equals: 'home' }, ...PUBLISHED } : { path: { equals: path }, ...PUBLISHED },
      // Depth 1 for the blocks' images; the other relations are used by id only.
      depth: 1,
      populate: { media: MEDIA_FIELDS, products: { slug: true }, categories: { slug: true }, brands: { key: true }, 'article-sections': { slug: true } },
      limit: 1,
      overrideAccess: false,
    })
    return docs[0] ? toContentPage(docs[0]) : undefined
  },
  (path) => [documentTag('pages', path), collectionTag('media')],
)

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
