import { redirect } from 'next/navigation'

import type { PageTypeViews } from '@/features/content/pageTypes'
import { queryValues } from '@/shared/routing/pageQuery'

import { SEARCH_QUERY_KEY, SEARCH_SORT_KEY, SEARCH_TAB_KEY } from '../constants'
import { HitItems, TopResults } from '../ui/HitItems'
import { SearchResults } from '../ui/pageIslands'
import { readResultsView } from '../ui/resultsView'
// The results list's CSS comes with the route (inlined with the page's), not with its island: for a dynamic
// island's own CSS Next writes `<link rel="stylesheet" as="style">`, which HTML does not allow (`as` only with
// preload), and the results page, rendered per request, wrote it once the island's code had loaded.
import '@/shared/ui/buttons.module.css'
import '@/shared/ui/chips.module.css'
import '../ui/SearchField.module.css'
import '../ui/SearchResults.module.css'
import { searchResultsPageProps } from './pageResults'

/** The search results page: its first answer rendered on the server (definitions: ../pageTypes.ts). */
export const searchPageViews = {
  searchPage: async ({ query }) => {
    const props = await searchResultsPageProps(
      queryValues(query, SEARCH_QUERY_KEY)[0],
      readResultsView({ tab: queryValues(query, SEARCH_TAB_KEY)[0], sort: queryValues(query, SEARCH_SORT_KEY)[0] }),
    )
    // An editor's rule sends this search to a page: the browser goes there, with or without scripts.
    if (props.initial?.results.redirect) redirect(props.initial.results.redirect)
    if (!props.initial) return <SearchResults config={props.config} />
    // The first answer's lists drawn here, handed to the page's client as drawn (not as hits to draw).
    const { products, articles } = props.initial.results
    const drawn = {
      products: <HitItems hits={products.hits} pictures />,
      articles: <HitItems hits={articles.hits} />,
      top: <TopResults hits={products.hits} />,
      shown: { products: products.hits.length, articles: articles.hits.length },
    }
    const results = { ...props.initial.results, products: { ...products, hits: [] }, articles: { ...articles, hits: [] } }
    return <SearchResults config={props.config} initial={{ ...props.initial, results, drawn }} />
  },
} satisfies PageTypeViews
