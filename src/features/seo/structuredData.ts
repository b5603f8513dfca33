import { settings } from '@/shared/settings'

const absolute = (path: string) => new URL(path, settings().SITE_URL).href

export function organizationJsonLd({ logo }: { logo: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings().BRAND_NAME,
    url: absolute('/en-au/'),
    logo: absolute(logo),
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
      item: absolute(item.path),
    })),
  }
}
