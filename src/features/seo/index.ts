export { asIndexing, indexingVariants, isUnindexedHost, robotsMetadata, type Indexing, type RobotsRule } from './indexing'
export { JsonLd } from './JsonLd'
export { absoluteUrl, breadcrumbListJsonLd, organizationJsonLd } from './structuredData'
