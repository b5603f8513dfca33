import { BOTTOM_BAR_ATTRIBUTE } from '@/shared/ui/bottomBar'

import { SCROLL_TOP_AFTER_PX } from './constants'

export const SCROLL_TO_TOP_ATTRIBUTE = 'data-scroll-to-top'

/** The custom property (on <html>) holding how far the bars at the viewport's foot reach up, in px (unset: 0). */
const BOTTOM_BARS_PROPERTY = '--bottom-bars-height'

/**
 * How far up from the viewport's foot the bottom bars reach: a bar counts while it sits at the foot
 * (stuck there, or scrolled to it), not while it scrolls past higher up.
 */
function bottomBarsHeight(): number {
  const foot = window.innerHeight
  let top = foot
  for (const bar of document.querySelectorAll<HTMLElement>(`[${BOTTOM_BAR_ATTRIBUTE}]`)) {
    const box = bar.getBoundingClientRect()
    if (box.height === 0 || box.top >= foot) continue
    // Within its own height of the foot: where Back to top would otherwise sit over it.
    if (box.bottom >= foot - box.height) top = Math.min(top, box.top)
  }
  return Math.ceil(foot - top)
}

/**
 * The server-drawn Back to top button (./ScrollToTop.tsx, hidden until then) shows once the page is
 * scrolled more than 300 px and scrolls smoothly to the top (instantly when reduced motion is asked
 * for), focus going to the top of the page. It rises above a bar at the viewport's foot (see
 * BOTTOM_BAR_ATTRIBUTE); the page's scroll padding keeps what is scrolled into view, or focused, clear of
 * both (./ScrollToTop.module.css). Returns the function that stops it.
 */
export function startScrollToTop(): () => void {
  const button = document.querySelector<HTMLButtonElement>(`[${SCROLL_TO_TOP_ATTRIBUTE}]`)
  if (!button) return () => {}
  const root = document.documentElement
  let frame = 0
  const place = () => {
    frame = 0
    const hidden = window.scrollY <= SCROLL_TOP_AFTER_PX
    if (button.hidden !== hidden) button.hidden = hidden
    // Set only while a bar is there: every use falls back to 0px, and a custom property set on <html> is
    // inherited by every element, so each change restyles the whole document (setting 0px as the page
    // started was a whole-page style recalculation on every load, on pages that have no bar at all).
    const height = bottomBarsHeight()
    const value = height > 0 ? `${height}px` : ''
    // (CSSOM: setting the empty string removes the property.)
    if (root.style.getPropertyValue(BOTTOM_BARS_PROPERTY) !== value) root.style.setProperty(BOTTOM_BARS_PROPERTY, value)
  }
  // Once a frame at most, after the scroll or the change that moved things.
  const schedule = () => {
    if (!frame) frame = window.requestAnimationFrame(place)
  }
  const onClick = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
    document.getElementById('top')?.focus({ preventScroll: true })
  }
  // A bar appears (or becomes one), grows or wraps as the visitor ticks (the compare bar's count and buttons).
  const bars = new ResizeObserver(schedule)
  const watchBars = () => document.querySelectorAll(`[${BOTTOM_BAR_ATTRIBUTE}]`).forEach((bar) => bars.observe(bar))
  const added = new MutationObserver(() => {
    watchBars()
    schedule()
  })
  // In the next frame, not now: read now, the boxes and the scroll position would force a layout in the
  // middle of the page's start-up scripts.
  schedule()
  watchBars()
  added.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: [BOTTOM_BAR_ATTRIBUTE] })
  window.addEventListener('scroll', schedule, { passive: true })
  window.addEventListener('resize', schedule, { passive: true })
  button.addEventListener('click', onClick)
  return () => {
    if (frame) window.cancelAnimationFrame(frame)
    bars.disconnect()
    added.disconnect()
    window.removeEventListener('scroll', schedule)
    window.removeEventListener('resize', schedule)
    button.removeEventListener('click', onClick)
  }
}
