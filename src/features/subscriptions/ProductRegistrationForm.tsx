'use client'

import buttons from '@/shared/ui/buttons.module.css'
import { CheckboxField, HoneypotField, SelectField, TextField } from '@/shared/forms/Field'
import { FormStatus } from '@/shared/forms/FormStatus'
import styles from '@/shared/forms/forms.module.css'
import { useFormAction } from '@/shared/forms/useFormAction'

import { productRegistrationAction } from './actions'
import { LIMITS } from './limits'

const LABELS = {
  product: 'Product',
  purchaseDate: 'Purchase date',
  retailer: 'Retailer',
  name: 'Name',
  email: 'Email address',
  consent: 'Consent',
  reviewRequest: 'Review request',
}

type Option = { value: string; label: string }

/** Product registration: which product, when and where it was bought, who bought it. */
export default function ProductRegistrationForm({
  formId,
  products,
  retailers,
  consentText,
  reviewRequestText,
}: {
  formId: string
  products: Option[]
  retailers: Option[]
  consentText: string
  /** The optional box for one review request, never ticked in advance. */
  reviewRequestText: string
}) {
  const { state, formAction, onSubmit, pending, errors, values } = useFormAction(productRegistrationAction, formId)
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className={styles.form}>
      <FormStatus state={state} formId={formId} labels={LABELS} />
      {state.status === 'success' ? null : (
        <>
          <SelectField
            formId={formId}
            name="product"
            label={LABELS.product}
            options={products}
            placeholder="Choose a product"
            required
            defaultValue={values.product ?? ''}
            error={errors.product}
          />
          <TextField
            formId={formId}
            name="purchaseDate"
            type="date"
            label={LABELS.purchaseDate}
            required
            max={new Date().toISOString().slice(0, 10)}
            defaultValue={values.purchaseDate}
            error={errors.purchaseDate}
          />
          <SelectField
            formId={formId}
            name="retailer"
            label={LABELS.retailer}
            options={retailers}
            placeholder="Choose a retailer"
            required
            defaultValue={values.retailer ?? ''}
            error={errors.retailer}
          />
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
          <CheckboxField formId={formId} name="reviewRequest" label={reviewRequestText} defaultChecked={values.reviewRequest === 'on'} />
          <HoneypotField formId={formId} />
          <div className={styles.actions}>
            <button type="submit" className={buttons.primary} disabled={pending}>
              {pending ? 'Registering…' : 'Register product'}
            </button>
          </div>
        </>
      )}
    </form>
  )
}
