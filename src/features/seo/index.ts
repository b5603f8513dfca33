// SEO: robots rules, page metadata, structured data. sitemap.xml's entries are in ./server.
export { robotsMetadata, type RobotsRule } from './indexing'
export { ContentPageJsonLd } from './ContentPageJsonLd'
export { JsonLd } from './JsonLd'
export { NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE, notFoundMetadata, pageMetadata, pageTitle, type PageMetadataInput } from './metadata'
export { absoluteUrl, breadcrumbListJsonLd, organizationJsonLd, publisherJsonLd, SITE_LOGO } from './structuredData'
