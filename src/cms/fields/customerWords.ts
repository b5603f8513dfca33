import type { Field, FieldAccess } from 'payload'

/**
 * What a customer wrote or rated (a review's text and stars, a question, an answer): moderators approve or
 * reject it, they never rewrite it. Read-only in the back office and refused on update through the API
 * (Payload drops the field); stored once, when the submission is (with the local API's full access).
 * `unless`: when the document is the brand's own (a moderator's answer), its words stay editable.
 */
export function customerWords<F extends Field>(field: F, unless?: FieldAccess): F {
  const locked: FieldAccess = () => false
  return {
    ...field,
    access: { ...('access' in field ? field.access : {}), update: unless ?? locked },
    ...(unless ? {} : { admin: { ...('admin' in field ? field.admin : {}), readOnly: true } }),
  } as F
}
