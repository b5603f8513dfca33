'use client'

import { useEffect, useRef } from 'react'

import type { FormState } from './formState'
import { fieldId } from './Field'
import styles from './forms.module.css'

/**
 * The answer to a submit: on errors, a summary that takes focus and links to each field; on success,
 * the message in a live region that takes focus, so a screen reader announces either at once.
 */
export function FormStatus({ state, formId, labels }: { state: FormState; formId: string; labels: Record<string, string> }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (state.status !== 'idle') ref.current?.focus()
  }, [state])
  if (state.status === 'idle') return null
  if (state.status === 'success') {
    return (
      <div ref={ref} tabIndex={-1} role="status" className={styles.success} id={`${formId}-status`}>
        {state.title ? <p className={styles.title}>{state.title}</p> : null}
        <p>{state.message}</p>
      </div>
    )
  }
  const fields = Object.entries(state.fieldErrors)
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={styles.summary} id={`${formId}-status`} aria-labelledby={`${formId}-status-title`}>
      <p className={styles.title} id={`${formId}-status-title`}>
        {state.title ?? (fields.length ? 'Please check the following' : 'Sorry')}
      </p>
      {state.message ? <p>{state.message}</p> : null}
      {fields.length ? (
        <ul>
          {fields.map(([name, message]) => (
            <li key={name}>{labels[name] ? <a href={`#${fieldId(formId, name)}`}>{`${labels[name]}: ${message}`}</a> : message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
