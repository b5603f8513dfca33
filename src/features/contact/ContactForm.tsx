'use client'

import { CheckboxField, HoneypotField, SelectField, TextAreaField, TextField } from '@/shared/forms/Field'
import { FormStatus } from '@/shared/forms/FormStatus'
import styles from '@/shared/forms/forms.module.css'
import { useFormAction } from '@/shared/forms/useFormAction'
import buttons from '@/shared/ui/buttons.module.css'

import { contactAction } from './actions'
import { CONTACT_TOPICS, MESSAGE_LIMITS } from './contactTexts'

const LABELS = { name: 'Name', email: 'Email address', topic: 'Topic', product: 'Product (optional)', message: 'Message', consent: 'Consent' }
const FORM_ID = 'web-contact-form'

/** The web contact form: stored for the care team and emailed to the care address. */
export default function ContactForm({ products, consentText }: { products: { value: string; label: string }[]; consentText: string }) {
  const { state, formAction, onSubmit, pending, errors, values } = useFormAction(contactAction, FORM_ID)
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className={styles.form}>
      <FormStatus state={state} formId={FORM_ID} labels={LABELS} />
      {state.status === 'success' ? null : (
        <>
          <TextField
            formId={FORM_ID}
            name="name"
            label={LABELS.name}
            autoComplete="name"
            required
            maxLength={80}
            defaultValue={values.name}
            error={errors.name}
          />
          <TextField
            formId={FORM_ID}
            name="email"
            type="email"
            label={LABELS.email}
            autoComplete="email"
            required
            defaultValue={values.email}
            error={errors.email}
          />
          <SelectField
            formId={FORM_ID}
            name="topic"
            label={LABELS.topic}
            options={[...CONTACT_TOPICS]}
            placeholder="Choose a topic"
            required
            defaultValue={values.topic ?? ''}
            error={errors.topic}
          />
          <SelectField
            formId={FORM_ID}
            name="product"
            label={LABELS.product}
            options={products}
            placeholder="No particular product"
            defaultValue={values.product ?? ''}
            error={errors.product}
          />
          <TextAreaField
            formId={FORM_ID}
            name="message"
            label={LABELS.message}
            hint={`${MESSAGE_LIMITS.min} to ${MESSAGE_LIMITS.max} characters.`}
            required
            minLength={MESSAGE_LIMITS.min}
            maxLength={MESSAGE_LIMITS.max}
            defaultValue={values.message}
            error={errors.message}
          />
          <CheckboxField formId={FORM_ID} name="consent" label={consentText} required error={errors.consent} />
          <HoneypotField formId={FORM_ID} />
          <div className={styles.actions}>
            <button type="submit" className={buttons.primary} disabled={pending}>
              {pending ? 'Sending…' : 'Send message'}
            </button>
          </div>
        </>
      )}
    </form>
  )
}
