import countrySelector from './CountrySelector.module.css'
import footer from './Footer.module.css'

/**
 * The classes the footer draws when LazyFooter loads it (Footer, the country selector's button and closed
 * dialog), given as LazyFooter's `laterClassNames` (LATER_CLASS_NAMES_PROP in src/shared/serverContract.mjs):
 * the server's first CSS keeps their rules, so the footer's arrival restyles nothing else.
 */
export const FOOTER_CLASS_NAMES = [footer.footer, footer.columns, footer.legal, countrySelector.trigger, countrySelector.dialog, countrySelector.head].join(' ')
