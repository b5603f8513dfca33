import type React from 'react'

import styles from './Stars.module.css'

/**
 * Five stars filled to `value` (0 to 5, fractions too): the site's one star style, for averages and single
 * ratings alike. Drawn only: the caller says the figure in words beside it ("4 out of 5").
 */
export function Stars({ value, size = 'small' }: { value: number; size?: 'small' | 'large' }) {
  return (
    <span
      className={size === 'large' ? `${styles.stars} ${styles.large}` : styles.stars}
      style={{ '--rating': Math.max(0, Math.min(5, value)) } as React.CSSProperties}
      aria-hidden="true"
      data-stars={value}
    />
  )
}
