/** The page shell's thresholds: header solid after 150 px, back-to-top after 300 px, the footer's lazy
 * loading margin and threshold, the mobile breakpoint. */
export const HEADER_SOLID_AFTER_PX = 150
export const SCROLL_TOP_AFTER_PX = 300
export const FOOTER_ROOT_MARGIN_PX = 100
export const FOOTER_THRESHOLD = 0.1
export const MOBILE_BREAKPOINT_PX = 991

/** Old in-page links (`/en-au/#fusion`) that bookmarks still carry, and the product pages they lead to. */
export const legacyHashRedirects: Record<string, string> = {
  '#skinguard': '/en-au/products/skinguard-sensitive',
  '#fusion': '/en-au/products/fusion5',
  '#proglide': '/en-au/products/proglide',
  '#proshield': '/en-au/products/proshield',
  '#mach3': '/en-au/products/mach3',
}

/** The site's own country, as the footer's country button names it. */
export const CURRENT_COUNTRY = 'Australia (English)'

/** Shown when the country selector's filter matches no country. */
export const NO_COUNTRY_RESULTS = 'No results found'
