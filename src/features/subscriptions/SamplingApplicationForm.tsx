'use client'

import { AUSTRALIAN_STATES } from '@/shared/address/australianStates'
import buttons from '@/shared/ui/buttons.module.css'
import { CheckboxField, HoneypotField, SelectField, TextField } from '@/shared/forms/Field'
import { FormStatus } from '@/shared/forms/FormStatus'
import styles from '@/shared/forms/forms.module.css'
import { useFormAction } from '@/shared/forms/useFormAction'

import { samplingAction } from './actions'
import { LIMITS } from './limits'

const LABELS = {
  name: 'Name',
  email: 'Email address',
  dateOfBirth: 'Date of birth',
  street: 'Street address',
  suburb: 'Suburb',
  state: 'State or territory',
  postcode: 'Postcode',
  consent: 'Consent',
}

const STATE_OPTIONS = AUSTRALIAN_STATES.map((state) => ({ value: state.value, label: state.label }))

/** A sampling campaign's application: who, 18 and over, an Australian shipping address, consent; double opt-in. */
export default function SamplingApplicationForm({ formId, campaign, consentText }: { formId: string; campaign: string; consentText: string }) {
  const { state, formAction, onSubmit, pending, errors, values } = useFormAction(samplingAction, formId)
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className={styles.form}>
      <FormStatus state={state} formId={formId} labels={LABELS} />
      {state.status === 'success' ? null : (
        <>
          <input type="hidden" name="campaign" value={campaign} />
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
          <TextField
            formId={formId}
            name="dateOfBirth"
            type="date"
            label={LABELS.dateOfBirth}
            hint="You must be 18 or over to apply."
            autoComplete="bday"
            required
            max={new Date().toISOString().slice(0, 10)}
            defaultValue={values.dateOfBirth}
            error={errors.dateOfBirth}
          />
          <fieldset className={styles.group}>
            <legend>Shipping address in Australia</legend>
            <TextField
              formId={formId}
              name="street"
              label={LABELS.street}
              autoComplete="address-line1"
              required
              maxLength={LIMITS.street}
              defaultValue={values.street}
              error={errors.street}
            />
            <TextField
              formId={formId}
              name="suburb"
              label={LABELS.suburb}
              autoComplete="address-level2"
              required
              maxLength={LIMITS.suburb}
              defaultValue={values.suburb}
              error={errors.suburb}
            />
            <SelectField
              formId={formId}
              name="state"
              label={LABELS.state}
              autoComplete="address-level1"
              required
              options={STATE_OPTIONS}
              placeholder="Choose…"
              defaultValue={values.state ?? ''}
              error={errors.state}
            />
            <TextField
              formId={formId}
              name="postcode"
              label={LABELS.postcode}
              autoComplete="postal-code"
              inputMode="numeric"
              pattern="[0-9]{4}"
              required
              maxLength={4}
              defaultValue={values.postcode}
              error={errors.postcode}
            />
          </fieldset>
          <CheckboxField formId={formId} name="consent" label={consentText} required error={errors.consent} />
          <HoneypotField formId={formId} />
          <div className={styles.actions}>
            <button type="submit" className={buttons.primary} disabled={pending}>
              {pending ? 'Applying…' : 'Apply'}
            </button>
          </div>
        </>
      )}
    </form>
  )
}
