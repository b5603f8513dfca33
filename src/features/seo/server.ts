import 'server-only'

// SEO's server entry: sitemap.xml's entries and the sitemap page's view (what they list of other
// features comes in as sources: seo imports content only).
export { seoPageViews, type SitemapPageSources } from './pageViews'
export { sitemapEntries, type SitemapSources } from './sitemap'
export { articleShareImagePath, productShareImagePath, shareImage } from './shareImage'
