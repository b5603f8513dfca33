'use client'

import type React from 'react'
import { useEffect, useState } from 'react'

import { useStoredValue } from '@/shared/hooks/useStoredValue'
import { BOTTOM_BAR_ATTRIBUTE } from '@/shared/ui/bottomBar'
import buttons from '@/shared/ui/buttons.module.css'

import { COMPARE_FORM_ID, MAX_COMPARED } from '../compare/compareQuery'
import { compareSelection } from './compareTicks'
import styles from './ProductListing.module.css'

const boxes = () => [...document.querySelectorAll<HTMLInputElement>(`input[form="${COMPARE_FORM_ID}"][name="products"][type="checkbox"]`)]

/**
 * The listing's compare form. Without scripts it sends the products ticked on this page (the compare
 * page keeps the first four). With them, ticks are kept for the visit — products ticked on another
 * page or under other filters go along as hidden fields — the count is shown, and once four are
 * ticked the other boxes are disabled.
 */
export function CompareSelection({ action }: { action: string }) {
  const [selected, setSelected] = useStoredValue(compareSelection)
  const [onPage, setOnPage] = useState<string[]>([])

  useEffect(() => {
    // The page's tick boxes are read once the page has hydrated.
    const pageBoxes = boxes()
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOnPage(pageBoxes.map((box) => box.value))
    // Boxes ticked before the scripts ran count too; otherwise the sync below would untick them.
    const tickedEarly = pageBoxes.filter((box) => box.checked).map((box) => box.value)
    if (tickedEarly.length) {
      setSelected((current) => [...current, ...tickedEarly.filter((slug) => !current.includes(slug))].slice(0, MAX_COMPARED))
    }
    const onChange = (event: Event) => {
      const box = event.target
      if (!(box instanceof HTMLInputElement) || box.getAttribute('form') !== COMPARE_FORM_ID) return
      setSelected((current) => {
        const others = current.filter((slug) => slug !== box.value)
        return box.checked ? [...others, box.value].slice(0, MAX_COMPARED) : others
      })
    }
    document.addEventListener('change', onChange)
    return () => document.removeEventListener('change', onChange)
  }, [setSelected])

  // The tick boxes (rendered by the server, outside this component) follow the kept selection.
  useEffect(() => {
    for (const box of boxes()) {
      box.checked = selected.includes(box.value)
      box.disabled = !box.checked && selected.length >= MAX_COMPARED
    }
  }, [selected])

  const count = selected.length
  // The compare page's address is one comma list (`?products=a,b,c`); a plain form would repeat the key.
  const compare = (event: React.FormEvent<HTMLFormElement>) => {
    if (count === 0) return
    event.preventDefault()
    window.location.assign(`${action}?products=${selected.map(encodeURIComponent).join(',')}`)
  }
  return (
    <form
      id={COMPARE_FORM_ID}
      action={action}
      method="get"
      className={styles.compareBar}
      data-selected={count}
      // Sticky at the viewport's foot once something is ticked: Back to top makes room for it.
      {...(count > 0 ? { [BOTTOM_BAR_ATTRIBUTE]: '' } : {})}
      onSubmit={compare}
    >
      {selected
        .filter((slug) => !onPage.includes(slug))
        .map((slug) => (
          <input key={slug} type="hidden" name="products" value={slug} />
        ))}
      <p aria-live="polite" className={styles.compareCount}>
        {count > 0 ? `${count} of ${MAX_COMPARED} selected to compare` : `Tick up to ${MAX_COMPARED} products to compare them`}
      </p>
      {count > 0 ? (
        <button type="button" className={buttons.text} onClick={() => setSelected([])}>
          Clear selection
        </button>
      ) : null}
      <button type="submit" className={buttons.secondary}>
        Compare selected
      </button>
    </form>
  )
}
