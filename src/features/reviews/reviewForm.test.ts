import { describe, expect, it } from 'vitest'

import { REVIEW_FORM_FIELDS } from './reviewForm'
import { validateReview } from './rules'

/** The form's definition (what the page draws and the API's Preview describes) and the rules that judge it agree. */
describe("the review form's definition", () => {
  const valid = {
    rating: '4',
    title: 'Reliable every morning',
    reviewtext: 'A close shave without nicks, and the blades last about two weeks for me with a daily shave.',
    usernickname: 'Tester1',
    useremail: 'tester@example.com',
    contextdatavalue_agemonth: '4',
    contextdatavalue_ageyear: '1988',
    rating_value: '4',
    rating_quality: '5',
    isrecommended: 'true',
    agreedtotermsandconditions: 'true',
  }
  const faulted = (input: Record<string, string>) => validateReview(input).map((error) => error.Field.toLowerCase())

  it('marks required exactly the fields the rules refuse when left empty', () => {
    expect(faulted(valid)).toEqual([])
    for (const field of REVIEW_FORM_FIELDS) {
      expect(faulted({ ...valid, [field.id.toLowerCase()]: '' }).includes(field.id.toLowerCase()), field.id).toBe(field.required)
    }
  })

  it('gives the lengths the rules hold the text fields to', () => {
    for (const field of REVIEW_FORM_FIELDS.filter((entry) => entry.maxLength && entry.id in valid && entry.type !== 'SelectInput')) {
      const id = field.id.toLowerCase()
      const base = id === 'useremail' ? '@example.com' : ''
      expect(faulted({ ...valid, [id]: 'a'.repeat(field.maxLength! + 1 - base.length) + base }), field.id).toContain(id)
      if (field.minLength && id !== 'contextdatavalue_ageyear') expect(faulted({ ...valid, [id]: 'a'.repeat(field.minLength - 1) }), field.id).toContain(id)
    }
  })
})
