import { breadcrumbListJsonLd, JsonLd } from '@/features/seo'

import styles from './Breadcrumbs.module.css'

export interface Crumb {
  name: string
  path: string
}

/** SPEC.md §2 breadcrumb titles by slug; other pages use their own title. */
export const breadcrumbTitles: Record<string, string> = {
  home: 'Home',
  'compare-products': 'Compare Products',
  'write-review': 'Write Review',
  'contact-us': 'Contact us',
  sitemap: 'Sitemap',
  search: 'Search',
}

export const crumbTitle = (slug: string, fallback: string) => breadcrumbTitles[slug] ?? fallback

/** The first crumb of every trail. */
export const homeCrumb: Crumb = { name: crumbTitle('home', 'Home'), path: '/en-au/' }

/** The trail from Home to the current page, with its BreadcrumbList structured data. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol>
        {items.map((item, index) => (
          <li key={item.path}>
            {index === items.length - 1 ? (
              <a href={item.path} aria-current="page">
                {item.name}
              </a>
            ) : (
              <a href={item.path}>{item.name}</a>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={breadcrumbListJsonLd(items)} />
    </nav>
  )
}
