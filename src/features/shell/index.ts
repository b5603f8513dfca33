export { brandThemeStyle } from './brandTheme'
export { findBrand, findBrands } from './queries'
export { SiteShell } from './SiteShell'
export { NOT_FOUND_TITLE, notFoundMetadata, pageTitle } from './notFound'
