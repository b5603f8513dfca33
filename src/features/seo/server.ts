import 'server-only'

// SEO's server entry: sitemap.xml's entries and the sitemap page's view (they read other features' data).
export { seoPageViews } from './pageViews'
export { sitemapEntries } from './sitemap'
