// The page shell of every public page, its brands and the country selector. Browser-safe: the brand's
// theme, the home crumb, the shell's constants and types. The shell itself, the 404 page, the brands'
// reads and the page-type view are in ./server.
export { brandThemeStyle } from './brandTheme'
export { homeCrumb, type Crumb } from './Breadcrumbs'
export { HEADER_SOLID_AFTER_PX, legacyHashRedirects, NO_COUNTRY_RESULTS, SCROLL_TOP_AFTER_PX } from './constants'
export type { Brand } from './data'
