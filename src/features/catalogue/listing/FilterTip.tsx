import buttons from '@/shared/ui/buttons.module.css'

import styles from './ProductListing.module.css'

const TITLE_ID = 'listing-filter-tip-title'

/**
 * The product listing's tip about the filter, at the top of the filter (the phone's drawer, the desktop's
 * sidebar), where it covers nothing. Drawn here hidden (the server cannot know whether this visitor
 * pressed Understood, which local storage keeps), so it needs no component of its own; the filter panel's
 * controller (./FilterPanelControls.tsx) shows it, at every width, to visitors who have not dismissed it
 * and handles Understood.
 */
export function FilterTip() {
  return (
    <aside className={styles.annotation} aria-labelledby={TITLE_ID} data-filter-tip="" hidden>
      <h2 id={TITLE_ID} className={styles.annotationTitle}>
        Narrow the range
      </h2>
      <p>Tick what matters to you (product type, skin type, blades): the button below shows how many products match.</p>
      <button type="button" className={`${buttons.secondary} ${styles.onDark}`} data-filter-tip-dismiss="">
        Understood
      </button>
    </aside>
  )
}
