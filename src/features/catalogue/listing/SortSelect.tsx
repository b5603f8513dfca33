'use client'

import { useEffect, useRef } from 'react'

import { SORT_OPTIONS, type SortValue } from './sortOptions'

/**
 * Sort by: applies at once when scripts run; without them the form's Apply button sends it. A sort chosen
 * before the page hydrated (the select shows it, the list does not) is applied on mount. The browser does
 * not put back a sort chosen on an earlier visit (`autocomplete="off"`): on a page come back to, a
 * restored choice would send the form as the page opens.
 */
export function SortSelect({ value, form }: { value: SortValue; form: string }) {
  const select = useRef<HTMLSelectElement>(null)
  useEffect(() => {
    if (select.current && select.current.value !== value) select.current.form?.requestSubmit()
  }, [value])
  return (
    <select
      ref={select}
      id="listing-sort"
      name="sort"
      form={form}
      defaultValue={value}
      autoComplete="off"
      onChange={(event) => event.currentTarget.form?.requestSubmit()}
    >
      {SORT_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}
