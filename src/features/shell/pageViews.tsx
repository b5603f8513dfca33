import type { PageTypeViews } from '@/features/content/pageTypes'

import { findCountryOptions } from './data'
import { CountryList } from './pageIslands'

/** What the shell's page type adds to a content page (definitions: pageTypes.ts). */
export const shellPageViews = {
  countrySelector: async () => <CountryList countries={await findCountryOptions()} headingLevel={2} />,
} satisfies PageTypeViews
