import { describe, expect, it } from 'vitest'

import { REVIEW_FORM_FIELDS } from './reviewForm'
import { validateReview } from './rules'
import { REVIEW_MESSAGES } from './texts'

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

  it("lists the errors of an empty form in the form's own order, each field once", () => {
    const order = faulted({})
    expect(order).toEqual(REVIEW_FORM_FIELDS.filter((field) => field.required).map((field) => field.id.toLowerCase()))
  })

  it('tells an address typed wrong from one left out', () => {
    const message = (useremail: string) => validateReview({ ...valid, useremail }).find((error) => error.Field === 'useremail')?.Message
    expect(message('')).toBe(REVIEW_MESSAGES.email)
    expect(message('sam@example')).toBe('Please enter a valid email address')
  })

  it('refuses a writer under 18, by the year alone when no month is given', () => {
    const today = new Date('2026-11-27T00:00:00Z')
    const age = (month: string, year: string) =>
      validateReview({ ...valid, contextdatavalue_agemonth: month, contextdatavalue_ageyear: year }, today).filter(
        (error) => error.Field === 'contextdatavalue_Ageyear',
      )
    expect(age('', '2019')).toEqual([{ Field: 'contextdatavalue_Ageyear', Code: 'ERROR_FORM_REJECTED', Message: REVIEW_MESSAGES.rejected }])
    expect(age('1', '2019')[0]?.Code).toBe('ERROR_FORM_REJECTED')
    expect(age('11', '2008')).toEqual([])
    expect(age('12', '2008')[0]?.Code).toBe('ERROR_FORM_REJECTED')
    expect(age('', '2008')).toEqual([])
  })
})
