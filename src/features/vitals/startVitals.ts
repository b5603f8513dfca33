/**
 * Starts real-user measurement on this page view, drawn by the sample rate, once the page has loaded and
 * the browser is idle: web-vitals arrives in a chunk of its own, outside the page's first-load scripts.
 * Reads the page type and rate the shell writes on its root (`data-page-type`, `data-vitals-rate`).
 */
export function startVitals(): () => void {
  const root = document.querySelector<HTMLElement>('[data-vitals-rate]')
  const rate = Number(root?.dataset.vitalsRate ?? 0)
  const pageType = root?.dataset.pageType
  if (!pageType || !(Math.random() * 100 < rate) || !('sendBeacon' in navigator)) return () => undefined
  let cancelled = false
  const idle = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 1))
  const begin = () =>
    idle(() => {
      if (!cancelled) void import('./report').then((module) => module.reportVitals(pageType))
    })
  if (document.readyState === 'complete') begin()
  else window.addEventListener('load', begin, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', begin)
  }
}
