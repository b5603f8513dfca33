import { startFavourites } from '@/features/favourites'
import { startVitals } from '@/features/vitals'

import { startScrollToTop } from './backToTop'

/**
 * What the shell's server-drawn markup needs of scripts beyond React: the save buttons and the saved-items
 * count (favourites), Back to top, and real-user Core Web Vitals (vitals: web-vitals comes after the page
 * has loaded). One chunk, loaded once the page has hydrated (./PageLifecycle.tsx), plain DOM code: as
 * next/dynamic islands they were three chunks, a stylesheet inserted after hydration and three renders on
 * every page. Returns the function that stops them.
 */
export function startShellControllers(): () => void {
  const stops = [startFavourites(), startScrollToTop(), startVitals()]
  return () => stops.forEach((stop) => stop())
}
