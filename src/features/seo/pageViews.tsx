import { listArticles } from '@/features/articles/server'
import { findProducts } from '@/features/catalogue/server'
import type { PageTypeViews } from '@/features/content/pageTypes'
import { listPages } from '@/features/content/server'
import { productUrl } from '@/shared/routing/urls'

import { SitemapPage } from './SitemapPage'

export const seoPageViews = {
  sitemap: async () => {
    const [pages, products, articles] = await Promise.all([listPages(), findProducts({ limit: 1000 }), listArticles()])
    return (
      <SitemapPage
        pages={pages.map((page) => ({ key: page.url, title: page.title, url: page.url }))}
        products={products.map((product) => ({ key: product.id, title: product.title, url: productUrl(product) }))}
        articles={articles.map((article) => ({ key: article.id, title: article.title, url: article.url }))}
      />
    )
  },
} satisfies PageTypeViews
