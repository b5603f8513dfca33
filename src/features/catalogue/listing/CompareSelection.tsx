'use client'

import { useEffect, useState } from 'react'

import buttons from '@/shared/ui/buttons.module.css'

import { COMPARE_FORM_ID, MAX_COMPARED } from '../compare/compareQuery'
import styles from './ProductListing.module.css'

/** The products ticked for comparing, kept for the visit so a choice survives paging and filtering. */
export const COMPARE_SELECTION_KEY = 'compare_products'

const boxes = () => [...document.querySelectorAll<HTMLInputElement>(`input[form="${COMPARE_FORM_ID}"][name="products"][type="checkbox"]`)]

function readSelection(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(COMPARE_SELECTION_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((slug): slug is string => typeof slug === 'string').slice(0, MAX_COMPARED) : []
  } catch {
    return []
  }
}

function saveSelection(slugs: string[]) {
  try {
    window.sessionStorage.setItem(COMPARE_SELECTION_KEY, JSON.stringify(slugs))
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

/**
 * The listing's compare form. Without scripts it sends the products ticked on this page (the compare
 * page keeps the first four). With them, ticks are kept for the visit — products ticked on another
 * page or under other filters go along as hidden fields — the count is shown, and once four are
 * ticked the other boxes are disabled.
 */
export function CompareSelection({ action }: { action: string }) {
  const [selected, setSelected] = useState<string[]>([])
  const [onPage, setOnPage] = useState<string[]>([])

  useEffect(() => {
    const apply = (slugs: string[]) => {
      for (const box of boxes()) {
        box.checked = slugs.includes(box.value)
        box.disabled = !box.checked && slugs.length >= MAX_COMPARED
      }
      setSelected(slugs)
    }
    // The page's tick boxes and the kept selection are read once the page has hydrated (session storage).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOnPage(boxes().map((box) => box.value))
    apply(readSelection())
    const onChange = (event: Event) => {
      const box = event.target
      if (!(box instanceof HTMLInputElement) || box.getAttribute('form') !== COMPARE_FORM_ID) return
      const current = readSelection().filter((slug) => slug !== box.value)
      const next = box.checked ? [...current, box.value].slice(0, MAX_COMPARED) : current
      saveSelection(next)
      apply(next)
    }
    document.addEventListener('change', onChange)
    return () => document.removeEventListener('change', onChange)
  }, [])

  const clear = () => {
    saveSelection([])
    for (const box of boxes()) {
      box.checked = false
      box.disabled = false
    }
    setSelected([])
  }

  const count = selected.length
  return (
    <form id={COMPARE_FORM_ID} action={action} method="get" className={styles.compareBar} data-selected={count}>
      {selected
        .filter((slug) => !onPage.includes(slug))
        .map((slug) => (
          <input key={slug} type="hidden" name="products" value={slug} />
        ))}
      <p aria-live="polite" className={styles.compareCount}>
        {count > 0 ? `${count} of ${MAX_COMPARED} selected to compare` : `Tick up to ${MAX_COMPARED} products to compare them`}
      </p>
      {count > 0 ? (
        <button type="button" className={buttons.text} onClick={clear}>
          Clear selection
        </button>
      ) : null}
      <button type="submit" className={buttons.secondary}>
        Compare selected
      </button>
    </form>
  )
}
