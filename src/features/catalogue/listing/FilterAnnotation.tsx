'use client'

import { useEffect, useId, useState } from 'react'

import buttons from '@/shared/ui/buttons.module.css'

import styles from './ProductListing.module.css'

/** Remembered in local storage once the visitor presses Understood. */
export const ANNOTATION_DISMISSED_KEY = 'filter_annotation_dismissed'

/**
 * SPEC.md §2: the product listing's annotation pop-up about the filter, with an Understood button.
 * Shown after hydration (it depends on local storage) as an overlay, so it moves no content.
 */
export function FilterAnnotation({ filterId }: { filterId: string }) {
  const [open, setOpen] = useState(false)
  const headingId = useId()
  useEffect(() => {
    let dismissed = false
    try {
      dismissed = window.localStorage.getItem(ANNOTATION_DISMISSED_KEY) === 'true'
    } catch {
      // blocked storage: show the tip; it cannot be remembered
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- local storage is read after hydration on purpose
    if (!dismissed) setOpen(true)
  }, [])
  if (!open) return null
  const dismiss = () => {
    try {
      window.localStorage.setItem(ANNOTATION_DISMISSED_KEY, 'true')
    } catch {
      // nothing to keep it in
    }
    setOpen(false)
    document.getElementById(filterId)?.querySelector('summary')?.focus()
  }
  return (
    <aside className={styles.annotation} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.annotationTitle}>
        Narrow the range
      </h2>
      <p>Open Filter, tick what matters to you — product type, skin type, blades — and press Apply.</p>
      <button type="button" className={`${buttons.secondary} ${styles.onDark}`} onClick={dismiss}>
        Understood
      </button>
    </aside>
  )
}
