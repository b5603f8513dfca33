import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'

import styles from './forms.module.css'

type Common = { name: string; label: ReactNode; error?: string; hint?: ReactNode; formId: string }

const ids = (formId: string, name: string) => ({ input: `${formId}-${name}`, error: `${formId}-${name}-error`, hint: `${formId}-${name}-hint` })

function Message({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className={styles.error}>
      {error}
    </p>
  ) : null
}

/** A control's own attributes: its id and name, and the hint and error that describe it. */
function controlProps({ formId, name, error, hint }: Omit<Common, 'label'>) {
  const id = ids(formId, name)
  return {
    id: id.input,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hint ? id.hint : '', error ? id.error : ''].filter(Boolean).join(' ') || undefined,
  }
}

/** Label, hint, the control, error: the frame every labelled field shares. */
function Labelled({ formId, name, label, error, hint, children }: Common & { children: ReactNode }) {
  const id = ids(formId, name)
  return (
    <div className={styles.field}>
      <label htmlFor={id.input}>{label}</label>
      {hint ? (
        <p id={id.hint} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      <Message id={id.error} error={error} />
    </div>
  )
}

/**
 * A labelled input with its hint and error tied to it (aria-describedby, aria-invalid). Its type is written
 * out (text unless given): checkers read `autocomplete` only against a stated type.
 */
export function TextField({ name, label, error, hint, formId, type = 'text', ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const field = { name, label, error, hint, formId }
  return (
    <Labelled {...field}>
      <input {...controlProps(field)} type={type} {...input} />
    </Labelled>
  )
}

export function TextAreaField({ name, label, error, hint, formId, ...input }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const field = { name, label, error, hint, formId }
  return (
    <Labelled {...field}>
      <textarea {...controlProps(field)} {...input} />
    </Labelled>
  )
}

export function SelectField({
  name,
  label,
  error,
  hint,
  formId,
  options,
  placeholder,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { options: { value: string; label: string }[]; placeholder?: string }) {
  const field = { name, label, error, hint, formId }
  return (
    <Labelled {...field}>
      <select {...controlProps(field)} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Labelled>
  )
}

/** A consent box: never pre-ticked; its text is what the record keeps. */
export function CheckboxField({ name, label, error, formId, ...input }: Omit<Common, 'hint'> & InputHTMLAttributes<HTMLInputElement>) {
  const id = ids(formId, name)
  return (
    <div className={`${styles.field} ${styles.check}`}>
      <input type="checkbox" {...controlProps({ name, error, formId })} {...input} />
      <label htmlFor={id.input}>{label}</label>
      <Message id={id.error} error={error} />
    </div>
  )
}

/** A field people never see: bots that fill every input give themselves away (the submit is dropped). */
export function HoneypotField({ formId }: { formId: string }) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={`${formId}-website`}>Leave this field empty</label>
      <input id={`${formId}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

export const fieldId = (formId: string, name: string) => ids(formId, name).input
