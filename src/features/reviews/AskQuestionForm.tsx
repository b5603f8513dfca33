'use client'

import { type FormEvent, startTransition, useActionState, useMemo, useState } from 'react'

import { CheckboxField, TextAreaField, TextField } from '@/shared/forms/Field'
import { type FormState, IDLE } from '@/shared/forms/formState'
import { FormStatus } from '@/shared/forms/FormStatus'
import styles from '@/shared/forms/forms.module.css'
import buttons from '@/shared/ui/buttons.module.css'

import { LIMITS } from './limits'
import { QA_LABELS, QA_LIMITS } from './questionLabels'
import { askQuestionAction } from './questionsActions'

const FORM_ID = 'ask'
// The rules (the same the service applies) are needed at the first send: fetched when the visitor enters the form.
const loadRules = () => Promise.all([import('./questionForm'), import('./browserDevice')])

/**
 * Ask a question about a product. Without scripts the form posts to its server action and the page shows
 * the result; with them the same rules as the service's are checked first and the errors summarised.
 * `address`: the page's own, where that post goes (to the answer, `#ask-status`); React writes it as the
 * form's `action`, which HTML does not allow empty.
 */
export function AskQuestionForm({
  productId,
  productName,
  callbackPath,
  address,
}: {
  productId: string
  productName: string
  callbackPath: string
  address: string
}) {
  const [state, formAction, pending] = useActionState(askQuestionAction, IDLE, `${address}#${FORM_ID}-status`)
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null)
  // What the summary shows: the page's own check first, else the service's answer (one object per change, so
  // the summary takes focus when it changes and not on every keystroke).
  const shown = useMemo<FormState>(() => (clientErrors ? { status: 'error', fieldErrors: clientErrors, values: {} } : state), [clientErrors, state])
  const values = state.status === 'error' ? state.values : {}
  const errors = shown.status === 'error' ? shown.fieldErrors : {}

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    void (async () => {
      const [{ validateQuestion }, { deviceId }] = await loadRules()
      data.set('fp', deviceId())
      const input = Object.fromEntries([...data.entries()].map(([key, value]) => [key.toLowerCase(), String(value)]))
      const found = Object.fromEntries(validateQuestion(input).map((error) => [error.Field.toLowerCase(), error.Message]))
      setClientErrors(Object.keys(found).length ? found : null)
      if (!Object.keys(found).length) startTransition(() => formAction(data))
    })()
  }

  if (state.status === 'success') return <FormStatus state={state} formId={FORM_ID} labels={QA_LABELS} />

  return (
    <form action={formAction} onSubmit={onSubmit} onFocus={() => void loadRules()} noValidate className={styles.form} aria-labelledby="ask-heading">
      <h2 id="ask-heading">Ask a question about {productName}</h2>
      <FormStatus state={shown} formId={FORM_ID} labels={QA_LABELS} />
      <input type="hidden" name="ProductId" value={productId} />
      <input type="hidden" name="hostedauthentication_callbackurl" value={callbackPath} />
      <TextField
        formId={FORM_ID}
        name="questionsummary"
        label={QA_LABELS.questionsummary!}
        hint={`At most ${QA_LIMITS.questionSummary} characters.`}
        maxLength={QA_LIMITS.questionSummary}
        required
        defaultValue={values.questionsummary}
        error={errors.questionsummary}
      />
      <TextAreaField
        formId={FORM_ID}
        name="questiondetails"
        label={`${QA_LABELS.questiondetails} (optional)`}
        maxLength={QA_LIMITS.questionDetails}
        defaultValue={values.questiondetails}
        error={errors.questiondetails}
      />
      <TextField
        formId={FORM_ID}
        name="usernickname"
        label={QA_LABELS.usernickname!}
        hint="4 to 20 letters and numbers; shown with your question."
        autoComplete="nickname"
        required
        maxLength={LIMITS.nicknameMax}
        defaultValue={values.usernickname}
        error={errors.usernickname}
      />
      <TextField
        formId={FORM_ID}
        name="userlocation"
        label={`${QA_LABELS.userlocation} (optional)`}
        maxLength={LIMITS.location}
        defaultValue={values.userlocation}
        error={errors.userlocation}
      />
      <TextField
        formId={FORM_ID}
        name="useremail"
        type="email"
        label={QA_LABELS.useremail!}
        hint="Never shown. We email you to confirm your question and when it is answered."
        autoComplete="email"
        required
        defaultValue={values.useremail}
        error={errors.useremail}
      />
      <CheckboxField
        formId={FORM_ID}
        name="agreedtotermsandconditions"
        value="true"
        label="I have read and accept the General Terms and Conditions."
        required
        defaultChecked={values.agreedtotermsandconditions === 'true'}
        error={errors.agreedtotermsandconditions}
      />
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={pending}>
          {pending ? 'Sending…' : 'Send question'}
        </button>
      </div>
    </form>
  )
}
