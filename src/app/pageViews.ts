/**
 * What each page type adds to a content page, collected from the features that own them (their
 * definitions: ./pageTypes.ts). Page types with no view are plain content pages: blocks and intro.
 * Every feature's views come from its server entry. The sitemap page lists other features' content
 * through sources given here (seo imports neither catalogue nor articles).
 */
import type { PageType } from '@/cms/pageTypes'
import { articlePageViews, listArticles } from '@/features/articles/server'
import { cataloguePageViews, findProducts } from '@/features/catalogue/server'
import { contactPageViews } from '@/features/contact/server'
import type { PageTypeView } from '@/features/content/pageTypes'
import { favouritesPageViews } from '@/features/favourites/server'
import { helpPageViews } from '@/features/help/server'
import { searchPageViews } from '@/features/search/server'
import { seoPageViews } from '@/features/seo/server'
import { shellPageViews } from '@/features/shell/server'
import { subscriptionPageViews } from '@/features/subscriptions/server'

export const pageViews: Partial<Record<PageType, PageTypeView>> = {
  ...cataloguePageViews,
  ...articlePageViews,
  ...contactPageViews,
  ...favouritesPageViews,
  ...helpPageViews,
  ...searchPageViews,
  ...seoPageViews({ products: () => findProducts({ limit: 1000 }), articles: listArticles }),
  ...shellPageViews,
  ...subscriptionPageViews,
}
