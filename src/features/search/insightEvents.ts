/**
 * What the search UI tells the site about a search (browser-safe): a search on a page type with its hit
 * count, or a click on a result at a position (1 first). Sent with `navigator.sendBeacon`, so leaving the
 * page for the clicked result does not lose it; nothing identifies the visitor.
 */
export const SEARCH_INSIGHTS_PATH = '/api/search-insights'

export type SearchInsightEvent =
  | { event: 'search'; query: string; pageType: 'overlay' | 'results'; nbHits: number }
  | { event: 'click'; query: string; pageType: 'overlay' | 'results'; position: number }

export function sendSearchInsight(event: SearchInsightEvent): void {
  try {
    navigator.sendBeacon?.(SEARCH_INSIGHTS_PATH, new Blob([JSON.stringify(event)], { type: 'application/json' }))
  } catch {
    // Counting is never worth an error for the visitor.
  }
}
