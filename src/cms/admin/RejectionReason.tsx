'use client'

import { useId } from 'react'

import { REJECTION_REASONS } from './moderationRules'

/** The reason a moderator gives when rejecting: one of the list, labelled. */
export function RejectionReason({ value, onChange, disabled }: { value: string; onChange: (reason: string) => void; disabled: boolean }) {
  const id = useId()
  return (
    <>
      <label htmlFor={id}>Reason</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled}>
        {REJECTION_REASONS.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </>
  )
}
