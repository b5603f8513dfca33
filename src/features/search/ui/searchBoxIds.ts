/** The overlay's search box (./SearchBox.tsx) and its suggestions (./SuggestionsListbox.tsx) share these: one overlay a page. */
export const SEARCH_BOX_IDS = {
  input: 'site-search-query',
  list: 'site-search-suggestions',
  status: 'site-search-status',
  popular: 'site-search-popular',
  /** The start of each option's id. */
  option: 'site-search-option',
} as const
