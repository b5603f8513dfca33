/** How often the loader checks whether the page has completed loading. */
export const TAG_MANAGER_CHECK_INTERVAL_MS = 3500

export interface LoaderEnvironment {
  readyState: () => DocumentReadyState
  inject: (src: string) => void
  setInterval: (callback: () => void, ms: number) => number
  clearInterval: (id: number) => void
}

/**
 * Loads the tag manager once the page is complete: checked now and then every 3500 ms, so the tag
 * manager never competes with the page's own loading. Nothing happens without a container id.
 */
export function scheduleTagManager(gtmId: string | undefined, env: LoaderEnvironment): void {
  if (!gtmId) return
  const src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`
  if (env.readyState() === 'complete') {
    env.inject(src)
    return
  }
  const timer = env.setInterval(() => {
    if (env.readyState() !== 'complete') return
    env.clearInterval(timer)
    env.inject(src)
  }, TAG_MANAGER_CHECK_INTERVAL_MS)
}
