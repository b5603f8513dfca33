import 'server-only'

import { payloadClient } from '@/cms/payload'
import { PUBLISHED } from '@/cms/published'
import { MEDIA_FIELDS, pictureOf } from '@/cms/media'
import { docs } from '@/cms/relations'
import type { Brand as BrandDoc, Keyword } from '@/payload-types'
import { collectionTag } from '@/shared/cache/cacheTags'
import { cachedRead } from '@/shared/cache/cachedRead'
import type { Picture } from '@/shared/media/picture'

import type { CountryOption } from './CountrySelector'
import { siteLanguageOf } from './siteLanguage'

/** The shell's data boundary: brands (logo, theme, menus) and the countries of the country selector. */

export interface ShellLink {
  label: string
  url: string
  newTab: boolean
}

/** A brand variant of the page shell, as the shell uses it. */
export interface Brand {
  id: number
  key: BrandDoc['key']
  name: string
  homePath: string
  /** `picture` is undefined when the logo image was deleted; `alt` names the link either way. */
  logo: { picture?: Picture; alt: string; href: string; newTab: boolean }
  headerStyle: 'transparent' | 'white'
  theme: BrandDoc['theme']
  menuLinks: ShellLink[]
  menuSlots: { heading: string; links: ShellLink[] }[]
  popularSearches: string[]
}

type LinkDoc = { label: string; url: string; newTab?: boolean | null }
const links = (items: LinkDoc[] | null | undefined): ShellLink[] => (items ?? []).map(({ label, url, newTab }) => ({ label, url, newTab: Boolean(newTab) }))

function toBrand(brand: BrandDoc): Brand {
  return {
    id: brand.id,
    key: brand.key,
    name: brand.name,
    homePath: brand.homePath,
    logo: {
      ...(pictureOf(brand.logo) ? { picture: pictureOf(brand.logo) } : {}),
      alt: brand.logoAlt,
      href: brand.logoUrl || brand.homePath,
      newTab: Boolean(brand.logoOpensInNewTab),
    },
    headerStyle: brand.headerStyle === 'white' ? 'white' : 'transparent',
    theme: brand.theme,
    menuLinks: links(brand.menuLinks),
    menuSlots: (brand.menuSlots ?? []).map((slot) => ({ heading: slot.heading, links: links(slot.links) })),
    popularSearches: docs<Keyword>(brand.popularSearches).map((keyword) => keyword.title),
  }
}

/** Every brand, with its popular searches (keywords) by title: published, or in an editor's preview the newest saved versions. */
async function readBrands(draft: boolean): Promise<Brand[]> {
  const payload = await payloadClient()
  const { docs: found } = await payload.find({
    collection: 'brands',
    ...(draft ? {} : { where: PUBLISHED }),
    depth: 1,
    populate: { keywords: { title: true }, media: MEDIA_FIELDS },
    pagination: false,
    // A draft is never public: only the preview route, which checks the editor, turns draft mode on.
    overrideAccess: draft,
    draft,
  })
  return found.map(toBrand)
}

const NOT_SEEDED = 'No brand content: the database has not been seeded'

/**
 * Every published brand, with its popular searches (keywords) by title. A list without the default brand is
 * a database still being seeded (by another process: an instance's set-up, an operator's `npm run db:seed`,
 * whose changes this process's cache never hears of): it throws inside the cached read, so nothing is kept
 * and the first request after the seed reads the brands, where a kept empty list would fail every page until
 * the cache's backstop hour ran out.
 */
export const findBrands = cachedRead(
  'shell.brands',
  async () => {
    const brands = await readBrands(false)
    if (!brands.some((brand) => brand.key === 'default')) throw new Error(NOT_SEEDED)
    return brands
  },
  () => [collectionTag('brands'), collectionTag('keywords'), collectionTag('media')],
)

/** The brand by id or key; the default brand when none matches. In an editor's preview, its newest saved version (uncached). */
export async function findBrand(idOrKey: number | string | null | undefined, { preview = false }: { preview?: boolean } = {}): Promise<Brand> {
  const brands = await (preview ? readBrands(true) : findBrands())
  const brand = brands.find((b) => b.id === idOrKey || b.key === idOrKey) ?? brands.find((b) => b.key === 'default')
  if (!brand) throw new Error(NOT_SEEDED)
  return brand
}

/** The countries of the country selector, by name (footer dialog and the country-selector page). */
export const findCountryOptions = cachedRead(
  'shell.countries',
  async (): Promise<CountryOption[]> => {
    const payload = await payloadClient()
    const { docs: found } = await payload.find({ collection: 'countries', sort: 'name', pagination: false, depth: 0, overrideAccess: false })
    return found.map(({ name, language, region, url }) => ({ name, language, region, url, hreflang: siteLanguageOf(url) }))
  },
  () => [collectionTag('countries')],
)
