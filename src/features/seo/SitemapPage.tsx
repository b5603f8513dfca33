import styles from './SitemapPage.module.css'

interface Entry {
  key: string | number
  title: string
  url: string
}

/** The sitemap page: every published page, product and article, as links. */
export function SitemapPage({ pages, products, articles }: { pages: Entry[]; products: Entry[]; articles: Entry[] }) {
  return (
    <div className={styles.sitemap}>
      {[
        { id: 'sitemap-pages', heading: 'Pages', entries: pages },
        { id: 'sitemap-products', heading: 'Products', entries: products },
        { id: 'sitemap-articles', heading: 'Articles', entries: articles },
      ].map(({ id, heading, entries }) => (
        <section key={id} aria-labelledby={id}>
          <h2 id={id}>{heading}</h2>
          <ul>
            {entries.map((entry) => (
              <li key={entry.key}>
                <a href={entry.url}>{entry.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
