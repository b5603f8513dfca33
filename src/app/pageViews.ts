/**
 * What each page type adds to a content page, collected from the features that own them (their
 * definitions: ./pageTypes.ts). Page types with no view are plain content pages: blocks and intro.
 */
import type { PageType } from '@/cms/pageTypes'
import { articlePageViews } from '@/features/articles'
import { cataloguePageViews } from '@/features/catalogue'
import { contactPageViews } from '@/features/contact'
import type { PageTypeView } from '@/features/content/pageTypes'
import { favouritesPageViews } from '@/features/favourites/server'
import { helpPageViews } from '@/features/help'
import { searchPageViews } from '@/features/search/server'
import { seoPageViews } from '@/features/seo/server'
import { shellPageViews } from '@/features/shell'
import { subscriptionPageViews } from '@/features/subscriptions'

export const pageViews: Partial<Record<PageType, PageTypeView>> = {
  ...cataloguePageViews,
  ...articlePageViews,
  ...contactPageViews,
  ...favouritesPageViews,
  ...helpPageViews,
  ...searchPageViews,
  ...seoPageViews,
  ...shellPageViews,
  ...subscriptionPageViews,
}
