'use client'

import { SORT_OPTIONS, type SortValue } from './sortOptions'

/** Sort by: applies at once when scripts run; without them the form's Apply button sends it. */
export function SortSelect({ value, form }: { value: SortValue; form: string }) {
  return (
    <select id="listing-sort" name="sort" form={form} defaultValue={value} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
      {SORT_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}
