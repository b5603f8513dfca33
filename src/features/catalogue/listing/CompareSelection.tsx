'use client'

import { useEffect, useState } from 'react'

import buttons from '@/shared/ui/buttons.module.css'

import { COMPARE_FORM_ID, MAX_COMPARED } from '../compare/compareQuery'
import styles from './ProductListing.module.css'

const boxes = () => [...document.querySelectorAll<HTMLInputElement>(`input[form="${COMPARE_FORM_ID}"][name="products"]`)]

/**
 * The listing's compare form. Without scripts it sends the ticked products (the compare page keeps the
 * first four); with them, the count is shown and further boxes are disabled once four are ticked.
 */
export function CompareSelection({ action }: { action: string }) {
  const [count, setCount] = useState(0)
  useEffect(() => {
    const update = () => {
      const all = boxes()
      const ticked = all.filter((box) => box.checked).length
      for (const box of all) box.disabled = !box.checked && ticked >= MAX_COMPARED
      setCount(ticked)
    }
    update()
    document.addEventListener('change', update)
    return () => document.removeEventListener('change', update)
  }, [])
  return (
    <form id={COMPARE_FORM_ID} action={action} method="get" className={styles.compareBar} data-selected={count}>
      <p aria-live="polite" className={styles.compareCount}>
        {count > 0 ? `${count} of ${MAX_COMPARED} selected to compare` : `Tick up to ${MAX_COMPARED} products to compare them`}
      </p>
      <button type="submit" className={buttons.secondary}>
        Compare selected
      </button>
    </form>
  )
}
