import { breadcrumbListJsonLd, JsonLd } from '@/features/seo'
import { LOCALE_HOME } from '@/shared/routing/urls'

import styles from './Breadcrumbs.module.css'

export interface Crumb {
  name: string
  path: string
}

/** The first crumb of every trail. (Other pages' crumb titles come with their page type.) */
export const homeCrumb: Crumb = { name: 'Home', path: LOCALE_HOME }

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
