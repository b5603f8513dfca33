'use client'

import { useEffect } from 'react'

import { type FilterModel, selectionCounts, showResultsLabel } from './filterCounts'
import { filterTipDismissed } from './filterTipStorage'

/**
 * The filter panel as the visitor ticks, before Apply: each choice's count and the "Show N results" button
 * follow the ticks (a choice that would show nothing is disabled), and Escape closes the phone's drawer.
 * The filter's tip (./FilterTip.tsx) shows until the visitor presses Understood (kept in local storage).
 * The panel itself is server-rendered HTML that works without scripts; this only updates it.
 */
export function FilterPanelControls({ formId, filterId, model }: { formId: string; filterId: string; model: FilterModel }) {
  useEffect(() => {
    const form = document.getElementById(formId) as HTMLFormElement | null
    const details = document.getElementById(filterId) as HTMLDetailsElement | null
    if (!form || !details) return
    const update = () => {
      const ticked = [...form.querySelectorAll<HTMLInputElement>('input[name="filter"]:checked')].map((input) => input.value)
      const { total, counts } = selectionCounts(model, ticked)
      // Only what changed is written: the first run, as the page hydrates, usually finds the server's counts.
      const write = (element: Element | null | undefined, text: string) => {
        if (element && element.textContent !== text) element.textContent = text
      }
      for (const input of form.querySelectorAll<HTMLInputElement>('input[name="filter"]')) {
        const count = counts[input.value] ?? 0
        write(input.closest('label')?.querySelector('[data-filter-count]'), `(${count})`)
        const disabled = count === 0 && !input.checked
        if (input.disabled !== disabled) input.disabled = disabled
      }
      write(form.querySelector('[data-show-results]'), showResultsLabel(total))
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return
      details.open = false
      details.querySelector('summary')?.focus()
    }
    const tip = details.querySelector<HTMLElement>('[data-filter-tip]')
    const showTip = () => {
      if (tip) tip.hidden = filterTipDismissed.read()
    }
    const dismissTip = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('[data-filter-tip-dismiss]')) return
      filterTipDismissed.write(true)
      // Focus stays in the filter: on its toggle (phones), or on its first choice where the toggle is
      // not shown (the desktop's sidebar).
      const toggle = details.querySelector('summary')
      const target = toggle && toggle.getClientRects().length > 0 ? toggle : form.querySelector<HTMLInputElement>('input[name="filter"]')
      target?.focus()
    }
    form.addEventListener('change', update)
    details.addEventListener('keydown', closeOnEscape)
    tip?.addEventListener('click', dismissTip)
    const stopFollowingTip = filterTipDismissed.subscribe(showTip)
    showTip()
    // Ticks made before this ran (the boxes hold them) are counted at once.
    update()
    form.dataset.liveCounts = 'on'
    return () => {
      delete form.dataset.liveCounts
      form.removeEventListener('change', update)
      details.removeEventListener('keydown', closeOnEscape)
      tip?.removeEventListener('click', dismissTip)
      stopFollowingTip()
    }
  }, [formId, filterId, model])
  return null
}
