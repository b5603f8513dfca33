import { articleUrl, findArticles, findArticleSections } from '@/features/articles'
import { ComparePage, findProducts, ProductGrid, ProductListing, productUrl, ShavingAdvisor } from '@/features/catalogue'
import { SearchResults } from '@/features/search'
import { searchResultsPageProps } from '@/features/search/server'
import { CountryList, findCountryOptions } from '@/features/shell'
import type { Page } from '@/payload-types'
import { type PageQuery, queryValues } from '@/shared/routing/queryDrivenPages'
import { payloadClient } from '@/cms/payload'
import { isDoc } from '@/cms/relations'

import styles from './PageTypeSection.module.css'

/** The part of a content page that comes from its page type rather than its blocks. */
export async function PageTypeSection({ page, query }: { page: Page; query: PageQuery }) {
  const payload = await payloadClient()
  switch (page.pageType) {
    case 'contactUs': {
      const contact = await payload.findGlobal({ slug: 'contact-details', depth: 0 })
      return (
        <dl className={styles.contact}>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a>
            {contact.phoneHours ? ` (${contact.phoneHours})` : null}
          </dd>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
          <dt>Web contact</dt>
          <dd>
            <a href={contact.webContactUrl}>Send us a message</a>
          </dd>
          {contact.postalAddress ? (
            <>
              <dt>Post</dt>
              <dd className={styles.address}>{contact.postalAddress}</dd>
            </>
          ) : null}
        </dl>
      )
    }
    case 'faqPage': {
      const { docs } = await payload.find({ collection: 'faq-entries', sort: 'order', limit: 200, pagination: false })
      return (
        <div>
          {docs.map((entry) => (
            <details key={entry.id} className={styles.faq}>
              <summary>{entry.question}</summary>
              <p>{entry.answer}</p>
            </details>
          ))}
        </div>
      )
    }
    case 'ingredientGlossaryPage': {
      const { docs } = await payload.find({ collection: 'glossary-entries', sort: 'term', limit: 500, pagination: false })
      return (
        <dl className={styles.glossary}>
          {docs.map((entry) => (
            <div key={entry.id}>
              <dt>{entry.term}</dt>
              <dd>{entry.definition}</dd>
            </div>
          ))}
        </dl>
      )
    }
    case 'productListPage': {
      const category = isDoc(page.category) ? page.category.id : (page.category ?? undefined)
      const products = await findProducts({ category, limit: 500 })
      return <ProductListing path={`/en-au/${page.path}`} products={products} query={query} />
    }
    case 'searchPage':
      return <SearchResults {...await searchResultsPageProps(queryValues(query, 'q')[0])} />
    case 'comparePage':
      return <ComparePage query={query} />
    case 'shavingAdvisor':
      return <ShavingAdvisor path={`/en-au/${page.path}`} query={query} />
    case 'articleListPage': {
      const [sections, articles] = await Promise.all([findArticleSections(), findArticles({ limit: 12 })])
      return (
        <>
          <nav aria-label="Article sections">
            <ul className={styles.inline}>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`/en-au/articles/${section.slug}`}>{section.title}</a>
                </li>
              ))}
            </ul>
          </nav>
          <ul className={styles.list}>
            {articles.map((article) => (
              <li key={article.id}>
                <a href={article.url}>{article.title}</a>
                <p>{article.shortDescription}</p>
              </li>
            ))}
          </ul>
        </>
      )
    }
    case 'spareBladesPage': {
      const { docs } = await payload.find({
        collection: 'products',
        where: { _status: { equals: 'published' }, compatibleBlades: { exists: true } },
        sort: 'featuredSort',
        depth: 1,
        limit: 100,
        overrideAccess: false,
      })
      return (
        <>
          {docs
            .filter((razor) => (razor.compatibleBlades ?? []).length > 0)
            .map((razor) => (
              <section key={razor.id} aria-labelledby={`fits-${razor.slug}`} className={styles.group}>
                <h2 id={`fits-${razor.slug}`}>Blades that fit {razor.title}</h2>
                <ProductGrid products={(razor.compatibleBlades ?? []).filter(isDoc)} />
              </section>
            ))}
        </>
      )
    }
    case 'sitemap': {
      const [pages, products, articles] = await Promise.all([
        payload.find({ collection: 'pages', where: { _status: { equals: 'published' } }, sort: 'title', limit: 500, pagination: false, depth: 0, overrideAccess: false }),
        findProducts({ limit: 1000 }),
        payload.find({ collection: 'articles', where: { _status: { equals: 'published' } }, sort: 'title', limit: 1000, pagination: false, depth: 1, overrideAccess: false }),
      ])
      return (
        <div className={styles.sitemap}>
          <section aria-labelledby="sitemap-pages">
            <h2 id="sitemap-pages">Pages</h2>
            <ul>
              {pages.docs.map((p) => (
                <li key={p.id}>
                  <a href={`/en-au/${p.path ?? ''}`}>{p.title}</a>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="sitemap-products">
            <h2 id="sitemap-products">Products</h2>
            <ul>
              {products.map((product) => (
                <li key={product.id}>
                  <a href={productUrl(product)}>{product.title}</a>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="sitemap-articles">
            <h2 id="sitemap-articles">Articles</h2>
            <ul>
              {articles.docs.map((article) => (
                <li key={article.id}>
                  <a href={articleUrl(article)}>{article.title}</a>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )
    }
    case 'countrySelector': {
      return <CountryList countries={await findCountryOptions()} />
    }
    default:
      return null
  }
}
