'use client'

import { usePathname } from 'next/navigation'
import { type FormEvent, startTransition, useActionState } from 'react'

import { type FormState, IDLE } from './formState'

/**
 * A form's server action with what its fields show: errors and echoed values of the last answer.
 *
 * With scripts, `onSubmit` sends the form itself: a form submitted through its `action` prop is reset by
 * React once the action ends, which would empty every field (selects included) after an error. Without
 * scripts the browser posts to the `action`, and the page comes back with the answer and the values.
 *
 * `formId`: that post goes to this page's address at the form's answer (`#<formId>-status`, see
 * ./FormStatus.tsx), the permalink React writes as the form's `action` (with none it writes an empty one,
 * which HTML does not allow). The address is the path the visitor sees; a query that a content page reads
 * is not kept, as reading it here would take the cached pages' forms out of their HTML.
 */
/**
 * `search`: the page's query to keep in the address a form without scripts answers at (an emailed link's
 * page, which reads its token from the query); none by default, so cached pages' forms stay as they are.
 */
export function useFormAction(action: (previous: FormState, formData: FormData) => Promise<FormState>, formId: string, search = '') {
  const [state, formAction, pending] = useActionState(action, IDLE, `${usePathname()}${search}#${formId}-status`)
  const errors = state.status === 'error' ? state.fieldErrors : {}
  const values = state.status === 'error' ? state.values : {}
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    startTransition(() => formAction(data))
  }
  return { state, formAction, onSubmit, pending, errors, values }
}
