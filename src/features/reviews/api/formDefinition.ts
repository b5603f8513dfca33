import { REVIEW_FORM_FIELDS, REVIEW_FORM_GROUPS, type ReviewFormField } from '../reviewForm'

/**
 * A submission form as the provider describes it in a submission's answer (Conversations API 5.4): `Data`
 * holds every field (`Fields`, with type, rules, label, the value sent and its options) and the groups the
 * form draws together (`Groups`), `Form` the form's elements in order, a group where its first field is. A
 * client that builds its form from a Preview draws this one; it comes from the page's own definition.
 */
export function formDefinition(
  fields: readonly ReviewFormField[],
  groups: Readonly<Record<string, readonly string[]>>,
  sent: (name: string) => string | undefined,
) {
  const groupOf = new Map(Object.entries(groups).flatMap(([group, members]) => members.map((member) => [member, group] as const)))
  const value = (id: string) => sent(id)?.trim() || null
  const Fields = Object.fromEntries(
    fields.map((field) => [
      field.id,
      {
        Id: field.id,
        Type: field.type,
        Required: field.required,
        Label: field.label,
        Value: value(field.id),
        Default: null,
        MinLength: field.minLength ?? (field.maxLength === undefined ? null : 0),
        MaxLength: field.maxLength ?? null,
        Options: (field.options ?? []).map((option) => ({ Label: option.label, Value: option.value, Selected: option.value === value(field.id) })),
      },
    ]),
  )
  const Groups = Object.fromEntries(
    Object.entries(groups).map(([id, members]) => [
      id,
      { Id: id, Type: 'InputGroup', Required: false, Label: null, SubElements: members.map((member) => ({ Type: 'Field', Id: member })) },
    ]),
  )
  const Form: { Type: 'Field' | 'Group'; Id: string }[] = []
  for (const field of fields) {
    const group = groupOf.get(field.id)
    if (!group) Form.push({ Type: 'Field', Id: field.id })
    else if (!Form.some((element) => element.Type === 'Group' && element.Id === group)) Form.push({ Type: 'Group', Id: group })
  }
  return { Form, Data: { Fields, Groups, FieldsOrder: fields.map((field) => field.id), GroupsOrder: Object.keys(groups) } }
}

/** The review form's definition, with the values a submission sent. */
export const reviewFormDefinition = (sent: (name: string) => string | undefined) => formDefinition(REVIEW_FORM_FIELDS, REVIEW_FORM_GROUPS, sent)
