import 'server-only'

import { listFamilyUpdates, listProductUpdates } from '@/features/catalogue/server'
import { listPages } from '@/features/content/server'
import type { SitePaths } from '@/shared/routing/sitePaths'
import { familyUrl, productUrl } from '@/shared/routing/urls'

/** Every address the site answers with a page (published content only), for the proxy's 404 decision. */
export async function loadSitePaths(): Promise<SitePaths> {
  const [pages, products, families] = await Promise.all([listPages(), listProductUpdates(), listFamilyUpdates()])
  return {
    pages: pages.map((page) => page.url),
    products: products.map((product) => productUrl(product)),
    families: families.map((family) => familyUrl(family)),
  }
}
