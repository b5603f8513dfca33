import { SCROLL_TOP_AFTER_PX } from './constants'

export const SCROLL_TO_TOP_ATTRIBUTE = 'data-scroll-to-top'

/**
 * The server-drawn Back to top button (./ScrollToTop.tsx, hidden until then) shows once the page is
 * scrolled more than 300 px and scrolls smoothly to the top (instantly when reduced motion is asked
 * for), focus going to the top of the page. Returns the function that stops it.
 */
export function startScrollToTop(): () => void {
  const button = document.querySelector<HTMLButtonElement>(`[${SCROLL_TO_TOP_ATTRIBUTE}]`)
  if (!button) return () => {}
  const onScroll = () => {
    const hidden = window.scrollY <= SCROLL_TOP_AFTER_PX
    if (button.hidden !== hidden) button.hidden = hidden
  }
  const onClick = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
    document.getElementById('top')?.focus({ preventScroll: true })
  }
  onScroll()
  window.addEventListener('scroll', onScroll, { passive: true })
  button.addEventListener('click', onClick)
  return () => {
    window.removeEventListener('scroll', onScroll)
    button.removeEventListener('click', onClick)
  }
}
