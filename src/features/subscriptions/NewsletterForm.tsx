'use client'

import buttons from '@/shared/ui/buttons.module.css'
import { CheckboxField, HoneypotField, TextField } from '@/shared/forms/Field'
import { FormStatus } from '@/shared/forms/FormStatus'
import styles from '@/shared/forms/forms.module.css'
import { useFormAction } from '@/shared/forms/useFormAction'

import { newsletterAction } from './actions'
import { LIMITS } from './limits'

const LABELS = { name: 'Name', email: 'Email address', consent: 'Consent' }

/** The newsletter sign-up (single opt-in): name, email and a consent box that is never pre-ticked. */
export default function NewsletterForm({ formId, consentText }: { formId: string; consentText: string }) {
  const { state, formAction, onSubmit, pending, errors, values } = useFormAction(newsletterAction, formId)
  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      className={styles.form}
      aria-describedby={state.status === 'idle' ? undefined : `${formId}-status`}
    >
      <FormStatus state={state} formId={formId} labels={LABELS} />
      {state.status === 'success' ? null : (
        <>
          <TextField
            formId={formId}
            name="name"
            label={LABELS.name}
            autoComplete="name"
            required
            maxLength={LIMITS.name}
            defaultValue={values.name}
            error={errors.name}
          />
          <TextField
            formId={formId}
            name="email"
            type="email"
            label={LABELS.email}
            autoComplete="email"
            required
            defaultValue={values.email}
            error={errors.email}
          />
          <CheckboxField formId={formId} name="consent" label={consentText} required error={errors.consent} />
          <HoneypotField formId={formId} />
          <div className={styles.actions}>
            <button type="submit" className={buttons.primary} disabled={pending}>
              {pending ? 'Signing up…' : 'Sign up'}
            </button>
          </div>
        </>
      )}
    </form>
  )
}
