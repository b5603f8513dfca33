import 'server-only'

import { loadPrivacyLinks } from '@/features/privacy'
import { settings } from '@/shared/settings'

import { CURRENT_COUNTRY } from './constants'
import { findBrands, findCountryOptions } from './data'

/** The site's legal links for Australia in English (the privacy document's, or its fallbacks). */
export const loadLegalLinks = () => loadPrivacyLinks({ country: 'AU', language: 'en' }, { url: settings().PRIVACY_DATA_URL })

/**
 * What the footer draws for one brand (undefined for a brand that does not exist): its menu slots, the
 * legal links, the countries of the country dialog and the copyright line. The footer is drawn in the
 * browser from this once a visitor scrolls near it (./LazyFooter), so no page carries it in its HTML.
 */
export async function loadFooter(brandKey: string) {
  const brand = (await findBrands()).find((candidate) => candidate.key === brandKey)
  if (!brand) return undefined
  const [countries, legal] = await Promise.all([findCountryOptions(), loadLegalLinks()])
  return {
    menuSlots: brand.menuSlots.map(({ heading, links }) => ({ heading, links: links.map(({ label, url }) => ({ label, url })) })),
    legal,
    countries,
    current: CURRENT_COUNTRY,
    copyright: `© ${new Date().getFullYear()} ${settings().BRAND_NAME}`,
  }
}

export type FooterData = NonNullable<Awaited<ReturnType<typeof loadFooter>>>
