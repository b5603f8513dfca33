'use client'

import dynamic from 'next/dynamic'
import { type FormEvent, startTransition, useActionState, useEffect, useRef, useState } from 'react'

import { CheckboxField, SelectField, TextAreaField, TextField } from '@/shared/forms/Field'
import styles from '@/shared/forms/forms.module.css'
import buttons from '@/shared/ui/buttons.module.css'
import { Stars } from '@/shared/ui/Stars'

import { LIMITS } from './limits'
import { REQUEST_TOKEN_PARAM } from '@/cms/reviewRequests/links'

import { AGE_RULE, CONTEXT_FIELDS, CONTEXT_OPTIONS, INCENTIVE_FIELD, INCENTIVE_OPTIONS, MONTHS, REVIEW_LABELS } from './reviewLabels'
import { words } from './words'
import { writeReviewAction } from './writeReviewAction'
import { fieldErrorMap, type WriteReviewState } from './writeReviewState'
import local from './WriteReviewForm.module.css'

// Uploads need scripts (the file is sent as soon as it is chosen), so their fields are drawn in the
// browser only, and their code loads after the form's own; an empty, hidden block stands in their place
// until then (not a fieldset: an empty group without a legend is what checkers flag).
const MediaUpload = dynamic(() => import('./MediaUpload').then((module) => module.MediaUpload), {
  ssr: false,
  loading: () => <div hidden />,
})
// The review's rules (the same the service applies) and the device id are needed at the first Preview:
// fetched when the visitor first enters the form, not with the page.
const loadRules = () => Promise.all([import('./rules'), import('./browserDevice')])

const FORM_ID = 'write-review'
const LABELS = REVIEW_LABELS
/** The fields in the form's order (./reviewLabels lists them so): the error summary reads in the same order. */
const FIELD_ORDER = Object.keys(REVIEW_LABELS)
/** A field's id, from its name in lower case (how errors are keyed): the ids keep the provider's casing. */
const CASED = Object.fromEntries(
  ['rating_Value', 'rating_Quality', 'contextdatavalue_Agemonth', 'contextdatavalue_Ageyear', `contextdatavalue_${INCENTIVE_FIELD}`].map((name) => [
    name.toLowerCase(),
    name,
  ]),
)
const fieldAnchor = (name: string) => `${FORM_ID}-${CASED[name] ?? name}`
const inFormOrder = (errors: Record<string, string>) => {
  const place = (name: string) => (FIELD_ORDER.includes(name) ? FIELD_ORDER.indexOf(name) : FIELD_ORDER.length)
  return Object.entries(errors).sort(([a], [b]) => place(a) - place(b))
}

function RatingGroup({ name, legend, error, value }: { name: string; legend: string; error?: string; value?: string }) {
  const errorId = `${FORM_ID}-${name}-error`
  return (
    <fieldset className={local.stars} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      <div className={local.starRow}>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars}>
            <input
              type="radio"
              id={stars === 1 ? fieldAnchor(name.toLowerCase()) : undefined}
              name={name}
              value={stars}
              defaultChecked={value === String(stars)}
              required
            />
            <span>
              {stars} {stars === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/**
 * The write-review form: every field of SPEC.md §3, its messages (§5), preview, then submit. `address`: the
 * page's own, where the form posts without scripts; React writes it as the form's `action`, which HTML does
 * not allow empty.
 */
export function WriteReviewForm({
  productId,
  productName,
  callbackPath,
  uploadQuery,
  address,
  requested,
}: {
  productId: string
  productName: string
  callbackPath: string
  uploadQuery: string
  address: string
  /**
   * A review request's star link: its token (the hosted authentication already done), the address it was
   * sent to (fixed), the rating chosen, and whether the product came free (the incentive answered Yes).
   */
  requested?: { token: string; email: string; rating?: string; incentivized: boolean }
}) {
  const [state, formAction, pending] = useActionState<WriteReviewState, FormData>(writeReviewAction, { status: 'idle' }, address)
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null)
  const summary = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (state.status !== 'idle' || clientErrors) summary.current?.focus()
  }, [state, clientErrors])

  const answered = state.status === 'error' || state.status === 'preview' ? state.values : undefined
  const incentiveName = `contextdatavalue_${INCENTIVE_FIELD}`
  // Kept through an answer (without scripts the page comes back at its address, without the link's query).
  const requestToken = requested?.token ?? answered?.[REQUEST_TOKEN_PARAM]
  const values: Record<string, string | undefined> = answered ?? {
    rating: requested?.rating,
    useremail: requested?.email,
    ...(requested?.incentivized ? { [incentiveName]: 'True' } : {}),
  }
  const errors = clientErrors ?? (state.status === 'error' ? state.fieldErrors : {})
  const message = !clientErrors && state.status === 'error' ? state.message : undefined

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    const data = new FormData(event.currentTarget, submitter)
    void (async () => {
      const [{ validateReview }, { deviceId }] = await loadRules()
      data.set('fp', deviceId())
      if (data.get('Action') !== 'Edit') {
        const input = Object.fromEntries([...data.entries()].map(([key, value]) => [key.toLowerCase(), String(value)]))
        const found = fieldErrorMap(validateReview(input))
        if (Object.keys(found).length) {
          setClientErrors(found)
          return
        }
      }
      setClientErrors(null)
      startTransition(() => formAction(data))
    })()
  }

  if (state.status === 'success') {
    return (
      <div ref={summary} tabIndex={-1} role="status" className={styles.success}>
        <p className={styles.title}>{state.lines[0]}</p>
        <p>Thank you for your review of {productName}.</p>
        <p>{state.lines[1]}</p>
      </div>
    )
  }

  const previewing = state.status === 'preview'
  const listed = inFormOrder(errors)
  const rating = Number(values.rating) || 0
  return (
    <form action={formAction} onSubmit={onSubmit} onFocus={() => void loadRules()} noValidate className={`${styles.form} ${local.form}`}>
      {listed.length || message ? (
        <div ref={summary} tabIndex={-1} role="alert" className={styles.summary}>
          <p className={styles.title}>{message?.startsWith("We're sorry!") ? "We're sorry!" : 'Please check the following'}</p>
          {message ? <p>{message}</p> : null}
          {listed.length ? (
            <ul>
              {/* Each message as the field shows it: SPEC.md's texts name their field already. */}
              {listed.map(([name, text]) => (
                <li key={name}>
                  <a href={`#${fieldAnchor(name)}`}>{text}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <input type="hidden" name="ProductId" value={productId} />
      <input type="hidden" name="hostedauthentication_callbackurl" value={callbackPath} />
      {requestToken && !previewing ? <input type="hidden" name={REQUEST_TOKEN_PARAM} value={requestToken} /> : null}
      {previewing ? (
        <div ref={summary} tabIndex={-1} className={local.preview} aria-labelledby="preview-heading">
          <h2 id="preview-heading">Preview of your review</h2>
          <p className={local.previewRating}>
            <Stars value={rating} size="large" />
            <span>{`${rating} out of 5`}</span>
          </p>
          <h3>{values.title}</h3>
          <p>{values.reviewtext}</p>
          {values.photourl_1 ? <img className={local.photo} src={values.photourl_1} alt={values.photocaption_1 || 'Your photo'} /> : null}
          {values.videourl_1 ? <p>Video attached{values.videocaption_1 ? `: ${values.videocaption_1}` : ''}.</p> : null}
          <p className={local.meta}>
            {values.usernickname}
            {values.userlocation ? ` · ${values.userlocation}` : ''}
          </p>
          {Object.entries(values).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div className={styles.actions}>
            <button type="submit" name="Action" value="Submit" className={buttons.primary} disabled={pending}>
              {pending ? 'Submitting…' : 'Submit review'}
            </button>
            <button type="submit" name="Action" value="Edit" formNoValidate className={buttons.secondary} disabled={pending}>
              Edit
            </button>
          </div>
        </div>
      ) : (
        <>
          <RatingGroup name="rating" legend={LABELS.rating!} error={errors.rating} value={values.rating} />
          <TextField
            formId={FORM_ID}
            name="title"
            label={LABELS.title!}
            hint={`At most ${LIMITS.title} characters.`}
            maxLength={LIMITS.title}
            required
            defaultValue={values.title}
            error={errors.title}
          />
          <TextAreaField
            formId={FORM_ID}
            name="reviewtext"
            label={LABELS.reviewtext!}
            hint={`${LIMITS.reviewTextMin} to ${LIMITS.reviewTextMax} characters.`}
            minLength={LIMITS.reviewTextMin}
            maxLength={LIMITS.reviewTextMax}
            required
            defaultValue={values.reviewtext}
            error={errors.reviewtext}
          />
          <RatingGroup name="rating_Value" legend={LABELS.rating_value!} error={errors.rating_value} value={values.rating_Value} />
          <RatingGroup name="rating_Quality" legend={LABELS.rating_quality!} error={errors.rating_quality} value={values.rating_Quality} />
          <fieldset
            className={local.stars}
            aria-invalid={errors.isrecommended ? true : undefined}
            aria-describedby={errors.isrecommended ? `${FORM_ID}-isrecommended-error` : undefined}
          >
            <legend>{LABELS.isrecommended}</legend>
            <div className={local.starRow}>
              <label>
                <input
                  type="radio"
                  id={fieldAnchor('isrecommended')}
                  name="isrecommended"
                  value="true"
                  defaultChecked={values.isrecommended === 'true'}
                  required
                />{' '}
                <span>Yes</span>
              </label>
              <label>
                <input type="radio" name="isrecommended" value="false" defaultChecked={values.isrecommended === 'false'} required /> <span>No</span>
              </label>
            </div>
            {errors.isrecommended ? (
              <p id={`${FORM_ID}-isrecommended-error`} className={styles.error}>
                {errors.isrecommended}
              </p>
            ) : null}
          </fieldset>
          <TextField
            formId={FORM_ID}
            name="usernickname"
            label={LABELS.usernickname!}
            hint="4 to 20 letters and numbers; shown with your review."
            autoComplete="nickname"
            required
            maxLength={LIMITS.nicknameMax}
            defaultValue={values.usernickname}
            error={errors.usernickname}
          />
          <TextField
            formId={FORM_ID}
            name="userlocation"
            label={`${LABELS.userlocation} (optional)`}
            maxLength={LIMITS.location}
            defaultValue={values.userlocation}
            error={errors.userlocation}
          />
          <TextField
            formId={FORM_ID}
            name="useremail"
            type="email"
            label={LABELS.useremail!}
            hint={requestToken ? 'Confirmed by the link in our email. Never shown.' : 'Never shown.'}
            autoComplete="email"
            required
            readOnly={Boolean(requestToken)}
            defaultValue={requested?.email ?? values.useremail}
            error={errors.useremail}
          />
          <fieldset className={local.birth} aria-describedby={`${FORM_ID}-birth-hint`}>
            <legend>Date of birth</legend>
            <p id={`${FORM_ID}-birth-hint`} className={styles.hint}>
              {AGE_RULE}
            </p>
            <div className={local.pair}>
              <SelectField
                formId={FORM_ID}
                name="contextdatavalue_Agemonth"
                label={LABELS.contextdatavalue_agemonth!}
                options={MONTHS.map((month, index) => ({ value: String(index + 1), label: month }))}
                placeholder="Month"
                required
                defaultValue={values.contextdatavalue_Agemonth ?? ''}
                error={errors.contextdatavalue_agemonth}
              />
              <TextField
                formId={FORM_ID}
                name="contextdatavalue_Ageyear"
                label={LABELS.contextdatavalue_ageyear!}
                inputMode="numeric"
                pattern="[0-9]{4}"
                maxLength={4}
                autoComplete="bday-year"
                required
                defaultValue={values.contextdatavalue_Ageyear}
                error={errors.contextdatavalue_ageyear}
              />
            </div>
          </fieldset>
          {CONTEXT_FIELDS.map((name) => (
            <SelectField
              key={name}
              formId={FORM_ID}
              name={`contextdatavalue_${name}`}
              label={`${words(name)} (optional)`}
              options={CONTEXT_OPTIONS[name].map((value) => ({ value, label: words(value) }))}
              placeholder={name === 'Gender' ? 'Prefer not to say' : 'Not given'}
              defaultValue={values[`contextdatavalue_${name}`] ?? ''}
            />
          ))}
          <fieldset className={local.stars}>
            <legend>{`${LABELS.contextdatavalue_incentivizedreview} (optional)`}</legend>
            <p className={styles.hint}>For example a product received free, a discount or a prize.</p>
            <div className={local.starRow}>
              {INCENTIVE_OPTIONS.map((option) => (
                <label key={option.value}>
                  <input
                    type="radio"
                    id={option.value === 'True' ? fieldAnchor(incentiveName.toLowerCase()) : undefined}
                    name={incentiveName}
                    value={option.value}
                    defaultChecked={values[incentiveName] === option.value}
                  />{' '}
                  <span>{option.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <MediaUpload kind="photo" query={uploadQuery} url={values.photourl_1} caption={values.photocaption_1} />
          <MediaUpload kind="video" query={uploadQuery} url={values.videourl_1} caption={values.videocaption_1} />
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
            <button type="submit" name="Action" value="Preview" className={buttons.primary} disabled={pending}>
              {pending ? 'Checking…' : 'Preview review'}
            </button>
          </div>
        </>
      )}
    </form>
  )
}
