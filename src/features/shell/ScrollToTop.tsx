'use client'

import { useEffect, useState } from 'react'

import { SCROLL_TOP_AFTER_PX } from './constants'
import styles from './ScrollToTop.module.css'

/** Appears once the page is scrolled more than 300 px; scrolls smoothly to the top (instantly when reduced motion is asked for). */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_AFTER_PX)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  if (!visible) return null
  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
        document.getElementById('top')?.focus({ preventScroll: true })
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path d="M12 5l-7 7m7-7l7 7M12 5v14" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span>Back to top</span>
    </button>
  )
}
