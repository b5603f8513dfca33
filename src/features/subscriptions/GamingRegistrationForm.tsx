'use client'

import buttons from '@/shared/ui/buttons.module.css'
import { CheckboxField, HoneypotField, TextField } from '@/shared/forms/Field'
import { FormStatus } from '@/shared/forms/FormStatus'
import styles from '@/shared/forms/forms.module.css'
import { useFormAction } from '@/shared/forms/useFormAction'

import { gamingAction } from './actions'

const LABELS = { email: 'Email address', dateOfBirth: 'Date of birth', consent: 'Consent' }

/** Gaming registration: email, date of birth (18 and over), consent; double opt-in. */
export default function GamingRegistrationForm({ formId, consentText }: { formId: string; consentText: string }) {
  const { state, formAction, onSubmit, pending, errors, values } = useFormAction(gamingAction, formId)
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className={styles.form}>
      <FormStatus state={state} formId={formId} labels={LABELS} />
      {state.status === 'success' ? null : (
        <>
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
          <TextField
            formId={formId}
            name="dateOfBirth"
            type="date"
            label={LABELS.dateOfBirth}
            hint="You must be 18 or over to take part."
            autoComplete="bday"
            required
            max={new Date().toISOString().slice(0, 10)}
            defaultValue={values.dateOfBirth}
            error={errors.dateOfBirth}
          />
          <CheckboxField formId={formId} name="consent" label={consentText} required error={errors.consent} />
          <HoneypotField formId={formId} />
          <div className={styles.actions}>
            <button type="submit" className={buttons.primary} disabled={pending}>
              {pending ? 'Registering…' : 'Register'}
            </button>
          </div>
        </>
      )}
    </form>
  )
}
