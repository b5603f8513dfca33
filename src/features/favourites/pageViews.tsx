import type { PageTypeViews } from '@/features/content/pageTypes'

import { SavedItems } from './pageIslands'
import styles from './SavedItems.module.css'

/** The Saved items page: the visitor's saved products and articles (local storage, so drawn in the browser). */
export const favouritesPageViews = {
  favouritesPage: async () => (
    <>
      <div className={styles.area}>
        <SavedItems />
      </div>
      <noscript>
        <p>
          Saved items are kept in your browser and need JavaScript to show. Browse <a href="/en-au/products">our products</a> or{' '}
          <a href="/en-au/articles">our articles</a>.
        </p>
      </noscript>
    </>
  ),
} satisfies PageTypeViews
