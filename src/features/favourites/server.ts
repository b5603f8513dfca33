import 'server-only'

// Server side of favourites: the Saved items page view and the saved-items request's query rules.
export { favouritesPageViews } from './pageViews'
export { type SavedCard, savedItemsQuery } from './savedQuery'
