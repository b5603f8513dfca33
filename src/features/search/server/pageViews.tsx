import type { PageTypeViews } from '@/features/content/pageTypes'
import { queryValues } from '@/shared/routing/pageQuery'

import { SEARCH_QUERY_KEY, SEARCH_SORT_KEY, SEARCH_TAB_KEY } from '../constants'
import { SearchResults } from '../ui/pageIslands'
import { readResultsView } from '../ui/resultsView'
import { searchResultsPageProps } from './pageResults'

/** The search results page: its first answer rendered on the server (definitions: ../pageTypes.ts). */
export const searchPageViews = {
  searchPage: async ({ query }) => (
    <SearchResults
      {...await searchResultsPageProps(
        queryValues(query, SEARCH_QUERY_KEY)[0],
        readResultsView({ tab: queryValues(query, SEARCH_TAB_KEY)[0], sort: queryValues(query, SEARCH_SORT_KEY)[0] }),
      )}
    />
  ),
} satisfies PageTypeViews
