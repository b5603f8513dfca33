// The page shell of every public page, its brands and the country selector.
import type { PageTypeViews } from '@/features/content/pageTypes'

import { CountryList } from './pageIslands'
import { findCountryOptions } from './data'

export { brandThemeStyle } from './brandTheme'
export { homeCrumb, type Crumb } from './Breadcrumbs'
export { HEADER_SOLID_AFTER_PX, legacyHashRedirects, NO_COUNTRY_RESULTS, SCROLL_TOP_AFTER_PX } from './constants'
export { findBrand, findBrands, findCountryOptions, type Brand } from './data'
export { SiteShell } from './SiteShell'
export { NOT_FOUND_ANALYTICS_LABEL, NotFoundPage } from './NotFoundPage'

export const shellPageViews = {
  countrySelector: async () => <CountryList countries={await findCountryOptions()} headingLevel={2} />,
} satisfies PageTypeViews
