import type { PageTypeViews } from '@/features/content/pageTypes'
import { listPages } from '@/features/content/server'
import { productUrl } from '@/shared/routing/urls'

import { SitemapPage } from './SitemapPage'

/** What the sitemap page lists besides pages, passed in by the registry (seo imports neither feature). */
export interface SitemapPageSources {
  /** Every published product. */
  products: () => Promise<{ id: number; title: string; slug: string }[]>
  /** Every published article. */
  articles: () => Promise<{ id: number; title: string; url: string }[]>
}

export const seoPageViews = (sources: SitemapPageSources) =>
  ({
    sitemap: async () => {
      const [pages, products, articles] = await Promise.all([listPages(), sources.products(), sources.articles()])
      return (
        <SitemapPage
          pages={pages.map((page) => ({ key: page.url, title: page.title, url: page.url }))}
          products={products.map((product) => ({ key: product.id, title: product.title, url: productUrl(product) }))}
          articles={articles.map((article) => ({ key: article.id, title: article.title, url: article.url }))}
        />
      )
    },
  }) satisfies PageTypeViews
