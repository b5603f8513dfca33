import 'server-only'

// The shell's server entry: the shell of every public page and the 404 page, the brands' reads, the
// country selector's view, and the footer's content for browsers (GET /api/footer/<brand>).
export { findBrand, findBrands, findCountryOptions } from './data'
export { editorPreview } from './editorPreview'
export { footerGet } from './footerRoute'
export { NOT_FOUND_ANALYTICS_LABEL, NotFoundPage } from './NotFoundPage'
export { shellPageViews } from './pageViews'
export { SiteShell } from './SiteShell'
