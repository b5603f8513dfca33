'use client'

import { useId } from 'react'

import { useStoredValue } from '@/shared/hooks/useStoredValue'
import buttons from '@/shared/ui/buttons.module.css'

import { filterTipDismissed } from './filterTip'
import styles from './ProductListing.module.css'

/**
 * The product listing's tip about the filter, with an Understood button that keeps it away (local
 * storage), at the top of the phone's filter drawer, where it covers nothing and moves nothing on the page
 * (the desktop's sidebar shows the choices already). The server draws it hidden (it cannot know whether
 * this visitor dismissed it), so its rules are among the page's first CSS and showing it restyles nothing
 * else; the browser shows it to visitors who have not dismissed it.
 */
export function FilterAnnotation({ filterId }: { filterId: string }) {
  const [dismissed, setDismissed] = useStoredValue(filterTipDismissed, true)
  const headingId = useId()
  const dismiss = () => {
    setDismissed(true)
    document.getElementById(filterId)?.querySelector('summary')?.focus()
  }
  return (
    <aside className={styles.annotation} aria-labelledby={headingId} hidden={dismissed}>
      <h2 id={headingId} className={styles.annotationTitle}>
        Narrow the range
      </h2>
      <p>Tick what matters to you (product type, skin type, blades): the button below shows how many products match.</p>
      <button type="button" className={`${buttons.secondary} ${styles.onDark}`} onClick={dismiss}>
        Understood
      </button>
    </aside>
  )
}
