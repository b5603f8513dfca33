'use client'

import buttons from '@/shared/ui/buttons.module.css'
import { CheckboxField, HoneypotField, TextField } from '@/shared/forms/Field'
import { FormStatus } from '@/shared/forms/FormStatus'
import styles from '@/shared/forms/forms.module.css'
import { useFormAction } from '@/shared/forms/useFormAction'

import { waitlistAction } from './actions'

const LABELS = { email: 'Email address', consent: 'Consent' }

/** The waitlist for a product not yet on sale: double opt-in, the link arrives by email. */
export default function WaitlistForm({ formId, product, consentText }: { formId: string; product?: string; consentText: string }) {
  const { state, formAction, onSubmit, pending, errors, values } = useFormAction(waitlistAction, formId)
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className={styles.form}>
      <FormStatus state={state} formId={formId} labels={LABELS} />
      {state.status === 'success' ? null : (
        <>
          <input type="hidden" name="product" value={product ?? ''} />
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
              {pending ? 'Registering…' : 'Notify me'}
            </button>
          </div>
        </>
      )}
    </form>
  )
}
