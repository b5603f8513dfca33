export { ContentPage } from './ContentPage'
export { pageMetadata } from './metadata'
export { findPageByPath } from './queries'
export { ContentRoute, contentRouteMetadata } from './ContentRoute'
