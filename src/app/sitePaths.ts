import 'server-only'

import { siteRedirects } from '@/cms/editing/redirects'
import { payloadClient } from '@/cms/payload'
import { findArticleSections, listArticles } from '@/features/articles/server'
import { listFamilyUpdates, listProductUpdates } from '@/features/catalogue/server'
import { listPages } from '@/features/content/server'
import { listSamplingCampaignSlugs } from '@/features/subscriptions/server'
import type { SitePaths } from '@/shared/routing/sitePaths'
import { familyUrl, productUrl, questionsUrl, samplingUrl, writeReviewUrl } from '@/shared/routing/urls'

/**
 * Every address the site answers with a page (published content only), and the editors' redirects,
 * for the front's 404 decision (an address with no page is redirected when a redirect names it).
 */
export async function loadSitePaths(): Promise<SitePaths> {
  const [pages, products, families, articles, sections, redirects, sampling] = await Promise.all([
    listPages(),
    listProductUpdates(),
    listFamilyUpdates(),
    listArticles(),
    findArticleSections(),
    payloadClient().then(siteRedirects),
    listSamplingCampaignSlugs(),
  ])
  return {
    pages: pages.map((page) => page.url),
    products: products.map((product) => productUrl(product)),
    families: families.map((family) => familyUrl(family)),
    articles: [...sections.map((section) => section.url), ...articles.map((article) => article.url)],
    writeReviews: products.map((product) => writeReviewUrl(product)),
    questions: products.map((product) => questionsUrl(product)),
    sampling: sampling.map((slug) => samplingUrl({ slug })),
    redirects,
  }
}
