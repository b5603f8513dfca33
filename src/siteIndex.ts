import { contentChangeCount } from '@/shared/contentChanges'
import { indexSitePaths, type SiteIndex, type SitePaths } from '@/shared/routing/sitePaths'

/**
 * The proxy's copy of the site's addresses (src/app/api/site-paths): loaded on first use from the running
 * server itself, and again after an editor's change in this process (the content-change count moved) or
 * after a minute (changes made through another instance). Concurrent requests share one load.
 */
const MAX_AGE_MS = 60_000
let current: SiteIndex | undefined
let loading: Promise<SiteIndex | undefined> | undefined

export async function siteIndex(): Promise<SiteIndex | undefined> {
  const fresh = current && current.builtAt === contentChangeCount() && Date.now() - current.loadedAt < MAX_AGE_MS
  if (fresh) return current
  loading ??= load().finally(() => {
    loading = undefined
  })
  return loading
}

async function load(): Promise<SiteIndex | undefined> {
  const origin = process.env.__NEXT_PRIVATE_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`
  const builtAt = contentChangeCount()
  try {
    const response = await fetch(new URL('/api/site-paths', origin), { cache: 'no-store', signal: AbortSignal.timeout(5000) })
    if (!response.ok) throw new Error(`status ${response.status}`)
    current = indexSitePaths((await response.json()) as SitePaths, builtAt)
  } catch (error) {
    // Without the list the routes decide (their 404 is then drawn by the browser); keep an older list.
    console.error(`site paths: could not load the list of addresses (${(error as Error).message})`)
  }
  return current
}
