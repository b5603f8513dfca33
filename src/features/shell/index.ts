export { brandThemeStyle } from './brandTheme'
export { findBrand, findBrands } from './queries'
export { SiteShell } from './SiteShell'
