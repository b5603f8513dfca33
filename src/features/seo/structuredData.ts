import { settings } from '@/shared/settings'

/** A site path as the absolute URL structured data needs (on SITE_URL). */
export const absoluteUrl = (path: string) => new URL(path, settings().SITE_URL).href

export function organizationJsonLd({ logo }: { logo: string }) {
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
