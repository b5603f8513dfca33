import 'server-only'

export { sitemapEntries } from './sitemap'
