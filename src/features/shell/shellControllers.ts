import { startFavourites } from '@/features/favourites'

import { startScrollToTop } from './backToTop'

/**
 * What the shell's server-drawn markup needs of scripts beyond React: the save buttons and the saved-items
 * count (favourites) and Back to top. One chunk, loaded once the page has hydrated (./PageLifecycle.tsx),
 * plain DOM code: as next/dynamic islands they were three chunks, a stylesheet inserted after hydration
 * and three renders on every page. Returns the function that stops them.
 */
export function startShellControllers(): () => void {
  const stops = [startFavourites(), startScrollToTop()]
  return () => stops.forEach((stop) => stop())
}
