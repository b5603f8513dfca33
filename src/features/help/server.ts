import 'server-only'

// Help: the site FAQ and the ingredient glossary (their own collections, edited in /admin); the server
// entry holds their page types' views.
export { helpPageViews } from './pageViews'
