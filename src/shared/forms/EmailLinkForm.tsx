'use client'

import type { ReactNode } from 'react'
import { useSearchParams } from 'next/navigation'

import buttons from '@/shared/ui/buttons.module.css'

import { type FormState, SERVER_ERROR } from './formState'
import { FormStatus } from './FormStatus'
import styles from './forms.module.css'
import { useFormAction } from './useFormAction'

/**
 * The page an emailed link opens (confirm a sign-up, unsubscribe, confirm a review or question): it says
 * what will happen and has one button that does it. Mail gateways and link scanners open every link in
 * an email, so opening it must change nothing; only the person's click posts the token. Without scripts
 * the browser posts the form and the page comes back with the answer (useActionState).
 *
 * After an answer the button goes, unless the answer was that the server could not do it (then the
 * person may try again).
 */
export default function EmailLinkForm({
  formId,
  action,
  fields,
  label,
  pendingLabel,
  children,
}: {
  formId: string
  action: (previous: FormState, formData: FormData) => Promise<FormState>
  /** The hidden fields the button sends: the link's token. */
  fields: Record<string, string>
  label: string
  pendingLabel: string
  /** What pressing the button will do. */
  children: ReactNode
}) {
  const query = useSearchParams().toString()
  const { state, formAction, onSubmit, pending } = useFormAction(action, formId, query ? `?${query}` : '')
  const answered = state.status === 'success' || (state.status === 'error' && state.message !== SERVER_ERROR)
  return (
    <form action={formAction} onSubmit={onSubmit} className={styles.form} id={formId}>
      <FormStatus state={state} formId={formId} labels={{}} />
      {answered ? null : (
        <>
          {children}
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div className={styles.actions}>
            <button type="submit" className={buttons.primary} disabled={pending}>
              {pending ? pendingLabel : label}
            </button>
          </div>
        </>
      )}
    </form>
  )
}
