export { robotsMetadata, type RobotsRule } from './indexing'
export { JsonLd } from './JsonLd'
export { absoluteUrl, breadcrumbListJsonLd, organizationJsonLd } from './structuredData'
