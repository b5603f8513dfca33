import { settings } from '@/shared/settings'

/** A site path as the absolute URL structured data needs (on SITE_URL). */
export const absoluteUrl = (path: string) => new URL(path, settings().SITE_URL).href

/** The site's logo (the default brand's wordmark, scripts/generate-demo-images.mjs): the organization's and every article's publisher's. */
export const SITE_LOGO = '/media/brands/default.svg'

/** The brand as an article's publisher, with the logo Google's article rich result asks for. */
export const publisherJsonLd = () => ({
  '@type': 'Organization',
  name: settings().BRAND_NAME,
  url: absoluteUrl('/en-au/'),
  logo: { '@type': 'ImageObject', url: absoluteUrl(SITE_LOGO) },
})

export function organizationJsonLd({ logo = SITE_LOGO }: { logo?: string } = {}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings().BRAND_NAME,
    url: absoluteUrl('/en-au/'),
    logo: absoluteUrl(logo),
  }
}

export function breadcrumbListJsonLd(items: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  }
}
