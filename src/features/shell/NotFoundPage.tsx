import { NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE } from '@/features/seo'

import { findBrand } from './data'
import styles from './NotFoundPage.module.css'
import { PlainSearchForm } from './PlainSearchForm'
import { SiteShell } from './SiteShell'

/**
 * The data layer's page-type label of the 404 page. None of the spec's labels names an error page; a
 * missing page is part of the brand's own content, so it reports as 'Brand Experience' (the label of
 * content and about pages) and analytics can still tell it apart by its title.
 */
export const NOT_FOUND_ANALYTICS_LABEL = 'Brand Experience'

/** What a visitor sees at an address that shows nothing: the shell, the title, a search box, ways on. */
export async function NotFoundPage() {
  const brand = await findBrand('default')
  return (
    <SiteShell brand={brand} analyticsPageType={NOT_FOUND_ANALYTICS_LABEL} headerStyle="white">
      <div className={styles.notFound}>
        <h1>{NOT_FOUND_TITLE}</h1>
        <p>{NOT_FOUND_DESCRIPTION}</p>
        <PlainSearchForm id="not-found-search" label="Search for a product or an article" />
        <ul className={styles.links}>
          <li>
            <a href="/en-au/">Go to the home page</a>
          </li>
          <li>
            <a href="/en-au/products">See all products</a>
          </li>
          <li>
            <a href="/en-au/sitemap">Browse the sitemap</a>
          </li>
        </ul>
      </div>
    </SiteShell>
  )
}
