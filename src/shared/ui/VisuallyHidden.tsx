import type React from 'react'

import styles from './VisuallyHidden.module.css'

/** Text for screen readers only. */
export function VisuallyHidden({ children }: { children: React.ReactNode }) {
  return <span className={styles.visuallyHidden}>{children}</span>
}
